// The history computations on the demo league fixtures (fixtures/demo-league/manifest.json notes).
import { describe, expect, it } from 'vitest';
import { demoManifest, readDemoFixture } from '../sleeper/demo-fixtures';
import type {
  SleeperBracketMatch,
  SleeperLeague,
  SleeperLeagueUser,
  SleeperMatchup,
  SleeperRoster,
  SleeperTransaction,
} from '../sleeper/schemas';
import { weeksBeforePlayoffs } from './counted-weeks';
import { summarizeSeason } from './season-summary';
import { finalWeek } from './season-week';
import { buildTeams } from './teams';
import { seasonTransactionStats } from './transaction-stats';

const manifest = demoManifest();
const leagueIdOf = (season: string) => manifest.seasons.find((s) => s.season === season)!.leagueId;

function loadSeason(season: string) {
  const id = leagueIdOf(season);
  const league = readDemoFixture<SleeperLeague>(`league/${id}`);
  const rosters = readDemoFixture<SleeperRoster[]>(`league/${id}/rosters`);
  const users = readDemoFixture<SleeperLeagueUser[]>(`league/${id}/users`);
  const winnersBracket = readDemoFixture<SleeperBracketMatch[]>(`league/${id}/winners_bracket`);
  const regularSeason = weeksBeforePlayoffs(league).map((week) => ({
    week,
    matchups: readDemoFixture<SleeperMatchup[]>(`league/${id}/matchups/${week}`),
  }));
  return { id, league, rosters, users, winnersBracket, regularSeason };
}

describe('history on the demo league', () => {
  it('names the champions of the notes (2022 roster 2, 2023 roster 9, 2024 roster 8)', () => {
    expect(summarizeSeason(loadSeason('2022')).championTeam?.rosterId).toBe(2);
    expect(summarizeSeason(loadSeason('2023')).championTeam?.rosterId).toBe(9);
    expect(summarizeSeason(loadSeason('2024')).championTeam?.rosterId).toBe(8);
  });

  it('2023 (a tie in week 9, byes in week 6): Sleeper records equal the recomputed head to head', () => {
    const input = loadSeason('2023');
    const season = summarizeSeason(input);
    expect(season.isMedian).toBe(false);
    // Not a median season: the records shown are Sleeper's...
    for (const row of season.standings)
      expect({ wins: row.wins, losses: row.losses, ties: row.ties }).toEqual(row.withMedian);
    // ...and the same league summarized as if it were a median season recomputes exactly those records.
    const asMedian = summarizeSeason({
      ...input,
      league: { ...input.league, settings: { ...input.league.settings, league_average_match: 1 } },
    });
    for (const row of asMedian.standings)
      expect({ wins: row.wins, losses: row.losses, ties: row.ties }).toEqual(row.withMedian);
    expect(season.standings.reduce((sum, row) => sum + row.ties, 0)).toBe(2);
  });

  it('2024 (median): 14 head-to-head games a team next to 28 results with the median, and the 89.91 blowout', () => {
    const season = summarizeSeason(loadSeason('2024'));
    expect(season.isMedian).toBe(true);
    for (const row of season.standings) {
      expect(row.withMedian.wins + row.withMedian.losses + row.withMedian.ties).toBe(28);
      expect(row.wins + row.losses + row.ties).toBe(14);
    }
    const wins = season.standings.reduce((sum, row) => sum + row.wins, 0);
    const losses = season.standings.reduce((sum, row) => sum + row.losses, 0);
    expect(wins).toBe(losses);
    expect(season.biggestBlowout).toMatchObject({
      week: 1,
      margin: 89.91,
      winner: { rosterId: 7 },
      loser: { rosterId: 11 },
    });
  });

  it('every season adds up: points for = points against + points on byes, games + byes = weeks played', () => {
    // A member can add these up on the history page: every game gives one team's points for and the
    // other's points against, and a team with no opponent (the 2023 week-6 byes, matchup_id null) scores
    // points for (Sleeper counts them) against nobody and plays no game.
    for (const { season: year } of manifest.seasons) {
      const input = loadSeason(year);
      const season = summarizeSeason(input);
      const byes = input.regularSeason.flatMap(({ matchups }) =>
        matchups
          .filter((row) => row.matchup_id === null || row.matchup_id === undefined)
          .map((row) => ({ rosterId: row.roster_id, points: row.custom_points ?? row.points ?? 0 })),
      );
      const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
      const pointsFor = sum(season.standings.map((row) => row.pointsFor));
      const pointsAgainst = sum(season.standings.map((row) => row.pointsAgainst));
      expect(pointsFor, year).toBeCloseTo(pointsAgainst + sum(byes.map((bye) => bye.points)), 1);
      const weeksPlayed = season.isComplete
        ? input.regularSeason.length
        : Math.max(...season.standings.map((row) => row.wins + row.losses + row.ties));
      for (const row of season.standings) {
        const byeCount = byes.filter((bye) => bye.rosterId === row.rosterId).length;
        expect(row.wins + row.losses + row.ties + byeCount, `${year} ${row.teamName}`).toBe(weeksPlayed);
      }
      if (year === '2023') expect(byes.map((bye) => bye.rosterId).sort()).toEqual([3, 7]);
      // The answer names them, so the history page can say why its totals differ.
      expect(
        (season.byes ?? []).map(({ rosterId, points }) => ({ rosterId, points })),
        year,
      ).toEqual(byes.map(({ rosterId, points }) => ({ rosterId, points: Math.round(points * 100) / 100 })));
      if (year === '2023') expect(new Set(season.byes?.map((bye) => bye.week))).toEqual(new Set([6]));
    }
  });

  it('2022 transactions: the three-team trade counts for all three, the failed waiver for nobody', () => {
    const { id, league, rosters, users } = loadSeason('2022');
    const transactions = Array.from({ length: finalWeek(league) }, (_, i) =>
      readDemoFixture<SleeperTransaction[]>(`league/${id}/transactions/${i + 1}`),
    ).flat();
    const teams = buildTeams(rosters, users);
    const stats = seasonTransactionStats('2022', id, transactions, teams);
    const without = (txId: string) =>
      seasonTransactionStats(
        '2022',
        id,
        transactions.filter((tx) => tx.transaction_id !== txId),
        teams,
      );
    const tradesOf = (s: typeof stats, rosterId: number) =>
      Object.values(s.teamStats).find((t) => t.rosterId === rosterId)!.trades;
    const withoutTrade = without('784512903551616097');
    expect(stats.totalTrades - withoutTrade.totalTrades).toBe(1);
    for (const rosterId of [6, 5, 12])
      expect(tradesOf(stats, rosterId) - tradesOf(withoutTrade, rosterId)).toBe(1);
    const withoutFailed = without('784512903350464277');
    expect(withoutFailed.totalWaivers).toBe(stats.totalWaivers);
  });
});
