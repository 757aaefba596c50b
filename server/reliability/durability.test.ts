// Database durability on a real server process:
// - killed with SIGKILL while writes are in flight: the database opens, passes integrity_check, and
//   holds every write the server acknowledged (a 200 means committed: synchronous=FULL, WAL);
// - backed up with `npm run cli -- backup FILE` (SQLite's online backup) while it runs and writes:
//   the copy is consistent and holds every write acknowledged before the backup began; a backup of
//   the idle server equals the live database table by table, and restoring it brings back exactly
//   that state (the old session cookie even still works).
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_FILE, openDatabase } from '../db/connection';
import { decryptPhone } from '../phones';
import { loadAppSecret } from '../secret';
import { demoManifest } from '../sleeper/demo-fixtures';
import { runCli as runCliProcess } from '../test/run-cli';
import { spawnServer, type SpawnedServer } from '../test/spawn-server';
import { dumpDatabase } from './db-dump';

const manifest = demoManifest();
const owner = manifest.accounts.find((a) => a.role === 'owner')!;
const members = manifest.accounts.filter((a) => a.role === 'member');
// No live scores: the demo's live Sunday would refresh the provider's copies every few seconds, and
// the idle backup below must find a server with nothing left to write.
const ENV = { LOG_LEVEL: 'warn', LIVE_SCORING: 'off' };

const cleanups: Array<() => void | Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function start(dataDir?: string): Promise<SpawnedServer> {
  const server = await spawnServer({ env: ENV, ...(dataDir ? { dataDir } : {}) });
  cleanups.push(async () => {
    await server.stop({ kill: true });
    server.cleanup();
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

/** The n-th phone number written for member m: unique, so each write can be found afterwards. */
const phoneFor = (m: number, n: number) => `+1555${String(m).padStart(2, '0')}${String(n).padStart(5, '0')}`;

interface WriteLog {
  /** Per member: every phone sent, in order, and how many of them were acknowledged (200). */
  sent: string[][];
  acked: string[][];
  /** Ends every chain after its current request. */
  stop(): void;
  /** Resolves when every chain has ended (a request failed or stop() was called). */
  done: Promise<void>;
}

/**
 * One chain of phone updates per member, the chains running concurrently; each chain sends its next
 * write when the previous one is acknowledged, so a member's acknowledged writes are in order.
 */
function startWrites(server: SpawnedServer, cookie: string, onAck?: (total: number) => void): WriteLog {
  let stopped = false;
  let total = 0;
  const sent = members.map(() => [] as string[]);
  const acked = members.map(() => [] as string[]);
  const chain = async (m: number) => {
    for (let n = 0; !stopped; n += 1) {
      const phone = phoneFor(m, n);
      sent[m]!.push(phone);
      try {
        const response = await fetch(`${server.url}/api/admin/users/${members[m]!.userId}/phone`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ phoneNumber: phone }),
        });
        if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
        acked[m]!.push(phone);
        total += 1;
        onAck?.(total);
      } catch {
        return; // the server is gone
      }
    }
  };
  const done = Promise.all(members.map((_, m) => chain(m))).then(() => undefined);
  return { sent, acked, done, stop: () => (stopped = true) };
}

/**
 * The phones stored per member (decrypted with the server's app secret) and every phone the audit log
 * recorded as written, as `<userId> <masked number>` (the log keeps '…' and the last 4 digits).
 */
