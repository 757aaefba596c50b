// Serving the built client: hashed assets cached for good and pre-compressed, the page for every
// route, the offline page, and the security headers. Uses a small stand-in build in a temporary
// folder and the app's server-side entry from its source (server/http/page-render.test.ts tests
// the rendered pages themselves).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_STATE_ELEMENT_ID } from '../client/src/lib/page-state';
import { createPageApp, STYLESHEET } from './test/client-build';
import type { TestApp } from './test/harness';

let t: TestApp;
let app: FastifyInstance;
let close: () => Promise<void>;

const PUBLIC_URL = 'https://huddle.example.com';

beforeAll(async () => {
  ({ t, app, close } = await createPageApp({ env: { PUBLIC_URL } }));
});
afterAll(() => close());

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

  it('renders the page of every route, never stored by a cache', async () => {
    const cookie = await t.loginAs('member');
    const res = await app.inject({ url: '/history', headers: { accept: 'text/html', cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<div id="root"><div class="flex min-h-dvh">/);
    expect(res.body).toContain(PAGE_STATE_ELEMENT_ID);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('puts the stylesheet in the page, as it is: no request before the first paint', async () => {
    const res = await app.inject({ url: '/secure-login', headers: { accept: 'text/html' } });
    expect(res.body).toContain(`<style>${STYLESHEET}</style>`);
    expect(res.body).not.toContain('rel="stylesheet"');
    const shell = await app.inject({ url: '/index.html' });
    expect(shell.body).toContain(`<style>${STYLESHEET}</style>`);
  });

  it("asks for the shown page's chunks in the HTML: a member's history, a visitor's sign-in page", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const cookie = await t.loginAs('member');
    const member = await app.inject({ url: '/history', headers: { accept: 'text/html', cookie } });
    expect(preloads(member.body)).toEqual(['/assets/HistoryPage-1.js', '/assets/card-1.js']);
    const visitor = await app.inject({ url: '/secure-login', headers: { accept: 'text/html' } });
    expect(preloads(visitor.body)).toEqual(['/assets/SecureLoginPage-1.js']);
    // The manifest itself is not served (the path gets the page, with its not-found route).
    const manifest = await app.inject({ url: '/.vite/manifest.json' });
    expect(manifest.headers['content-type']).toMatch(/^text\/html/);
    expect(manifest.body).not.toContain('isEntry');
  });

  it('answers GET and HEAD / with the page for a client that asks for no compression', async () => {
    // Uptime monitors and link previewers send no Accept-Encoding (they were once answered 403).
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
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(PAGE_STATE_ELEMENT_ID);
    expect(res.body).not.toContain('modulepreload');
  });

  it("gives link previews the product and PUBLIC_URL's address, never the Host header nor the league's name", async () => {
    // The league's name is member data (docs/decisions/0012), and a link previewer is a visitor.
    const league = 'Sunday Scaries Keeper League';
    const host = 'attacker.example';
    const visitor = await app.inject({ url: '/', headers: { host } });
    const cookie = await t.loginAs('member');
    const member = await app.inject({ url: '/history', headers: { host, cookie, accept: 'text/html' } });
    expect(member.body).toContain(league); // in the page itself, for the member
    for (const res of [visitor, member]) {
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head).toContain('<meta property="og:title" content="Huddle FFB Dashboard" />');
      expect(head).toContain(`<meta property="og:url" content="${PUBLIC_URL}/" />`);
      expect(head).toContain(`<meta property="og:image" content="${PUBLIC_URL}/og-image.jpg" />`);
      expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(head).not.toContain(host);
      expect(head).not.toContain(league);
      expect(head.match(/<title>/g)).toHaveLength(1);
    }
    expect(visitor.body).toContain('<title>Huddle FFB Dashboard</title>');
    expect(visitor.body).not.toContain(league);
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
