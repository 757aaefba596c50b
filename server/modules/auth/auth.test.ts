import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_REFUSED_MESSAGE } from '../../../common/auth';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness';

let t: TestApp;
const clock = fixedClock('2025-12-10T18:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock });
  // Routes for checking the access levels generically (real admin routes are tested by their modules).
  t.app.get('/api/test/admin-only', { config: { access: 'admin' } }, async () => ({ ok: true }));
  t.app.get('/api/test/owner-only', { config: { access: 'owner' } }, async () => ({ ok: true }));
  t.app.get('/api/league/:leagueId/test-ping', { config: { access: 'member' } }, async () => ({ ok: true }));
});
afterAll(() => t.close());

const member = () => t.accounts.find((a) => a.role === 'member')!;
const owner = () => t.accounts.find((a) => a.role === 'owner')!;

describe('login', () => {
  it('signs in with form B and sets a hardened session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { sleeperUsername: owner().username.toUpperCase(), pin: owner().pin },
    });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({ sleeperUserId: owner().userId, isOwner: true, isAdmin: true });
    expect(typeof user.rosterId).toBe('number');
    const cookie = res.cookies.find((c) => c.name === 'huddle_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.value.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
  });

  it('signs in with form A (username + password) and by display name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: member().displayName, password: member().pin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sleeperUserId: member().userId, isAdmin: false, isOwner: false });
  });

  it('gives a new session id at every login', async () => {
    const a = await t.loginAs('member');
    const b = await t.loginAs('member');
    expect(a).not.toBe(b);
  });

  it('answers an unknown user and a wrong PIN with the same status and message', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { sleeperUsername: 'nobody_here', pin: '1111' },
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { sleeperUsername: owner().username, pin: '9090' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: LOGIN_REFUSED_MESSAGE });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('validates the body and names the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { sleeperUsername: 'x', pin: '12' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/pin/);
    const a = await t.app.inject({ method: 'POST', url: '/api/login', payload: { password: '1234' } });
    expect(a.statusCode).toBe(400);
    expect(a.json().message).toMatch(/username/);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/malformed JSON/);
    for (const [payload, key] of [
      ['{"__proto__":{"isAdmin":true}}', '__proto__'],
      ['{"sleeperUsername":"x","constructor":{"prototype":{"isAdmin":true}}}', 'constructor'],
    ] as const) {
      const polluted = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(polluted.statusCode).toBe(400);
      expect(polluted.json()).toEqual({ message: `Invalid request body: forbidden key ${key}` });
    }
  });
});

describe('sessions and access levels', () => {
  it('answers 401 without a cookie and with an unknown cookie', async () => {
    expect((await t.app.inject({ url: '/api/auth/user' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/auth/user', headers: { cookie: 'huddle_session=forged' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in.' });
  });

  it('returns the signed-in user', async () => {
    const cookie = await t.loginAs('member');
    const res = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sleeperUserId: member().userId, username: member().username });
  });

  it('refuses a member on admin and owner routes (403) and lets the owner in', async () => {
    const memberCookie = await t.loginAs('member');
    const ownerCookie = await t.loginAs('owner');
    expect(
      (await t.app.inject({ url: '/api/test/admin-only', headers: { cookie: memberCookie } })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/test/owner-only', headers: { cookie: memberCookie } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/test/admin-only' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/test/admin-only', headers: { cookie: ownerCookie } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/test/owner-only', headers: { cookie: ownerCookie } })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for another league id', async () => {
    const cookie = await t.loginAs('member');
    const ok = await t.app.inject({ url: `/api/league/${t.ctx.leagueId}/test-ping`, headers: { cookie } });
    expect(ok.statusCode).toBe(200);
    const other = await t.app.inject({ url: '/api/league/123456/test-ping', headers: { cookie } });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toMatch(/League 123456 not found/);
  });

  it('logs out: the session no longer works', async () => {
    const cookie = await t.loginAs('member');
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('logs out everywhere: every session of the member ends, this one included, others stay', async () => {
    const here = await t.loginAs('member');
    const phone = await t.loginAs('member');
    const ownerCookie = await t.loginAs('owner');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-everywhere',
      headers: { cookie: here },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ ok: true });
    expect(out.json().sessionsEnded).toBeGreaterThanOrEqual(2);
    expect(out.cookies.find((c) => c.name === 'huddle_session')?.value).toBe('');
    for (const cookie of [here, phone]) {
      expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: ownerCookie } })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-everywhere' })).statusCode).toBe(401);
  });

  it('refuses cross-site writes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example', host: 'huddle.local' },
      payload: { username: owner().username, password: owner().pin },
    });
    expect(res.statusCode).toBe(403);
    const site = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { username: owner().username, password: owner().pin },
    });
    expect(site.statusCode).toBe(403);
  });

  it('answers JSON 404 for unknown API routes', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/Not found/);
  });

  it('refuses to start with a route that declares no access level', async () => {
    const other = await createTestApp();
    try {
      expect(() => other.app.get('/api/test/undeclared', async () => ({}))).toThrow(
        /must declare config.access/,
      );
    } finally {
      await other.close();
    }
  });
});

describe('health', () => {
  it('reports the data source, database and provider counters without a session', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, dataSource: 'demo', database: 'ok' });
    expect(res.json().upstream).toHaveProperty('calls');
    expect(res.json().upstream).toHaveProperty('cacheHits');
  });
});
