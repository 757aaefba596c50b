// A full or read-only disk: writes and sign-ins answer 503 "Storage is full or read-only" (never 500,
// a wrong-PIN answer or the provider's 502), every read still answers, /api/health says
// `database: "read-only"` from a write probe, and all of it recovers by itself once the disk takes
// writes again. The fault is injected where SQLite reports it (server/test/storage-faults.ts), or made
// by SQLite itself (PRAGMA query_only, which refuses writes with SQLITE_READONLY).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../db/storage-errors';
import { PROBE_EVERY_MS } from '../db/storage-health';
import { createTestApp, fixedClock, type TestApp } from '../test/harness';
import { injectWriteFaults, type WriteFault } from '../test/storage-faults';
import { dumpStored } from './db-dump';
import { demoUrl, routeKey } from './route-urls';

const clock = fixedClock('2025-12-10T18:00:00Z');
let t: TestApp;
let owner: string;
let member: TestApp['accounts'][number];
let fault: WriteFault | null = null;

beforeAll(async () => {
  t = await createTestApp({ clock });
  member = t.accounts.find((account) => account.role === 'member')!;
  owner = await t.loginAs('owner');
});
afterAll(async () => {
  fault?.restore();
  await t?.close();
});

function diskFull(code = 'SQLITE_FULL', app: TestApp = t): WriteFault {
  fault = injectWriteFaults(app.ctx.sqlite, { code });
  return fault;
}

function diskBack(): void {
  fault?.restore();
  fault = null;
}

const health = async () => {
  const response = await t.app.inject({ url: '/api/health' });
  return { status: response.statusCode, body: response.json() as { ok: boolean; database: string } };
};

