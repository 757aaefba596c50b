// Serving the built client: hashed assets cached for good and pre-compressed, the SPA fallback, and
// the security headers. Uses a small stand-in build in a temporary folder.
import { brotliCompressSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestApp, type TestApp } from './test/harness';
import type { FastifyInstance } from 'fastify';
import { BOOT_ELEMENT_ID, type BootAnswers } from '../common/boot';

function bootOf(html: string): BootAnswers {
  const match = new RegExp(`<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`).exec(
    html,
  );
  if (!match) throw new Error(`no boot answers in ${html}`);
  return JSON.parse(match[1]!) as BootAnswers;
}

let t: TestApp;
let app: FastifyInstance;
let clientDir: string;
const script = 'console.log("huddle");'.repeat(100);
// The head of client/index.html as Vite builds it.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Huddle: standings, matchups, keepers." />
    <title>Huddle FFB Dashboard</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'huddle-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  // Vite's build manifest: the entry and two pages sharing a chunk with the entry.
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(
    path.join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_cn.js'] },
      '_cn.js': { file: 'assets/cn-1.js' },
      '_card.js': { file: 'assets/card-1.js', imports: ['_cn.js'] },
      'src/features/history/HistoryPage.tsx': {
        file: 'assets/HistoryPage-1.js',
        imports: ['_card.js', 'index.html'],
      },
      'src/features/auth/SecureLoginPage.tsx': {
        file: 'assets/SecureLoginPage-1.js',
        imports: ['index.html'],
      },
    }),
  );
  t = await createTestApp();
  app = await buildApp(t.ctx, { clientDir });
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('client serving', () => {
  it('serves hashed assets pre-compressed with a year of caching', async () => {
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html for client routes, never stored by a cache', async () => {
    const res = await app.inject({ url: '/history', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("embeds a visitor's boot answers: the deployment info and the sign-in page's demo accounts", async () => {
    const boot = bootOf((await app.inject({ url: '/history', headers: { accept: 'text/html' } })).body);
    expect(Object.keys(boot)).toEqual(['/api/app-info', '/api/auth/demo']);
    expect(boot['/api/app-info']).toEqual({
      body: expect.objectContaining({ appName: 'Huddle', leagueId: t.ctx.leagueId, paymentUrl: null }),
      staleSince: null,
    });
    const demo = await app.inject({ url: '/api/auth/demo' });
    expect(boot['/api/auth/demo']).toEqual({ body: demo.json(), staleSince: null });
    expect(demo.json()).toMatchObject({ demo: true, accounts: expect.arrayContaining([expect.anything()]) });
  });

  it("embeds a member's session, deployment info, league and NFL state as the API answers them", async () => {
    const cookie = await t.loginAs('member');
    // A page without data of its own (the not-found page): the boot answers alone.
    const res = await app.inject({ url: '/no-such-page', headers: { accept: 'text/html', cookie } });
    const boot = bootOf(res.body);
    const urls = ['/api/auth/user', '/api/app-info', `/api/league/${t.ctx.leagueId}`, '/api/nfl/state'];
    expect(Object.keys(boot).sort()).toEqual([...urls].sort());
    for (const url of urls) {
      const api = await app.inject({ url, headers: { cookie } });
      expect(boot[url]?.body, url).toEqual(api.json());
    }
  });

  it("embeds the shown page's first-screen answers as the API answers them, within the member's access", async () => {
    const league = `/api/league/${t.ctx.leagueId}`;
    const member = await t.loginAs('member');
    const user = (await app.inject({ url: '/api/auth/user', headers: { cookie: member } })).json<{
      rosterId: number;
    }>();
    const info = (await app.inject({ url: '/api/app-info', headers: { cookie: member } })).json<{
      keeperSeason: string;
    }>();
    const urls = [
      `${league}/keeper-status/${info.keeperSeason}`,
      `${league}/keeper-selection/${info.keeperSeason}`,
      `${league}/roster-players/${user.rosterId}`,
    ];
    // Asked of the API first, so the page finds them in the server's cache (its answers within
    // PAGE_DATA_BUDGET_MS, as on a running server; a cold answer is left to the page).
    const answers = await Promise.all(urls.map((url) => app.inject({ url, headers: { cookie: member } })));
    const keepers = bootOf(
      (await app.inject({ url: '/keepers', headers: { accept: 'text/html', cookie: member } })).body,
    );
    for (const [i, url] of urls.entries()) {
      expect(answers[i]!.statusCode, url).toBe(200);
      // The deadline status carries the time it was asked at.
      const body = answers[i]!.json<Record<string, unknown> | null>();
      if (body && 'now' in body) body.now = expect.any(String);
      expect(keepers[url]?.body, url).toEqual(body);
    }
    // A manager's page: the manager of the address.
    const managers = await app.inject({ url: `${league}/managers`, headers: { cookie: member } });
    const someone = managers.json<{ managers: { ownerId: string }[] }>().managers[0]!.ownerId;
    const manager = await app.inject({ url: `${league}/managers/${someone}`, headers: { cookie: member } });
    const page = bootOf(
      (await app.inject({ url: `/managers/${someone}`, headers: { accept: 'text/html', cookie: member } }))
        .body,
    );
    expect(page[`${league}/managers/${someone}`]?.body).toEqual(manager.json());
    // An admin page asked for by a member carries no admin answer; the admin's carries them.
    const denied = bootOf(
      (await app.inject({ url: '/admin/users', headers: { accept: 'text/html', cookie: member } })).body,
    );
    expect(Object.keys(denied).filter((url) => url.startsWith('/api/admin'))).toEqual([]);
    const owner = await t.loginAs('owner');
    const users = await app.inject({ url: '/api/admin/users', headers: { cookie: owner } });
    const admin = bootOf(
      (await app.inject({ url: '/admin/users', headers: { accept: 'text/html', cookie: owner } })).body,
    );
    expect(admin['/api/admin/users']?.body).toEqual(users.json());
    // A visitor's page carries no member data.
    const visitor = bootOf((await app.inject({ url: '/keepers', headers: { accept: 'text/html' } })).body);
    expect(Object.keys(visitor).filter((url) => url.startsWith(league))).toEqual([]);
  });

  it("asks for the shown page's chunks in the HTML: a member's history, a visitor's sign-in page", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const cookie = await t.loginAs('member');
    const member = await app.inject({ url: '/history', headers: { accept: 'text/html', cookie } });
    expect(preloads(member.body)).toEqual(['/assets/HistoryPage-1.js', '/assets/card-1.js']);
    const visitor = await app.inject({ url: '/history', headers: { accept: 'text/html' } });
    expect(preloads(visitor.body)).toEqual(['/assets/SecureLoginPage-1.js']);
    // The manifest itself is not served (the path gets the page, with its not-found route).
    const manifest = await app.inject({ url: '/.vite/manifest.json' });
    expect(manifest.headers['content-type']).toMatch(/^text\/html/);
    expect(manifest.body).not.toContain('isEntry');
  });

  it('escapes "<" in the embedded answers so no value can end the data block', async () => {
    const named = await createTestApp({ env: { APP_NAME: '</script><b>x' } });
    const shellApp = await buildApp(named.ctx, { clientDir });
    try {
      const html = (await shellApp.inject({ url: '/history' })).body;
      expect(html).not.toContain('</script><b>');
      expect(bootOf(html)['/api/app-info']?.body).toMatchObject({ appName: '</script><b>x' });
    } finally {
      await shellApp.close();
      await named.close();
    }
  });

  it('answers GET and HEAD / with the page for a client that asks for no compression', async () => {
    // Uptime monitors and link previewers send no Accept-Encoding (issue 13: this was a 403).
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: '/' });
      expect(res.statusCode, method).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-encoding']).toBeUndefined();
      if (method === 'GET') expect(res.body).toContain('<div id="root">');
    }
    for (const encoding of ['gzip', 'br', 'identity', '*']) {
      const res = await app.inject({ url: '/', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode, encoding).toBe(200);
    }
    // The file itself is the same page, never the raw template.
    const file = await app.inject({ url: '/index.html' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('og:title');
  });

  it("serves /index.html (the service worker's offline page) without anyone's answers", async () => {
    const cookie = await t.loginAs('member');
    const res = await app.inject({ url: '/index.html', headers: { accept: 'text/html', cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.body).not.toContain(BOOT_ELEMENT_ID);
    expect(res.body).not.toContain('modulepreload');
  });

  it('names the league in the page head for link previews, with absolute URLs', async () => {
    const res = await app.inject({ url: '/', headers: { host: 'huddle.example.com' } });
    const league = 'Sunday Scaries Keeper League';
    expect(res.body).toContain(`<title>${league} · Huddle FFB Dashboard</title>`);
    expect(res.body).toContain(`<meta property="og:title" content="${league} · Huddle FFB Dashboard" />`);
    expect(res.body).toContain(
      '<meta property="og:image" content="http://huddle.example.com/og-image.jpg" />',
    );
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(res.body).toMatch(
      /<meta name="description" content="Sunday Scaries Keeper League, 2025 season: [^"]+" \/>/,
    );
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('answers JSON 404 for unknown API paths, missing assets and asset folders', async () => {
    for (const url of ['/api/unknown', '/assets/missing.js', '/assets/']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/Not found/);
    }
  });

  it('sends security headers with a CSP that allows the provider image host', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: https://sleepercdn.com");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
