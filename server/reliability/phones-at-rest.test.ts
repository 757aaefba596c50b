// Phone numbers at rest: stored encrypted like the PIN copies, masked in the audit log, and the numbers
// older versions stored in clear converted at start (once, in one transaction, leaving no clear copy in
// the database file or its WAL). The admin users page and login reminders read them back.
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE, openDatabase } from '../db/connection';
import { encryptStoredPhones } from '../db/phone-conversion';
import { decryptPhone } from '../phones';
import { createTestApp, type TestApp } from '../test/harness';
import { injectWriteFaults } from '../test/storage-faults';
import { dumpDatabase } from './db-dump';

const dirs: string[] = [];
const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'huddle-phones-'));
  dirs.push(dir);
  return dir;
}

async function start(dir: string): Promise<TestApp> {
  const app = await createTestApp({ dataDir: dir });
  apps.push(app);
  return app;
}

async function stop(app: TestApp): Promise<void> {
  apps.splice(apps.indexOf(app), 1);
  await app.close();
}

/** The database file and its WAL as text, live rows and free space alike. */
function fileBytes(dir: string): string {
  return ['', '-wal']
    .map((suffix) => path.join(dir, DATABASE_FILE + suffix))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file).toString('latin1'))
    .join('');
}

const filesHold = (dir: string, text: string) => fileBytes(dir).includes(text);

