// The demo with a two-week final (DEMO_PLAYOFFS=two-week-final, docs/decisions/0030): every past season
// plays its final over weeks 17 and 18, and the answers a member reads add both weeks up. In 2024 the
// week-17 leader loses week 18 and still wins the final on the sum, so a page that judged one week
// alone would crown the wrong team.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketResponse } from '../../common/bracket';
import type { WeekGamesResponse } from '../../common/almanac';
import type { SeasonPayouts } from '../../common/payouts';
import type { RecapResponse } from '../../common/recap';
import { formatPoints } from '../../common/points-format';
import { roundResultText, roundSideText, roundTotals } from '../../common/two-week-round';
import { createTestApp, type TestApp } from '../test/harness';

const SEASON = '2024';

describe('DEMO_PLAYOFFS=two-week-final', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEMO_PLAYOFFS: 'two-week-final' } });
    cookie = await t.loginAs('member');
  });
  afterAll(() => t.close());

  async function get<T>(path: string): Promise<T> {
    const res = await t.app.inject({ url: `/api/league/${t.ctx.leagueId}${path}`, headers: { cookie } });
    expect(res.statusCode, path).toBe(200);
    return res.json<T>();
  }
  /** The final's game of a week's games page, with the round's words as the page shows them. */
  async function finalOfWeek(week: number) {
    const games = await get<WeekGamesResponse>(`/games/${SEASON}/${week}`);
    const game = games.games.find((g) => g.round?.name === 'final')!;
    const named = (side: WeekGamesResponse['games'][number]['home']) => ({
      rosterId: side.rosterId,
      name: side.teamName,
    });
    return { game, text: roundResultText(game.round!, named(game.home), named(game.away), 'final') };
  }
  const recapFinal = async (week: number) =>
    (await get<RecapResponse>(`/recaps/${SEASON}/${week}`)).games.find((g) => g.stage === 'Championship')!;

  it('says the league plays a two-week final', async () => {
    const league = await get<{ format: { playoffRounds: string } }>('');
    expect(league.format.playoffRounds).toBe('two-week-final');
  });

  it("every past season's bracket plays the final over weeks 17 and 18, decided on the sum", async () => {
    for (const season of ['2022', '2023', SEASON]) {
      const bracket = await get<BracketResponse>(`/bracket?season=${season}`);
      const final = bracket.winners.find((g) => g.place === 1)!;
      expect(final.weeks).toEqual([17, 18]);
      const games = await Promise.all([17, 18].map((w) => get<WeekGamesResponse>(`/games/${season}/${w}`)));
      const pointsOf = (rosterId: number) =>
        games.map((week) => {
          const game = week.games.find((g) => [g.home.rosterId, g.away.rosterId].includes(rosterId))!;
          return game.home.rosterId === rosterId ? game.home.points : game.away.points;
        });
      const sum = (rosterId: number) => Math.round(pointsOf(rosterId).reduce((a, b) => a + b) * 100) / 100;
      const [a, b] = [final.a.team!.rosterId, final.b.team!.rosterId];
      expect([final.a.points, final.b.points], season).toEqual([sum(a), sum(b)]);
      expect(final.winnerRosterId, season).toBe(sum(a) > sum(b) ? a : b);
      expect(bracket.champion?.rosterId, season).toBe(final.winnerRosterId);
    }
  });

  it('week 17: who leads after week 1 of 2, and no winner yet', async () => {
    const { game, text } = await finalOfWeek(17);
    expect(game.round).toMatchObject({ weeks: [17, 18], leg: 1 });
    expect(text).toMatch(/ leads the two-week final by [\d.]+ after week 1 of 2$/);
    const leader = game.home.points > game.away.points ? game.home : game.away;
    expect(text.startsWith(leader.teamName)).toBe(true);
    expect(await recapFinal(17)).toMatchObject({ winnerRosterId: null, round: { leg: 1 } });
    // The recap's text says so too, and crowns nobody.
    const { text: recapText } = await get<RecapResponse>(`/recaps/${SEASON}/17`);
    expect(recapText).toContain(text);
    expect(recapText).not.toMatch(/champion|won the (two-week )?final/i);
  });

  it('week 18: who won the two-week final on the sum, the champion, though it lost week 18', async () => {
    const { game, text } = await finalOfWeek(18);
    const totals = roundTotals(game.round!);
    const [winner, loser] = totals.home > totals.away ? [game.home, game.away] : [game.away, game.home];
    const [high, low] = [Math.max(totals.home, totals.away), Math.min(totals.home, totals.away)];
    expect(text).toBe(`${winner.teamName} won the two-week final ${formatPoints(high)}-${formatPoints(low)}`);
    // The sum, not week 18: the champion scored less than its opponent that week.
    expect(winner.points).toBeLessThan(loser.points);

    expect(await recapFinal(18)).toMatchObject({ winnerRosterId: winner.rosterId, round: { leg: 2 } });
    const bracket = await get<BracketResponse>(`/bracket?season=${SEASON}`);
    expect(bracket.champion?.rosterId).toBe(winner.rosterId);
    const payouts = await get<SeasonPayouts>(`/payouts/${SEASON}`);
    expect(payouts.finalWeek).toBe(18);
    expect(payouts.champion.team?.rosterId).toBe(winner.rosterId);
    expect(payouts.runnerUp.team?.rosterId).toBe(loser.rosterId);
  });

  it("week 18's recap text says a two-week game's score is both weeks'", async () => {
    const { text, awards } = await get<RecapResponse>(`/recaps/${SEASON}/18`);
    // Every week-18 game is the last week of a two-week game (final, 3rd place and consolation): the
    // widest margin is told with its score over both weeks, and no sentence gives the margin alone.
    const blowout = awards.find((award) => award.id === 'blowout')!;
    const told = text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.includes(blowout.teamName));
    expect(told.some((sentence) => / over both weeks of the two-week /.test(sentence))).toBe(true);
    const margin = new RegExp(`(?<![\\d.])${formatPoints(blowout.value).replace('.', '\\.')}(?!\\d)`);
    for (const sentence of told.filter((s) => margin.test(s))) expect(sentence).toMatch(/both weeks/);
    // So is the closest game: a two-week game too, its margin over both weeks.
    expect(text).toMatch(/The closest game was two weeks long|over both weeks of their two-week game/);
  });

  it("week 18's recap: every row's result is its two-week game's on the sum, and the awards are measured so", async () => {
    const recap = await get<RecapResponse>(`/recaps/${SEASON}/18`);
    for (const game of recap.games) {
      // Every game of week 18 is the last week of a two-week game, decided on its sum.
      const totals = roundTotals(game.round!);
      const [winner, loser] = totals.home > totals.away ? [game.home, game.away] : [game.away, game.home];
      expect(game.winnerRosterId, game.stage ?? '').toBe(winner.rosterId);
      const row = (rosterId: number) => recap.teams.find((t) => t.rosterId === rosterId)!;
      expect([row(winner.rosterId).result, row(loser.rosterId).result]).toEqual(['W', 'L']);
    }
    // The final's champion scored less than the runner-up in week 18 alone: the W is the sum's.
    const final = (await recapFinal(18))!;
    const champion = final.home.rosterId === final.winnerRosterId ? final.home : final.away;
    const runnerUp = champion === final.home ? final.away : final.home;
    expect(champion.points).toBeLessThan(runnerUp.points);
    // The 3rd place game, about 8 points over two weeks, is the widest margin but no blowout; each game
    // award says it is measured over two weeks, with the margin a member reads off the game's printed
    // sums, each of which adds up to its two printed weeks.
    const blowout = recap.awards.find((award) => award.id === 'blowout')!;
    expect(blowout.title).toBe('Widest margin over two weeks');
    const widest = recap.games.find((g) => [g.home.rosterId, g.away.rosterId].includes(blowout.rosterId))!;
    const printed = (side: 'home' | 'away') =>
      roundSideText(widest.round!, side).match(/^([\d.]+) \(([\d.]+) \+ ([\d.]+)\)$/)!;
    const [home, away] = [printed('home'), printed('away')];
    for (const [, total, first, second] of [home, away]) {
      expect(Number(total)).toBeCloseTo(Number(first) + Number(second), 5);
    }
    expect(blowout.value).toBeCloseTo(Math.abs(Number(home[1]) - Number(away[1])), 5);
    expect(blowout.value).toBeLessThan(10);
    for (const award of recap.awards.filter((a) => a.id === 'blowout' || a.id === 'closest')) {
      expect(award.title).toMatch(/ over two weeks$/);
    }
    expect(recap.text).not.toMatch(/Biggest blowout/);
  });
});
