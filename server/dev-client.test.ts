// `npm run dev` renders pages on the server from source (issue 37): the dev server's dashboard has a
// member's standings in its HTML, as the build's has, and Vite's modules are served beside it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createDevClient, type DevClient } from './dev-client';
import { createTestApp, type TestApp } from './test/harness';

let t: TestApp;
let dev: DevClient;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  dev = await createDevClient({ hmr: false });
  app = await buildApp(t.ctx, { dev });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await dev?.vite.close();
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
    // Vite's hot-reload client is in the page and served by the same server.
    expect(page.body).toContain('/@vite/client');
    expect((await app.inject({ url: '/@vite/client' })).statusCode).toBe(200);
  }, 120_000);

  it('still answers the API itself, not through Vite', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});
