// TRUST_PROXY (issue 13): behind a reverse proxy the login throttle counts the real client's address
// and the session cookie is Secure when the proxy speaks HTTPS; without it, forwarded headers are
// ignored (any client could claim any address).
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

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
