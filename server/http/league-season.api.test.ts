// Seasons the league never had: every settings, payouts and payments route, read or write, answers 404 for
// them and stores nothing; the league's own seasons and the coming draft's are served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase, PROVIDER_MIRROR_TABLES } from '../reliability/db-dump';
import { fillPath, DEMO_PARAMS, routeKey } from '../reliability/route-urls';
import { createTestApp, type TestApp } from '../test/harness';
import type { RouteTableEntry } from './session-hook';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('owner');
});
afterAll(() => t.close());

/** A body each write would accept, so only the season can be the reason for a refusal. */
const VALID_BODIES: Record<string, object> = {
  'POST /api/league/:leagueId/settings/:season': { playoffStartWeek: 16 },
  'POST /api/league/:leagueId/payment-status/:season': { rosterId: 1, hasPaid: true },
  'PATCH /api/league/:leagueId/payouts/:param': { championshipFirst: 250 },
  'PUT /api/league/:leagueId/payouts/:season/busted': {
    winnerId: DEMO_PARAMS.userId,
    winnerName: 'Someone',
    playerName: 'A Player',
  },
};

const seasonRoutes = (): RouteTableEntry[] =>
  t.app.routeTable.filter((route) =>
    /\/(settings|payouts|payment-status)\/:(season|param)\b/.test(route.url),
  );

const call = (route: RouteTableEntry, season: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: fillPath(route.url, { ...DEMO_PARAMS, season, param: season }),
    headers: { cookie: owner },
    ...(route.method === 'GET' || route.method === 'DELETE'
      ? {}
      : { payload: VALID_BODIES[routeKey(route)] ?? {} }),
  });

describe('seasons the league never had', () => {
  it('covers every per-season route of settings, payouts and payments', () => {
    const keys = seasonRoutes().map(routeKey);
    expect(keys).toHaveLength(10);
    for (const write of Object.keys(VALID_BODIES)) expect(keys).toContain(write);
  });

  it('answers 404 naming the season on every read and write, and stores nothing', async () => {
    const before = dumpDatabase(t.ctx.sqlite, PROVIDER_MIRROR_TABLES);
    // 0000 and 2019 were never played; 2027 is beyond the coming draft (2026) of the demo league.
    for (const season of ['0000', '2019', '2027']) {
      for (const route of seasonRoutes()) {
        const response = await call(route, season);
        expect(response.statusCode, `${routeKey(route)} ${season}`).toBe(404);
        expect(response.json()).toEqual({ message: `No ${season} season in this league.` });
      }
    }
    expect(dumpDatabase(t.ctx.sqlite, PROVIDER_MIRROR_TABLES)).toEqual(before);
  });

  it("serves the league's seasons, and the coming draft's settings and dues", async () => {
    const reads = seasonRoutes().filter((route) => route.method === 'GET');
    for (const season of ['2022', '2023', '2024', '2025']) {
      for (const route of reads)
        expect((await call(route, season)).statusCode, `${route.url} ${season}`).toBe(200);
    }
    // The 2026 draft (keepers from 2025 go to it): its date and dues are set before Sleeper has that season.
    for (const key of [
      'GET /api/league/:leagueId/settings/:season',
      'POST /api/league/:leagueId/settings/:season',
      'GET /api/league/:leagueId/payment-status/:season',
      'POST /api/league/:leagueId/payment-status/:season',
    ]) {
      const route = seasonRoutes().find((candidate) => routeKey(candidate) === key)!;
      expect((await call(route, '2026')).statusCode, key).toBe(200);
    }
  });
});
