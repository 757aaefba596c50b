// The best-ball demo (DEMO_FORMAT=bestball): Sleeper counts each week's best lineup, so no manager
// chose whom to start and nothing says one left points on the bench: the roster dialog's answer, the
// week's games, the record book, the recaps and the roster roast's facts have no bench figure or word.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordsResponse, WeekGamesResponse } from '../../../common/almanac';
import type { RosterPlayersResponse } from '../../../common/league';
import type { RecapResponse } from '../../../common/recap';
import { leagueOfSeason, rosterSheetIn } from '../roasts/subjects';
import { createTestApp, type TestApp } from '../../test/harness';

const BENCH_WORDS = /bench|should have started/i;

describe('DEMO_FORMAT=bestball', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEMO_FORMAT: 'bestball', LIVE_SCORING: 'off' } });
    cookie = await t.loginAs('member');
  });
  afterAll(() => t.close());

  async function get<T>(path: string): Promise<T> {
    const res = await t.app.inject({ url: `/api/league/${t.ctx.leagueId}${path}`, headers: { cookie } });
    expect(res.statusCode, path).toBe(200);
    return res.json<T>();
  }

  it('the roster dialog answers no points left on the bench, with the best lineup still scored', async () => {
    for (const rosterId of [1, 6, 12]) {
      const roster = await get<RosterPlayersResponse>(`/roster/${rosterId}/players?week=13`);
      expect(roster.optimalPoints, `roster ${rosterId}`).not.toBeNull();
      expect(roster.bench.length, `roster ${rosterId}`).toBeGreaterThan(0);
      expect(roster.pointsLeftOnBench, `roster ${rosterId}`).toBeNull();
    }
  });

  it("the week's games and the record book have no bench points", async () => {
    const { games } = await get<WeekGamesResponse>('/games/2024/5');
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) expect([game.home.benchPoints, game.away.benchPoints]).toEqual([null, null]);
    const records = await get<RecordsResponse>('/records');
    expect(records.allTime.mostBenchPoints).toEqual([]);
    expect(records.seasons.every((season) => season.records.mostBenchPoints.length === 0)).toBe(true);
  });

  it('a recap gives no bench or lineup award and its text no bench words', async () => {
    for (const week of [5, 13]) {
      const recap = await get<RecapResponse>(`/recaps/2024/${week}`);
      const ids = recap.awards.map((award) => award.id);
      expect(ids).toContain('high-score');
      expect(ids).not.toContain('bench');
      expect(ids).not.toContain('best-manager');
      expect(recap.text).not.toMatch(BENCH_WORDS);
      for (const award of recap.awards) expect(award.detail).not.toMatch(BENCH_WORDS);
    }
  });

  it("a roster roast's facts name no bench player, no points left and nobody benched", async () => {
    const league = (await leagueOfSeason(t.ctx, '2024'))!;
    const { games } = await get<WeekGamesResponse>('/games/2024/5');
    for (const game of games) {
      const team = (side: typeof game.home) => ({
        teamName: side.teamName,
        username: '',
        roster: side.rosterId,
        points: side.points,
      });
      const sheet = await rosterSheetIn(t.ctx, league, {
        week: 5,
        team1: team(game.home),
        team2: team(game.away),
      });
      // Nor does the sheet license bench words (server/roast/claims.ts): a model's answer with them is not used.
      expect(Object.keys(sheet.slots).filter((slot) => /bench|lineupsChosen/i.test(slot))).toEqual([]);
      expect(sheet.lines.filter((line) => BENCH_WORDS.test(line))).toEqual([]);
    }
  });
});
