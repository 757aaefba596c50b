// One fact reads the same on every page: over every week of every demo season with a recap, the recap's
// games, teams and awards, the games page and the record book give the same scores and winners, and every
// margin printed is the difference of the two scores as printed (formatMargin), so a member who subtracts the
// printed scores gets the printed margin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordsResponseSchema,
  weekGamesResponseSchema,
  type GameRecord,
  type WeekGamesResponse,
} from '../../../common/almanac';
import { formatMargin, formatPoints, shownMargin } from '../../../common/points-format';
import { recapListResponseSchema, recapResponseSchema } from '../../../common/recap';
import { demoManifest } from '../../sleeper/demo-fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

const api = (path: string) => `/api/league/${demoManifest().currentLeagueId}${path}`;
let t: TestApp;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await t.loginAs('member');
});
afterAll(() => t.close());

async function get<T>(path: string, schema: { parse: (value: unknown) => T }): Promise<T> {
  const response = await t.app.inject({ url: api(path), headers: { cookie: member } });
  expect(response.statusCode, path).toBe(200);
  return schema.parse(response.json());
}

describe('figures agree between the recaps, the games pages and the record book', () => {
  const weeks = new Map<string, WeekGamesResponse>();
  const gamesOf = async (season: string, week: number) => {
    const key = `${season}/${week}`;
    if (!weeks.has(key)) weeks.set(key, await get(`/games/${season}/${week}`, weekGamesResponseSchema));
    return weeks.get(key)!;
  };

  // Every recap of four seasons written from scratch (about 60 of them, each with its roasts): 5 s on a
  // quiet machine, several times that on a busy one, past vitest's 20 s default.
  it(
    'every recap week: its games and teams are the games page’s, and its awards’ margins the printed scores’',
    { timeout: 90_000 },
    async () => {
      const { recaps } = await get('/recaps', recapListResponseSchema);
      expect(recaps.length).toBeGreaterThan(40);
      for (const ref of recaps) {
        const recap = await get(`/recaps/${ref.season}/${ref.week}`, recapResponseSchema);
        const games = await gamesOf(ref.season, ref.week);
        const at = `${ref.season} week ${ref.week}`;
        const pointsOf = new Map(
          [...games.games.flatMap((game) => [game.home, game.away]), ...games.byes].map((side) => [
            side.rosterId,
            formatPoints(side.points),
          ]),
        );
        // Every team the games page shows (it leaves out the consolation games, which the recap has).
        for (const team of recap.teams.filter((t) => pointsOf.has(t.rosterId))) {
          expect(formatPoints(team.points), `${at}: ${team.teamName}`).toBe(pointsOf.get(team.rosterId));
        }
        for (const game of recap.games.filter((g) => g.kind !== 'consolation')) {
          const same = games.games.find((g) => g.matchupId === game.matchupId);
          expect(same, `${at}: matchup ${game.matchupId} on the games page`).toBeDefined();
          expect(formatPoints(game.home.points)).toBe(formatPoints(same!.home.points));
          expect(formatPoints(game.away.points)).toBe(formatPoints(same!.away.points));
          expect(game.winnerRosterId).toBe(same!.winnerRosterId);
          expect(game.margin).toBe(same!.margin);
        }
        // The blowout and closest-game awards print the margin of their game's printed scores.
        for (const award of recap.awards.filter((a) => a.id === 'blowout' || a.id === 'closest')) {
          const game = recap.games.find(
            (g) => g.home.rosterId === award.rosterId || g.away.rosterId === award.rosterId,
          )!;
          if (game.winnerRosterId === null) continue;
          const margin = formatMargin(game.home.points, game.away.points);
          expect(award.detail, `${at}: ${award.id}`).toContain(`by ${margin}.`);
          expect(award.value).toBe(shownMargin(game.home.points, game.away.points));
        }
      }
    },
  );

  it('every record of a game is that game on its week’s page, with the same figure', async () => {
    const records = await get('/records', recordsResponseSchema);
    const books = [records.allTime, ...records.seasons.map((s) => s.records)];
    const check = async (record: GameRecord, figure: 'points' | 'margin' | 'bench') => {
      const games = await gamesOf(record.season, record.week);
      const at = `${record.season} week ${record.week}, matchup ${record.matchupId}`;
      const game = games.games.find((g) => g.matchupId === record.matchupId);
      expect(game, at).toBeDefined();
      const side = [game!.home, game!.away].find((s) => s.rosterId === record.team.rosterId)!;
      const other = [game!.home, game!.away].find((s) => s.rosterId === record.opponent.rosterId)!;
      expect(formatPoints(record.team.points), at).toBe(formatPoints(side.points));
      expect(formatPoints(record.opponent.points), at).toBe(formatPoints(other.points));
      if (figure === 'margin') {
        expect(record.value, at).toBe(game!.margin);
      } else {
        const expected = figure === 'points' ? side.points : (side.benchPoints ?? Number.NaN);
        expect(formatPoints(record.value), `${at}: the record's figure`).toBe(formatPoints(expected));
      }
    };
    let checked = 0;
    for (const book of books) {
      for (const record of [
        ...book.highestScores,
        ...book.lowestScores,
        ...book.highestInLoss,
        ...book.lowestInWin,
      ]) {
        await check(record, 'points');
        checked += 1;
      }
      for (const record of [...book.biggestBlowouts, ...book.closestGames]) {
        await check(record, 'margin');
        checked += 1;
      }
      for (const record of book.mostBenchPoints) {
        await check(record, 'bench');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
