import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryResponse, TransactionStatsResponse } from '../../../common/history';
import { DEMO_FIXTURES_DIR } from '../../paths';
import { demoManifest } from '../../sleeper/demo-fixtures';
import { DemoTransport, type Transport } from '../../sleeper/transport';
import { createTestApp, type TestApp } from '../../test/harness';

/** The demo transport, recording every provider path asked for. */
function countingTransport(): Transport & { paths: string[] } {
  const inner = new DemoTransport(DEMO_FIXTURES_DIR);
  const paths: string[] = [];
  return {
    kind: 'demo',
    paths,
    get(providerPath) {
      paths.push(providerPath);
      return inner.get(providerPath);
    },
  };
}

const manifest = demoManifest();
const leagueId = manifest.currentLeagueId;
const seasonLeague = (season: string) => manifest.seasons.find((s) => s.season === season)!.leagueId;
const userOf = (username: string) => manifest.accounts.find((a) => a.username === username)!.userId;

describe('history API', () => {
  let t: TestApp;
  let cookie: string;
  const transport = countingTransport();

  beforeAll(async () => {
    t = await createTestApp({ transport });
    cookie = await t.loginAs('member');
  });
  afterAll(() => t.close());

  it('refuses visitors and other league ids', async () => {
    expect((await t.app.inject({ url: `/api/league/${leagueId}/history` })).statusCode).toBe(401);
    const other = await t.app.inject({ url: '/api/league/123/history', headers: { cookie } });
    expect(other.statusCode).toBe(404);
  });

  it('lists every season of the chain with champions, median season and members', async () => {
    const response = await t.app.inject({ url: `/api/league/${leagueId}/history`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const history = response.json<HistoryResponse>();
    expect(history.seasons.map((s) => s.season)).toEqual(['2025', '2024', '2023', '2022']);
    expect(history.medianSeasons).toEqual(['2024']);
    const bySeason = new Map(history.seasons.map((s) => [s.season, s]));
    // manifest notes: champions 2022 roster 2, 2023 roster 9, 2024 roster 8; 2025 in progress.
    expect(bySeason.get('2022')!.championTeam?.rosterId).toBe(2);
    expect(bySeason.get('2023')!.championTeam?.rosterId).toBe(9);
    expect(bySeason.get('2024')!.championTeam?.rosterId).toBe(8);
    expect(bySeason.get('2025')!.champion).toBeNull();
    expect(bySeason.get('2025')!.isComplete).toBe(false);
    // 2024 is the median season: Sleeper's records hold 2 results a week, head to head only 1.
    const median = bySeason.get('2024')!;
    for (const row of median.standings) {
      expect(row.withMedian.wins + row.withMedian.losses + row.withMedian.ties).toBe(28);
      expect(row.wins + row.losses + row.ties).toBe(14);
    }
    // The biggest 2024 margin: roster 7 beat roster 11 by 89.91 in week 1.
    expect(median.biggestBlowout).toMatchObject({
      week: 1,
      margin: 89.91,
      winner: { rosterId: 7 },
      loser: { rosterId: 11 },
    });
    // benchwarmerbob left after 2023: a past member; the current owners are the 2025 teams.
    expect(history.careers.past.map((c) => c.ownerId)).toContain('222435893470860683');
    expect(history.careers.current).toHaveLength(12);
    // Brenda played roster 1 then roster 10: one career over four seasons.
    expect(history.careers.current.find((c) => c.ownerId === userOf('bigplaybrenda'))?.seasons).toBe(4);
  });

  it('counts transactions of completed seasons only, with the multi-team trade and no failed waiver', async () => {
    const response = await t.app.inject({
      url: `/api/league/${leagueId}/transaction-stats`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const stats = response.json<TransactionStatsResponse>();
    expect(stats.seasons.map((s) => s.season)).toEqual(['2024', '2023', '2022']);
    const s2022 = stats.seasons.find((s) => s.season === '2022')!;
    const perTeamTrades = Object.values(s2022.teamStats).reduce((sum, team) => sum + team.trades, 0);
    // The three-team trade counts once in the total but for three teams.
    expect(perTeamTrades).toBeGreaterThan(s2022.totalTrades * 2);
    expect(stats.totals.trades).toBe(stats.seasons.reduce((sum, s) => sum + s.totalTrades, 0));
    expect(stats.leaders.mostTradesAllTime).not.toBeNull();
  });

  it('answers a second request for completed seasons without any upstream call', async () => {
    await t.app.inject({ url: `/api/league/${leagueId}/history`, headers: { cookie } });
    await t.app.inject({ url: `/api/league/${leagueId}/transaction-stats`, headers: { cookie } });
    const before = transport.paths.length;
    const again = await t.app.inject({ url: `/api/league/${leagueId}/history`, headers: { cookie } });
    await t.app.inject({ url: `/api/league/${leagueId}/transaction-stats`, headers: { cookie } });
    expect(again.statusCode).toBe(200);
    expect(transport.paths.slice(before)).toEqual([]);
  });

  it('after a restart on the same database, completed seasons still cost no upstream call', async () => {
    const restartTransport = countingTransport();
    const restarted = await createTestApp({ transport: restartTransport, dataDir: t.dataDir });
    try {
      const c = await restarted.loginAs('member');
      const response = await restarted.app.inject({
        url: `/api/league/${leagueId}/history`,
        headers: { cookie: c },
      });
      expect(response.statusCode).toBe(200);
      const completed = ['2022', '2023', '2024'].map(seasonLeague);
      const completedCalls = restartTransport.paths.filter((p) => completed.some((id) => p.includes(id)));
      expect(completedCalls).toEqual([]);
    } finally {
      await restarted.app.close();
      restarted.ctx.sqlite.close();
    }
  });
});
