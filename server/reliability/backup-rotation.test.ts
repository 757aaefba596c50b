// The nightly backup and the restore steps of docs/deployment.md, on a real server process:
// `backup <folder> --keep N` run by the timer keeps the newest N copies while the server runs; after
// a bad change, the documented restore (stop, `restore <file>`, start) brings back the backed-up
// state, and the database that was replaced is kept aside. Bad arguments exit 1 with a clear message.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoManifest } from '../sleeper/demo-fixtures';
import { runCli } from '../test/run-cli';
import { spawnServer, type SpawnedServer } from '../test/spawn-server';

const owner = demoManifest().accounts.find((a) => a.role === 'owner')!;
const ENV = { LOG_LEVEL: 'warn' };
const cleanups: Array<() => void | Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function start(dataDir?: string): Promise<SpawnedServer> {
  const server = await spawnServer({ env: ENV, ...(dataDir ? { dataDir } : {}) });
  cleanups.push(async () => {
    await server.stop({ kill: true });
    if (!dataDir) server.cleanup();
  });
  return server;
}

async function signIn(server: SpawnedServer): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sleeperUsername: owner.username, pin: owner.pin }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

async function playoffWeek(server: SpawnedServer, cookie: string, week?: number): Promise<number> {
  const url = `${server.url}/api/league/${demoManifest().currentLeagueId}/settings/2026`;
  const response = await fetch(url, {
    method: week === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', cookie },
    ...(week === undefined ? {} : { body: JSON.stringify({ playoffStartWeek: week }) }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { playoffStartWeek: number }).playoffStartWeek;
}

describe('nightly backups and the restore steps', () => {
  it('rotates the copies, restores the newest one and keeps the replaced database', async () => {
    const server = await start();
    const folder = mkdtempSync(path.join(os.tmpdir(), 'huddle-nightly-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    let cookie = await signIn(server);
    expect(await playoffWeek(server, cookie, 16)).toBe(16);

    // Three nights, keeping two copies.
    const outputs: string[] = [];
    for (let night = 0; night < 3; night += 1) {
      const run = await runCli(server.dataDir, ['backup', folder, '--keep', '2'], ENV);
      expect(run, run.output).toMatchObject({ code: 0 });
      outputs.push(run.output);
    }
    const copies = readdirSync(folder).sort();
    expect(copies).toHaveLength(2);
    expect(copies.every((name) => /^huddle-.+Z\.db$/.test(name))).toBe(true);
    expect(outputs[2]).toContain(
      `Database backed up to ${path.join(folder, copies[1]!)}. Removed 1 older copy.`,
    );

    // A change to undo, then the documented restore: stop, restore the newest copy, start.
    expect(await playoffWeek(server, cookie, 12)).toBe(12);
    await server.stop();
    const newest = path.join(folder, copies[0]!);
    const restore = await runCli(server.dataDir, ['restore', newest], ENV);
    expect(restore, restore.output).toMatchObject({ code: 0 });
    expect(restore.output).toContain(`Restored ${newest} into ${server.dataDir}.`);
    const aside = /moved to (\S+)\. Start Huddle again\./.exec(restore.output)?.[1];
    expect(aside && existsSync(aside)).toBe(true);

    const restarted = await start(server.dataDir);
    cleanups.push(() => server.cleanup());
    cookie = await signIn(restarted);
    expect(await playoffWeek(restarted, cookie)).toBe(16);
  }, 180_000);

  it('exits 1 with a clear message on bad arguments', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'huddle-cli-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const cases: Array<[string[], string]> = [
      [['backup', dataDir, '--keep', '0'], 'Error: --keep needs a whole number of copies from 1 to 1000.'],
      [
        ['backup', path.join(dataDir, 'one.db'), '--keep', '3'],
        'Error: --keep rotates the copies in a folder',
      ],
      [['backup'], 'Error: backup needs a destination file or folder.'],
      [
        ['restore', path.join(dataDir, 'missing.db')],
        `Error: ${path.join(dataDir, 'missing.db')} is not a file.`,
      ],
    ];
    for (const [args, message] of cases) {
      const run = await runCli(dataDir, args, ENV);
      expect({ args, code: run.code }).toEqual({ args, code: 1 });
      expect(run.output).toContain(message);
    }
  }, 120_000);
});