const setPhone = (phoneNumber: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${member.userId}/phone`,
    headers: { cookie: owner },
    payload: { phoneNumber },
  });

const signIn = (username: string, pin: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { sleeperUsername: username, pin } });

/**
 * Every GET of the route table but health (which reports the fault, above), as the owner (who may
 * read them all): route -> status.
 */
async function readEverything(app: TestApp, cookie: string): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  const reads = app.app.routeTable.filter((entry) => entry.method === 'GET' && entry.url !== '/api/health');
  for (const route of reads) {
    const response = await app.app.inject({ url: demoUrl(route.url), headers: { cookie } });
    statuses[routeKey(route)] = response.statusCode;
  }
  return statuses;
}

describe('a full disk', () => {
  it('is reported by health from a write probe, at most once per interval, and recovers by itself', async () => {
    clock.advance(PROBE_EVERY_MS);
    expect(await health()).toMatchObject({ status: 200, body: { ok: true, database: 'ok' } });
    const probes = t.ctx.storage.probes;
    diskFull();
    // Within the interval health answers from its last probe: cheap, and no write is tried.
    expect((await health()).body.database).toBe('ok');
    expect(t.ctx.storage.probes).toBe(probes);

    clock.advance(PROBE_EVERY_MS);
    expect(await health()).toMatchObject({ status: 503, body: { ok: false, database: 'read-only' } });
    expect(await health()).toMatchObject({ status: 503, body: { database: 'read-only' } });
    expect(t.ctx.storage.probes).toBe(probes + 1);
    expect(fault!.failures).toBe(1);

    diskBack();
    clock.advance(PROBE_EVERY_MS);
    expect(await health()).toMatchObject({ status: 200, body: { ok: true, database: 'ok' } });
  });

  it('answers a write 503 and stores nothing; health says read-only at once; the same write works after', async () => {
    clock.advance(PROBE_EVERY_MS);
    expect((await health()).body.database).toBe('ok');
    const before = dumpStored(t.ctx.sqlite);
    diskFull();
    const refused = await setPhone('+15557654321');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: STORAGE_UNAVAILABLE_MESSAGE });
    expect(refused.json().message).toMatch(/^Storage is full or read-only/);
    expect(dumpStored(t.ctx.sqlite)).toEqual(before);
    // The refused write told health, without waiting for the next probe.
    expect((await health()).body.database).toBe('read-only');

    diskBack();
    const saved = await setPhone('+15557654321');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().phoneNumber).toBe('+15557654321');
  });

  it('answers a sign-in 503, right PIN or wrong, never 500 or a wrong-PIN answer; it works again after', async () => {
    diskFull();
    const right = await signIn(member.username, member.pin);
    expect(right.statusCode).toBe(503);
    expect(right.json().message).toBe(STORAGE_UNAVAILABLE_MESSAGE);
    expect(right.cookies.find((cookie) => cookie.name === 'huddle_session')).toBeUndefined();
    // A failure that cannot be counted is no free guess: refused the same way.
    const wrong = await signIn(member.username, member.pin === '9753' ? '8642' : '9753');
    expect(wrong.statusCode).toBe(503);
    expect(wrong.json().message).toBe(STORAGE_UNAVAILABLE_MESSAGE);

    diskBack();
    const after = await signIn(member.username, member.pin);
    expect(after.statusCode).toBe(200);
    expect(after.cookies.find((cookie) => cookie.name === 'huddle_session')).toBeDefined();
  });

  it('still answers every read, the history included, as it does with a working disk', async () => {
    // A server that has been running (it stored the players directory), whose other provider copies
    // (seasons, weeks, drafts) are fetched during the fault and cannot be stored.
    const app = await createTestApp({ clock });
    const cookie = await app.loginAs('owner');
    const players = await app.app.inject({ url: demoUrl('/api/players'), headers: { cookie } });
    expect(players.statusCode).toBe(200);
    // and that gave the member their calendar address (made, and stored, on their first ask).
    expect((await app.app.inject({ url: '/api/me/calendar', headers: { cookie } })).statusCode).toBe(200);
    try {
      // Past every session's sliding window: reading would also renew the session.
      clock.advance(2 * 60 * 60 * 1000);
      const faulty = diskFull('SQLITE_FULL', app);
      const during = await readEverything(app, cookie);
      expect(faulty.failures).toBeGreaterThan(0);
      const me = await app.app.inject({ url: '/api/auth/user', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.headers['set-cookie']).toBeUndefined();
      diskBack();
      // The session slides once the disk takes writes again.
      const renewed = await app.app.inject({ url: '/api/auth/user', headers: { cookie } });
      expect(renewed.headers['set-cookie']).toBeDefined();
      const after = await readEverything(app, cookie);
      expect(Object.keys(during).length).toBeGreaterThan(40);
      expect(Object.entries(during).filter(([, status]) => status >= 500)).toEqual([]);
      expect(during).toEqual(after);
      expect(during[`GET /api/league/:leagueId/history`]).toBe(200);
    } finally {
      diskBack();
      await app.close();
    }
  });
});

describe('the other ways a disk refuses writes', () => {
  it.each(['SQLITE_READONLY', 'SQLITE_IOERR_WRITE', 'SQLITE_CANTOPEN'])(
    '%s answers a write 503 and health read-only',
    async (code) => {
      diskFull(code);
      expect((await setPhone('+15550102030')).statusCode).toBe(503);
      expect((await health()).body.database).toBe('read-only');
      diskBack();
      clock.advance(PROBE_EVERY_MS);
      expect((await health()).body.database).toBe('ok');
    },
  );

  it('a database SQLite itself makes read-only (query_only) answers 503, reads on, and recovers', async () => {
    clock.advance(PROBE_EVERY_MS);
    t.ctx.sqlite.pragma('query_only = ON');
    try {
      expect((await health()).body).toMatchObject({ ok: false, database: 'read-only' });
      const refused = await setPhone('+15550102031');
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(STORAGE_UNAVAILABLE_MESSAGE);
      const read = await t.app.inject({ url: '/api/admin/users', headers: { cookie: owner } });
      expect(read.statusCode).toBe(200);
    } finally {
      t.ctx.sqlite.pragma('query_only = OFF');
    }
    clock.advance(PROBE_EVERY_MS);
    expect((await health()).body.database).toBe('ok');
    expect((await setPhone('+15550102031')).statusCode).toBe(200);
  });
});
