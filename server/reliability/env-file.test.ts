// `.env`: `.env.example` tells a commissioner to copy it to `.env`, and Node reads that file itself
// (--env-file-if-exists) wherever Huddle starts: `npm start`, `npm run cli`, `npm run dev` and the
// systemd unit (checked in deploy-files.test.ts). A variable set in the environment wins over the
// file, and without a file the server starts as before.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENV_FILE_ARG } from '../../scripts/server-process.mjs';
import { PROJECT_ROOT } from '../paths';
import { spawnServer, type SpawnedServer } from '../test/spawn-server';

const folders: string[] = [];
const servers: SpawnedServer[] = [];
afterAll(async () => {
  for (const server of servers) {
    await server.stop();
    server.cleanup();
  }
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A folder to start in, holding `.env` with these lines (none when null). */
function folderWith(envFile: string | null): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'huddle-env-file-'));
  folders.push(folder);
  if (envFile !== null) writeFileSync(path.join(folder, '.env'), envFile);
  return folder;
}

async function appNameOf(cwd: string, env: Record<string, string> = {}): Promise<string> {
  const server = await spawnServer({ cwd, nodeArgs: [ENV_FILE_ARG], env: { LIVE_SCORING: 'off', ...env } });
  servers.push(server);
  const info = (await (await fetch(`${server.url}/api/app-info`)).json()) as { appName: string };
  return info.appName;
}

describe('.env', () => {
  it('is read by every command that starts Huddle', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const name of ['start', 'cli', 'dev']) {
      expect(scripts[name], `npm run ${name}`).toMatch(new RegExp(`^node ${ENV_FILE_ARG} `));
    }
  });

  it("gives the server the file's settings", async () => {
    const cwd = folderWith('# a comment\nAPP_NAME="Dotenv League"\nLEAGUE_ID=\n');
    expect(await appNameOf(cwd)).toBe('Dotenv League');
  });

  it('loses to a variable set in the environment', async () => {
    const cwd = folderWith('APP_NAME=Dotenv League\n');
    expect(await appNameOf(cwd, { APP_NAME: 'From The Shell' })).toBe('From The Shell');
  });

  it('is optional, and without it the server starts with no warning from Node or a library', async () => {
    expect(await appNameOf(folderWith(null))).toBe('Huddle');
    // Node prints "(node:PID) ..." for a process warning, e.g. a library's deprecation (Fastify's
    // FSTDEP023 for its top-level request-logging option, printed at every start before).
    expect(servers.at(-1)!.output()).not.toMatch(/\(node:\d+\)/);
  });
});
