// `npm run dev` renders pages on the server from source: the dev server's dashboard has a member's
// standings in its HTML, as the build's has, and Vite's modules are served beside it.
import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createDevClient, devFileAccess } from './dev-client';
import { PROJECT_ROOT } from './paths';
import { createTestApp, type TestApp } from './test/harness';

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp(t.ctx, {
    dev: () => createDevClient({ dataDir: t.ctx.config.dataDir, hmrServer: null }),
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('the dev server', () => {
  it("renders a member's dashboard on the server, standings in its HTML", async () => {
    const cookie = await t.loginAs('member');
    const page = await app.inject({ url: '/', headers: { accept: 'text/html', cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('aria-label="Current Standings"');
    const standings = await app.inject({
      url: `/api/league/${t.ctx.leagueId}/standings`,
      headers: { cookie },
    });
    const first = (standings.json() as { teamName: string }[])[0]!;
    expect(page.body).toContain(first.teamName.replaceAll("'", '&#x27;'));
    // Vite's hot-reload client is in the page and served by the same server, and the page's policy
    // lets Vite's inline scripts run (a stricter one blocked React's refresh, and the page with it).
    expect(page.body).toContain('/@vite/client');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect((await app.inject({ url: '/@vite/client' })).statusCode).toBe(200);
  }, 120_000);

  it('still answers the API itself, not through Vite', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});

describe("Vite's file access in development", () => {
  it('allows the client, common/ and the dependencies; never DATA_DIR, a database, the secret or .env', async () => {
    const { isFileServingAllowed, resolveConfig } = await import('vite');
    const root = (...parts: string[]) => path.join(PROJECT_ROOT, ...parts);
    // DATA_DIR at the worst place: inside the client's sources, which Vite serves.
    const dataDir = root('client', 'data');
    const config = await resolveConfig(
      { configFile: false, root: root('client'), server: { fs: devFileAccess(dataDir) } },
      'serve',
    );
    const served = (file: string) => isFileServingAllowed(config, `/@fs${file}`);

    for (const file of [
      root('client', 'src', 'entry-client.tsx'),
      root('common', 'seasons.ts'),
      root('node_modules', 'react', 'index.js'),
    ]) {
      expect(served(file), file).toBe(true);
    }
    for (const file of [
      path.join(dataDir, 'notes.txt'),
      path.join(dataDir, 'huddle.db'),
      dataDir,
      root('data', 'app-secret'),
      root('data', 'huddle.db-wal'),
      root('client', 'src', 'app-secret'),
      root('client', 'src', 'copy.db'),
      root('client', '.env'),
      root('client', '.env.local'),
      root('.env'),
      root('.env.example'),
      root('server', 'config.ts'),
      root('package.json'),
      '/etc/passwd',
    ]) {
      expect(served(file), file).toBe(false);
    }
  });
});