async function adminPhones(app: TestApp, cookie: string): Promise<Record<string, string | null>> {
  const response = await app.app.inject({ url: '/api/admin/users', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  const list = response.json() as Array<{ id: string; phoneNumber: string | null }>;
  return Object.fromEntries(list.map((user) => [user.id, user.phoneNumber]));
}

async function auditRecords(app: TestApp, cookie: string): Promise<string> {
  const response = await app.app.inject({ url: '/api/admin/audit?page=1&pageSize=100', headers: { cookie } });
  return JSON.stringify((response.json() as { entries: unknown[] }).entries);
}

describe('phone numbers at rest', () => {
  it('stores a new number encrypted, and reads it back for the users page and reminders, across a restart', async () => {
    const dir = dataDir();
    let app = await start(dir);
    const member = app.accounts.find((account) => account.role === 'member')!;
    let cookie = await app.loginAs('owner');
    const saved = await app.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${member.userId}/phone`,
      headers: { cookie },
      payload: { phoneNumber: '+1 (555) 201-3344' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().phoneNumber).toBe('+15552013344');

    const row = app.ctx.sqlite
      .prepare('SELECT phone_encrypted AS sealed, phone_number AS clear FROM users WHERE sleeper_user_id = ?')
      .get(member.userId) as { sealed: string; clear: string | null };
    expect(row.clear).toBeNull();
    expect(row.sealed).not.toContain('5552013344');
    expect(decryptPhone(app.ctx.secret, row.sealed)).toBe('+15552013344');
    expect(filesHold(dir, '5552013344')).toBe(false);
    // The audit entry tells the change apart without the number.
    expect(await auditRecords(app, cookie)).toContain('…3344');
    expect(await auditRecords(app, cookie)).not.toContain('5552013344');

    await stop(app);
    app = await start(dir);
    cookie = await app.loginAs('owner');
    expect((await adminPhones(app, cookie))[member.userId]).toBe('+15552013344');
    const draft = await app.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.userId}/draft-message`,
      headers: { cookie },
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().phoneNumber).toBe('+15552013344');
    expect(filesHold(dir, '5552013344')).toBe(false);
  });

  it('converts the numbers older versions stored in clear at start, leaving no clear copy, once', async () => {
    const dir = dataDir();
    const first = await start(dir);
    const [a, b] = first.accounts.filter((account) => account.role === 'member');
    await stop(first);

    // What an older version left: numbers in clear in users (one of them changed, so the old number
    // lingers in the page's free space) and in the audit log.
    const old = new Database(path.join(dir, DATABASE_FILE));
    const setClear = old.prepare('UPDATE users SET phone_number = ? WHERE sleeper_user_id = ?');
    setClear.run('+15559990001', a!.userId);
    setClear.run('+3225550002', a!.userId);
    setClear.run('+447700900123', b!.userId);
    const audit = old.prepare(
      `INSERT INTO audit_log (actor_id, action, subject, before_json, after_json) VALUES (?, ?, ?, ?, ?)`,
    );
    audit.run(
      null,
      'member.phone',
      `user ${a!.userId}`,
      '{"phoneNumber":null}',
      '{"phoneNumber":"+15559990001"}',
    );
    audit.run(
      null,
      'member.phone',
      `user ${a!.userId}`,
      '{"phoneNumber":"+15559990001"}',
      '{"phoneNumber":"+3225550002"}',
    );
    audit.run(null, 'member.draft_message', `user ${b!.userId}`, null, '{"phoneNumber":"+447700900123"}');
    // A long history: masking it rewrites many pages, whose old images SQLite leaves in free pages.
    const history = (n: number) => `+1777${String(n).padStart(6, '0')}`;
    for (let n = 1; n <= 300; n += 1) {
      audit.run(
        null,
        'member.phone',
        `user ${b!.userId}`,
        JSON.stringify({ phoneNumber: history(n - 1) }),
        JSON.stringify({ phoneNumber: history(n), note: 'x'.repeat(n % 40) }),
      );
    }
    old.close();
    const clearNumbers = ['5559990001', '3225550002', '447700900123'];
    expect(clearNumbers.filter((n) => filesHold(dir, n))).toEqual(clearNumbers);
    const historyInClear = /1777\d{6}/g;
    expect(fileBytes(dir).match(historyInClear)?.length).toBeGreaterThanOrEqual(300);

    const app = await start(dir);
    // Nothing in clear in the file or the WAL, live rows and free space alike.
    expect(clearNumbers.filter((n) => filesHold(dir, n))).toEqual([]);
    expect(fileBytes(dir).match(historyInClear)).toBeNull();
    const legacy = app.ctx.sqlite.prepare('SELECT count(*) AS n FROM users WHERE phone_number IS NOT NULL');
    expect((legacy.get() as { n: number }).n).toBe(0);
    // Everything that reads them still does.
    const cookie = await app.loginAs('owner');
    expect(await adminPhones(app, cookie)).toMatchObject({
      [a!.userId]: '+3225550002',
      [b!.userId]: '+447700900123',
    });
    const draft = await app.app.inject({
      method: 'POST',
      url: `/api/admin/users/${b!.userId}/draft-message`,
      headers: { cookie },
    });
    expect(draft.json().phoneNumber).toBe('+447700900123');
    expect(await auditRecords(app, cookie)).toContain('…0300');
    const records = JSON.stringify(
      app.ctx.sqlite.prepare('SELECT before_json, after_json FROM audit_log').all(),
    );
    for (const masked of ['…0001', '…0002', '…0123']) expect(records).toContain(masked);

    // Idempotent: the next start finds nothing to convert and changes nothing.
    const before = dumpDatabase(app.ctx.sqlite);
    expect(encryptStoredPhones(app.ctx.sqlite, app.ctx.secret)).toEqual({
      phones: 0,
      auditEntries: 0,
      scrubError: null,
    });
    expect(dumpDatabase(app.ctx.sqlite)).toEqual(before);
  });

  it('leaves every row as it was when the conversion fails half way, and converts them all next time', async () => {
    const dir = dataDir();
    const { sqlite } = openDatabase(dir);
    try {
      const insert = sqlite.prepare(
        `INSERT INTO users (sleeper_user_id, sleeper_username, display_name, phone_number) VALUES (?, ?, ?, ?)`,
      );
      insert.run('u1', 'one', 'One', '+15550000001');
      insert.run('u2', 'two', 'Two', '+15550000002');
      insert.run('u3', 'three', 'Three', '+15550000003');
      sqlite
        .prepare(`INSERT INTO audit_log (action, subject, after_json) VALUES ('member.phone', 'user u1', ?)`)
        .run('{"phoneNumber":"+15550000001"}');
      const before = dumpDatabase(sqlite);
      const secret = Buffer.alloc(48, 7);

      // The disk fills after the first member's row was rewritten.
      const fault = injectWriteFaults(sqlite, { allow: 1 });
      expect(() => encryptStoredPhones(sqlite, secret)).toThrow(/disk is full/);
      expect(fault.failures).toBe(1);
      fault.restore();
      expect(dumpDatabase(sqlite)).toEqual(before);

      expect(encryptStoredPhones(sqlite, secret)).toEqual({ phones: 3, auditEntries: 1, scrubError: null });
      const rows = sqlite
        .prepare(
          'SELECT phone_encrypted AS sealed, phone_number AS clear FROM users ORDER BY sleeper_user_id',
        )
        .all() as Array<{ sealed: string; clear: string | null }>;
      expect(rows.map((row) => [row.clear, decryptPhone(secret, row.sealed)])).toEqual([
        [null, '+15550000001'],
        [null, '+15550000002'],
        [null, '+15550000003'],
      ]);
    } finally {
      sqlite.close();
    }
    expect(['5550000001', '5550000002', '5550000003'].some((n) => filesHold(dir, n))).toBe(false);
  });
});
