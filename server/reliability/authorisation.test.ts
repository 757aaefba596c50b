// Security over every route of the route table, so a route added later is covered without being
// listed here: the authorisation matrix (visitor 401, member 403 on admin and owner routes, admin
// 403 on owner routes, nothing stored by a refusal, never a 500 with access), the session cookie's
// flags, and cross-site writes refused (CSRF).
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema';
import type { Access } from '../http/access';
import type { RouteTableEntry } from '../http/session-hook';
import { SESSION_COOKIE } from '../modules/auth/sessions';
import { createTestApp, fixedClock, type TestApp } from '../test/harness';
import { dumpStored } from './db-dump';
import { demoUrl, isWrite, routeKey } from './route-urls';

// Hundreds of requests per test: allow for a slow, shared machine (nothing here asserts timing).
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

type Identity = 'visitor' | 'member' | 'admin' | 'owner';
const RANK: Record<Identity, number> = { visitor: 0, member: 1, admin: 2, owner: 3 };
const NEEDS: Record<Access, number> = { public: 0, member: 1, admin: 2, owner: 3 };
const ADMIN_USERNAME = 'gridirongabe';

const hasJsonMessage = (response: LightMyRequestResponse) =>
  /application\/json/.test(String(response.headers['content-type'])) &&
  typeof (response.json() as { message?: unknown }).message === 'string';

let t: TestApp;
const cookies = {} as Record<Exclude<Identity, 'visitor'>, string>;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2025-12-10T18:00:00Z') });
  const admin = t.accounts.find((a) => a.username === ADMIN_USERNAME)!;
  t.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.sleeperUserId, admin.userId)).run();
  cookies.member = await t.loginAs('member');
  cookies.admin = await t.loginAs({ username: admin.username, pin: admin.pin });
  cookies.owner = await t.loginAs('owner');
});
afterAll(() => t?.close());

function call(route: RouteTableEntry, identity: Identity, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: route.method as 'GET',
    url: demoUrl(route.url),
    headers: { ...(identity === 'visitor' ? {} : { cookie: cookies[identity] }), ...headers },
    ...(isWrite(route) ? { payload: {} } : {}),
  });
}

describe('the authorisation matrix (every route of the route table)', () => {
  it('covers the whole API, with every access level in use', () => {
    const levels = new Set(t.app.routeTable.map((r) => r.access));
    expect([...levels].sort()).toEqual(['admin', 'member', 'owner', 'public']);
    expect(t.app.routeTable.length).toBeGreaterThan(40);
  });

  it('refuses each identity every route above its level, with 401/403 and a message, storing nothing', async () => {
    const before = dumpStored(t.ctx.sqlite);
    const refusals: string[] = [];
    for (const route of t.app.routeTable) {
      for (const identity of ['visitor', 'member', 'admin'] as const) {
        if (RANK[identity] >= NEEDS[route.access]) continue;
        const response = await call(route, identity);
        const expected = identity === 'visitor' ? 401 : 403;
        expect({ route: routeKey(route), identity, status: response.statusCode }).toEqual({
          route: routeKey(route),
          identity,
          status: expected,
        });
        expect(hasJsonMessage(response), routeKey(route)).toBe(true);
        refusals.push(`${identity} ${routeKey(route)}`);
      }
    }
    expect(refusals.length).toBeGreaterThan(40);
    expect(dumpStored(t.ctx.sqlite)).toEqual(before);
  });

  it('never answers 500 to an identity that has access (GET with demo data, writes with an empty body)', async () => {
    for (const route of t.app.routeTable) {
      // The least privileged identity that may call the route, signed in afresh: a write may end the
      // session (log out) or move ownership, and must not spoil the next route's call.
      const identity = (['visitor', 'member', 'admin', 'owner'] as const).find(
        (i) => RANK[i] >= NEEDS[route.access],
      )!;
      if (isWrite(route) && identity !== 'visitor') {
        cookies[identity] =
          identity === 'admin'
            ? await t.loginAs({
                username: ADMIN_USERNAME,
                pin: t.accounts.find((a) => a.username === ADMIN_USERNAME)!.pin,
              })
            : await t.loginAs(identity);
      }
      const response = await call(route, identity);
      expect({ route: routeKey(route), status: response.statusCode }).not.toEqual({
        route: routeKey(route),
        status: 500,
      });
      expect(response.statusCode, routeKey(route)).toBeLessThan(500);
      if (response.statusCode >= 400) expect(hasJsonMessage(response), routeKey(route)).toBe(true);
    }
  });
});

