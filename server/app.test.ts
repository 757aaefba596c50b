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

let t: TestApp;
let app: FastifyInstance;
let clientDir: string;
const script = 'console.log("huddle");'.repeat(100);

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(os.tmpdir(), 'huddle-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
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

  it('falls back to index.html for client routes, never cached', async () => {
    const res = await app.inject({ url: '/history', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers JSON 404 for unknown API paths and missing assets', async () => {
    for (const url of ['/api/unknown', '/assets/missing.js']) {
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