function readPhones(file: string, secret: Buffer): { stored: Array<string | null>; audited: Set<string> } {
  const db = new Database(file, { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const stored = members.map((m) =>
      decryptPhone(
        secret,
        (
          db
            .prepare('SELECT phone_encrypted AS sealed FROM users WHERE sleeper_user_id = ?')
            .get(m.userId) as { sealed: string | null } | undefined
        )?.sealed,
      ),
    );
    const audited = new Set(
      (
        db
          .prepare(`SELECT subject, after_json AS a FROM audit_log WHERE action = 'member.phone'`)
          .all() as Array<{ subject: string; a: string }>
      ).map(
        (row) => `${row.subject.split(' ')[1]} ${(JSON.parse(row.a) as { phoneNumber: string }).phoneNumber}`,
      ),
    );
    return { stored, audited };
  } finally {
    db.close();
  }
}

const secretOf = (server: SpawnedServer) => loadAppSecret(server.dataDir, undefined);

/** Each member's stored phone is its last acknowledged one, or one sent after it (in flight). */
function expectHoldsAcknowledged(file: string, secret: Buffer, acked: string[][], sent: string[][]) {
  const { stored, audited } = readPhones(file, secret);
  members.forEach((member, m) => {
    const last = acked[m]!.at(-1);
    const allowed = last === undefined ? [null, ...sent[m]!] : sent[m]!.slice(sent[m]!.indexOf(last));
    expect({ member: member.username, phone: stored[m] }).toSatisfy(({ phone }: { phone: string | null }) =>
      allowed.includes(phone),
    );
    for (const phone of acked[m]!) {
      const masked = `${member.userId} …${phone.slice(-4)}`;
      expect(audited.has(masked), `${member.username} ${phone} audited`).toBe(true);
    }
  });
}

const runCli = (dataDir: string, args: string[]) => runCliProcess(dataDir, args, ENV);

describe('the database under a hard kill', () => {
  it('loses no acknowledged write and opens cleanly after SIGKILL during writes', async () => {
    const server = await start();
    const cookie = await signIn(server);
    let killed: Promise<void> | undefined;
    const writes = startWrites(server, cookie, (total) => {
      // Kill while every chain still has a write in flight.
      if (total === 60 && !killed) killed = server.stop({ kill: true });
    });
    await writes.done;
    await killed;
    expect(server.child.signalCode).toBe('SIGKILL');
    const acknowledged = writes.acked.flat().length;
    expect(acknowledged).toBeGreaterThanOrEqual(60);
    // Some writes were sent and never answered: they were in flight when the process died.
    expect(writes.sent.flat().length).toBeGreaterThan(acknowledged);

    expectHoldsAcknowledged(
      path.join(server.dataDir, DATABASE_FILE),
      secretOf(server),
      writes.acked,
      writes.sent,
    );
    // The app itself reopens it (WAL recovery, migrations) and reads it.
    const reopened = openDatabase(server.dataDir);
    expect(reopened.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    reopened.sqlite.close();
  }, 120_000);
});

describe('a backup taken while the app runs', () => {
  it('is consistent during writes, equals the idle database, and restores to it', async () => {
    const server = await start();
    const cookie = await signIn(server);
    const backupDir = mkdtempSync(path.join(os.tmpdir(), 'huddle-backup-'));
    cleanups.push(() => rmSync(backupDir, { recursive: true, force: true }));

    // 1. During writes.
    const writes = startWrites(server, cookie);
    while (writes.acked.flat().length < 24) await new Promise((r) => setTimeout(r, 20));
    const ackedBefore = writes.acked.map((list) => [...list]);
    const busyCopy = path.join(backupDir, 'busy.db');
    const busy = await runCli(server.dataDir, ['backup', busyCopy]);
    expect(busy, busy.output).toMatchObject({ code: 0 });
    expect(busy.output).toContain(`Database backed up to ${busyCopy}`);
    // A copy of PIN hashes and phone numbers is this user's only; so is the live database.
    expect(statSync(busyCopy).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(server.dataDir, 'huddle.db')).mode & 0o777).toBe(0o600);
    expect(statSync(server.dataDir).mode & 0o777).toBe(0o700);
    writes.stop();
    await writes.done;
    expect(writes.acked.flat().length).toBeGreaterThan(24); // writes went on during the backup
    expectHoldsAcknowledged(busyCopy, secretOf(server), ackedBefore, writes.sent);

    // 2. Idle (the server still running): the copy equals the live database, every table. The start's
    // upkeep (the league renewal check, which stores when it ran and the provider's copies it read)
    // is over first: on a busy machine it was still writing after the copy was made.
    await vi.waitFor(
      async () => {
        const health = (await (await fetch(`${server.url}/api/health`)).json()) as {
          league: { renewalCheckedAt: string | null };
        };
        expect(health.league.renewalCheckedAt).not.toBeNull();
      },
      { timeout: 60_000, interval: 200 },
    );
    const idleCopy = path.join(backupDir, 'idle.db');
    expect((await runCli(server.dataDir, ['backup', idleCopy])).code).toBe(0);
    const live = new Database(path.join(server.dataDir, DATABASE_FILE), { readonly: true });
    const liveDump = dumpDatabase(live);
    live.close();
    const copy = new Database(idleCopy, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const copyDump = dumpDatabase(copy);
    copy.close();
    expect(copyDump).toEqual(liveDump);
    expect(copyDump.users!.length).toBeGreaterThanOrEqual(members.length);

    // 3. Restore: stop, put the copy in place, start again on it.
    await server.stop();
    for (const suffix of ['', '-wal', '-shm']) {
      const file = path.join(server.dataDir, DATABASE_FILE + suffix);
      if (existsSync(file)) rmSync(file);
    }
    copyFileSync(idleCopy, path.join(server.dataDir, DATABASE_FILE));
    const restored = await start(server.dataDir);
    const me = await fetch(`${restored.url}/api/auth/user`, { headers: { cookie } });
    expect(me.status).toBe(200); // the session came back with the data
    const restoredDb = new Database(path.join(server.dataDir, DATABASE_FILE), { readonly: true });
    const restoredDump = dumpDatabase(restoredDb, ['sessions']);
    restoredDb.close();
    const { sessions: _sessions, ...expected } = liveDump;
    expect(restoredDump).toEqual(expected);
    const { stored } = readPhones(path.join(server.dataDir, DATABASE_FILE), secretOf(server));
    expect(stored).toEqual(writes.acked.map((list) => list.at(-1) ?? null));
  }, 180_000);
});