describe('the session cookie', () => {
  const login = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { sleeperUsername: t.accounts[0]!.username, pin: t.accounts[0]!.pin },
    });

  it('is HttpOnly, SameSite=Lax, for the whole site, expiring, random and stored only as a hash', async () => {
    const response = await login();
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy(); // plain http (local network): a Secure cookie would not be sent
    expect(cookie.expires!.getTime()).toBeGreaterThan(t.ctx.clock.now().getTime());
    expect(cookie.value.length).toBeGreaterThanOrEqual(32);
    const second = (await login()).cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(second.value).not.toBe(cookie.value);
    const stored = JSON.stringify(t.ctx.sqlite.prepare('SELECT * FROM sessions').all());
    expect(stored).not.toContain(cookie.value);
  });

  it('is Secure when served over https behind the local proxy', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const response = await prod.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { sleeperUsername: prod.accounts[0]!.username, pin: prod.accounts[0]!.pin },
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
    } finally {
      await prod.close();
    }
  });

  it('is cleared by logging out, and the old value no longer signs in', async () => {
    const cookie = `${SESSION_COOKIE}=${(await login()).cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });
});

describe('cross-site request forgery', () => {
  const SITE = 'huddle.example';

  it('refuses every write from another site (Origin or Sec-Fetch-Site) with 403, storing nothing', async () => {
    const owner = await t.loginAs('owner');
    const before = dumpStored(t.ctx.sqlite);
    const writes = t.app.routeTable.filter(isWrite);
    expect(writes.length).toBeGreaterThan(15);
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: `http://${SITE}.evil.example` },
      { origin: 'not a url' },
      { origin: 'null' },
      { origin: `https://${SITE}` }, // the right host under another scheme
      { origin: `http://${SITE}:8443` }, // another port
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: `http://${SITE}` },
    ];
    for (const route of writes) {
      for (const headers of crossSite) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: demoUrl(route.url),
          headers: { host: SITE, cookie: owner, ...headers },
          payload: {},
        });
        expect({ route: routeKey(route), headers, status: response.statusCode }).toEqual({
          route: routeKey(route),
          headers,
          status: 403,
        });
        expect(response.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
      }
    }
    expect(dumpStored(t.ctx.sqlite)).toEqual(before);
  });

  it('takes the scheme from a trusted proxy: https behind it is this origin, http is not', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const login = (origin: string) =>
        prod.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { host: SITE, origin, 'x-forwarded-proto': 'https' },
          payload: { sleeperUsername: prod.accounts[0]!.username, pin: prod.accounts[0]!.pin },
        });
      expect((await login(`https://${SITE}`)).statusCode).toBe(200);
      expect((await login(`http://${SITE}`)).statusCode).toBe(403);
    } finally {
      await prod.close();
    }
  });

  it('accepts the same site (Origin of this host, or a same-origin fetch)', async () => {
    for (const headers of [{ origin: `http://${SITE}` }, { 'sec-fetch-site': 'same-origin' }, {}]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: SITE, ...headers },
        payload: { sleeperUsername: t.accounts[0]!.username, pin: t.accounts[0]!.pin },
      });
      expect({ headers, status: response.statusCode }).toEqual({ headers, status: 200 });
    }
  });

  it('lets a cross-site page read nothing either: no CORS headers on the API', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { origin: 'https://evil.example', cookie: cookies.owner },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
