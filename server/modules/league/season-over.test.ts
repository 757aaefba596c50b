// docs/product.md D5: once the league's season is over, the dashboard shows its final week and every week
// counts as complete. The demo league is replayed with the NFL calendar moved to the next season.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueResponse, MatchupsResponse, Transaction } from '../../../common/league';
import { DEMO_FIXTURES_DIR } from '../../paths';
import { readDemoFixture } from '../../sleeper/demo-fixtures';
import { DemoTransport, type Transport } from '../../sleeper/transport';
import { createTestApp, type TestApp } from '../../test/harness';

/** The demo league, with GET state/nfl answering the 2026 preseason. */
function nextSeasonTransport(): Transport {
  const inner = new DemoTransport(DEMO_FIXTURES_DIR);
  const state = {
    ...readDemoFixture<Record<string, unknown>>('state/nfl'),
    season: '2026',
    week: 1,
    season_type: 'pre',
  };
  return {
    kind: 'demo',
    get: (providerPath) =>
      providerPath === 'state/nfl' ? Promise.resolve({ status: 200, body: state }) : inner.get(providerPath),
  };
}

describe('a league whose season is over', () => {
  let t: TestApp;
  let cookie: string;
  let base: string;
  const get = async <T>(url: string) =>
    JSON.parse((await t.app.inject({ url, headers: { cookie } })).body) as T;

  beforeAll(async () => {
    t = await createTestApp({ transport: nextSeasonTransport() });
    cookie = await t.loginAs('member');
    base = `/api/league/${t.ctx.leagueId}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows its last scored week, complete', async () => {
    const league = await get<LeagueResponse>(base);
    // The demo league's provider record says week 13 is the last scored one.
    expect(league.week).toBe(13);
    const matchups = await get<MatchupsResponse>(`${base}/matchups/13`);
    expect(matchups.summary).toMatchObject({ weekComplete: true, gamesComplete: 6, totalGames: 6 });
  });

  it('still lists the whole season of activity', async () => {
    const response = await t.app.inject({ url: `${base}/transactions?limit=1`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThan(10);
    expect((JSON.parse(response.body) as Transaction[])[0]?.title).toEqual(expect.any(String));
  });
});
