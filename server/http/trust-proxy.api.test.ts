// TRUST_PROXY: behind a reverse proxy the login throttle counts the real client's address and the session
// cookie is Secure when the proxy speaks HTTPS; without it, forwarded headers are ignored (any client could
// claim any address).
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../modules/auth/sessions';
import { createPageApp, type PageApp } from '../test/client-build';
import { openEventStream } from '../test/event-stream-client';
import { createTestApp, fixedClock, type TestApp } from '../test/harness';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const member = () => t!.accounts.find((a) => a.role === 'member')!;
const viaProxy = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };

async function login(pin: string) {
  return t!.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { sleeperUsername: member().username, pin },
    remoteAddress: '127.0.0.1',
    headers: viaProxy,
  });
}

const throttledAddresses = () =>
  (t!.ctx.sqlite.prepare('SELECT address FROM login_failures').all() as Array<{ address: string }>).map(
    (row) => row.address,
  );

describe('behind a reverse proxy', () => {
  it('with TRUST_PROXY=loopback: the client address and HTTPS come from the proxy on this machine', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    expect((await login('0000')).statusCode).toBe(401);
    expect(throttledAddresses()).toEqual(['203.0.113.7']);
    const ok = await login(member().pin);
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies.find((c) => c.name === 'huddle_session')).toMatchObject({
      secure: true,
      httpOnly: true,
    });
  });

  it('without it (development default): forwarded headers are ignored', async () => {
    t = await createTestApp();
    expect((await login('0000')).statusCode).toBe(401);
    expect(throttledAddresses()).toEqual(['127.0.0.1']);
    const ok = await login(member().pin);
    expect(ok.cookies.find((c) => c.name === 'huddle_session')?.secure).toBeFalsy();
  });
});

describe('the session cookie behind an HTTPS proxy', () => {
  let p: PageApp | undefined;
  afterEach(async () => {
    await p?.close();
    p = undefined;
  });

  /** The session's Set-Cookie lines of an answer. */
  const sessionSetCookies = (header: string | string[] | undefined) =>
    [header ?? []].flat().filter((line) => line.startsWith(`${SESSION_COOKIE}=`));
  const HOUR_MS = 60 * 60 * 1000;

  it('is Secure, HttpOnly and SameSite=Lax on every Set-Cookie: sign-in, renewals by the API, a page load and the live stream, sign-out', async () => {
    const clock = fixedClock('2025-12-07T21:05:00.000Z');
    p = await createPageApp({ clock, env: { TRUST_PROXY: 'loopback' } });
    const account = p.t.accounts.find((a) => a.role === 'member')!;
    // From the proxy on this machine (inject's address is 127.0.0.1), which spoke HTTPS to the browser.
    const https = { 'x-forwarded-proto': 'https' };
    const seen: string[] = [];
    const keep = (header: string | string[] | undefined) => {
      const lines = sessionSetCookies(header);
      seen.push(...lines);
      return lines;
    };

    const login = await p.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { sleeperUsername: account.username, pin: account.pin },
      headers: https,
    });
    expect(keep(login.headers['set-cookie'])).toHaveLength(1);
    const cookie = `${SESSION_COOKIE}=${login.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;

    // A session slides at most once an hour: each renewal below comes an hour and more after the last.
    clock.advance(2 * HOUR_MS);
    const page = await p.app.inject({ url: '/recaps', headers: { ...https, accept: 'text/html', cookie } });
    expect(page.statusCode).toBe(200);
    expect(keep(page.headers['set-cookie'])).toHaveLength(1);

    clock.advance(2 * HOUR_MS);
    const api = await p.app.inject({ url: '/api/auth/user', headers: { ...https, cookie } });
    expect(api.statusCode).toBe(200);
    expect(keep(api.headers['set-cookie'])).toHaveLength(1);

    clock.advance(2 * HOUR_MS);
    await p.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(p.app.server.address() as AddressInfo).port}`;
    const stream = await openEventStream(`${origin}/api/league/${p.t.ctx.leagueId}/live`, cookie, https);
    expect(stream.response.status).toBe(200);
    expect(keep(stream.response.headers.getSetCookie())).toHaveLength(1);
    stream.abort();

    const logout = await p.app.inject({ method: 'POST', url: '/api/logout', headers: { ...https, cookie } });
    expect(keep(logout.headers['set-cookie'])).toHaveLength(1);

    expect(seen).toHaveLength(5);
    for (const line of seen) {
      const attributes = line.split(';').map((part) => part.trim().toLowerCase());
      expect(attributes, line).toEqual(
        expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']),
      );
    }
  });

  it('is not Secure over plain http (a LAN install), renewed by a page load as by the API', async () => {
    const clock = fixedClock('2025-12-07T21:05:00.000Z');
    p = await createPageApp({ clock, env: { TRUST_PROXY: 'loopback' } });
    const cookie = await p.t.loginAs('member');
    clock.advance(2 * HOUR_MS);
    const page = await p.app.inject({ url: '/recaps', headers: { accept: 'text/html', cookie } });
    const [renewed] = sessionSetCookies(page.headers['set-cookie']);
    expect(renewed).toBeDefined();
    expect(renewed!.toLowerCase()).not.toMatch(/;\s*secure/);
    expect(renewed!.toLowerCase()).toMatch(/;\s*httponly/);
  });
});
