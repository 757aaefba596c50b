// The request hooks decide on the path the router routes: an encoded path (`/%61pi/...`), a request target in
// absolute form (`http://host/api/...`), and the case and slash variants the router does not route, for the
// Origin check, the session, no-store, the league id header and the query-key guard; and the helper agrees
// with the router itself.
import Fastify, { type FastifyInstance } from 'fastify';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../modules/auth/sessions';
import { createTestApp, type TestApp } from '../test/harness';
import { ROUTER_OPTIONS, routedPath } from './routed-path';

const SITE = 'huddle.example';
const CROSS_SITE = { host: SITE, origin: 'https://evil.example' };

/** Sends a request line as written (inject would parse the target as a URL first); the status. */
async function sendRaw(
  app: FastifyInstance,
  method: string,
  target: string,
  headers: Record<string, string>,
) {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app is not listening');
  const head = Object.entries({ host: SITE, ...headers, 'content-length': '0', connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(address.port, '127.0.0.1', () =>
      socket.write(`${method} ${target} HTTP/1.1\r\n${head}\r\n`),
    );
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
}

describe('the routed path agrees with the router', () => {
  const ROUTES = ['/api/logout', '/api/auth/user', '/api/a/b', '/index.html'];
  let app: FastifyInstance;
  const seen: Array<{ target: string; routed: string; route: string | undefined }> = [];

  beforeAll(async () => {
    app = Fastify({ routerOptions: ROUTER_OPTIONS });
    app.addHook('onRequest', async (request) => {
      seen.push({ target: request.url, routed: routedPath(request), route: request.routeOptions.url });
    });
    for (const url of ROUTES) app.post(url, async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('routes a target to a route exactly when its routed path is that route', async () => {
    const targets = [
      '/api/logout',
      '/api/logout?next=/x#y',
      '/%61pi/logout',
      '/%61%70%69/%6C%6F%67%6F%75%74',
      '/api/logou%74?x',
      'http://evil.example/api/logout',
      'HTTPS://evil.example:8443/api/auth/user?x=1',
      'http://evil.example?x=1',
      '/API/logout',
      '/api/LOGOUT',
      '//api/logout',
      '/api//logout',
      '/api/logout/',
      '/api%2Flogout',
      '/api/a/b',
      '/api/a%2Fb',
      '/api/a%252Fb',
      '/%2561pi/logout',
      '/index%2Ehtml',
      '/api/logout;x',
      '*',
    ];
    for (const target of targets) await sendRaw(app, 'POST', target, {});
    expect(seen.map((s) => s.target)).toEqual(targets);
    for (const { target, routed, route } of seen) {
      // A route the router chose is the routed path; a target it routed nowhere names no route.
      if (route !== undefined) expect({ target, routed }).toEqual({ target, routed: route });
      else expect({ target, routed: ROUTES.includes(routed) }).toEqual({ target, routed: false });
    }
    expect(seen.filter((s) => s.route !== undefined).length).toBeGreaterThan(6);
  });
});

describe('the hooks, on the path the router routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const signedIn = async (cookie: string) =>
    (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode === 200;

  it('refuses a cross-site logout however its path is written, and the session stays', async () => {
    const cookie = await t.loginAs('member');
    for (const url of ['/%61pi/logout', '/api/logou%74', '/%61pi/auth/logout-everywhere']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { ...CROSS_SITE, cookie } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
      expect(response.json()).toEqual({ message: 'Cross-site requests are not allowed.' });
    }
    // The absolute form, which only a raw request line can carry.
    expect(await sendRaw(t.app, 'POST', `http://${SITE}/api/logout`, { ...CROSS_SITE, cookie })).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('routes no case or slash variant of a write to its route', async () => {
    const cookie = await t.loginAs('member');
    const variants = [
      '/API/logout',
      '/Api/logout',
      '/api/LOGOUT',
      '//api/logout',
      '/api//logout',
      '/api/logout/',
    ];
    for (const url of variants) {
      const response = await t.app.inject({ method: 'POST', url, headers: { ...CROSS_SITE, cookie } });
      // 404 (no route), or 403 first where the path is under /api/ (refused before it is found missing).
      expect({ url, status: response.statusCode }).toEqual({
        url,
        status: url.startsWith('/api/') ? 403 : 404,
      });
    }
    expect(await signedIn(cookie)).toBe(true);
  });

  it("reads the member's session, and marks the answer no-store, on an encoded path", async () => {
    const cookie = await t.loginAs('member');
    const member = t.accounts.find((a) => a.role === 'member')!;
    const response = await t.app.inject({ url: '/%61pi/auth/user', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: member.username });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-league-id']).toBe(t.ctx.leagueId);
    expect(await sendRaw(t.app, 'GET', `http://${SITE}/api/auth/user`, { cookie })).toBe(200);
  });

  it('marks an API 404 on an encoded path no-store, and names the path as routed', async () => {
    const response = await t.app.inject({ url: '/%61pi/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ message: 'Not found: GET /api/nothing-here' });
  });

  it('refuses __proto__ in the query string of an encoded API path', async () => {
    for (const url of ['/%61pi/app-info?__proto__=1', '/api/app-inf%6F?constructor=1']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toMatch(/^Invalid query string: forbidden key /);
    }
  });

  it('still lets the app log out from its own pages', async () => {
    const cookie = await t.loginAs('member');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { host: SITE, origin: `http://${SITE}`, 'sec-fetch-site': 'same-origin', cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(await signedIn(cookie)).toBe(false);
  });
});
