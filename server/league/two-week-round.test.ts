// A two-week final week by week (docs/decisions/0030), on a hand-made two-team league: after week 1 of
// 2 the recap names a leader and a margin, never a winner; after week 2 the winner on the sum (here a
// team that lost week 2), with both weeks' scores; a regular week reads as before. And the odds of a
// half-played round: week 1's actual points plus week 2 drawn.
import { describe, expect, it } from 'vitest';
import type { SleeperBracketMatch, SleeperMatchup } from '../sleeper/schemas';
import type { RecapGame } from '../../common/recap';
import { recapSheet } from '../roast/facts/recap';
import { recapAwards } from './recap-awards';
import { simulatePlayoffOdds } from './playoff-odds';
import { seasonOddsInput } from './playoff-odds-input';
import { buildTeams } from './teams';
import { makeLeague, makeRoster, makeUser } from './test-data';
import { weekRecap } from './week-recap';
import { seasonGames } from './almanac-games';
import { recordBook } from './weekly-records';

// Alpha leads week 17 by 60 (160 to 100), Bravo takes week 18 by 50 (140 to 90): Alpha wins the
// final on the sum, 250 to 240, as Sleeper's bracket says (w: 1).
const POINTS: Record<number, [number, number]> = { 5: [120, 110.5], 17: [160, 100], 18: [90, 140] };
const row = (rosterId: number, week: number): SleeperMatchup => ({
  roster_id: rosterId,
  matchup_id: 1,
  points: POINTS[week]?.[rosterId - 1] ?? 0,
  starters: [],
  players: [],
});
const league = makeLeague({ playoff_week_start: 17, playoff_teams: 2, playoff_round_type: 1 });
const rosters = [makeRoster(1, { wins: 10, losses: 6 }), makeRoster(2, { wins: 9, losses: 7 })];
const teams = buildTeams(rosters, [makeUser('u1', 'Al', 'Alpha'), makeUser('u2', 'Bo', 'Bravo')]);
const weeks = [5, 17, 18].map((week) => ({ week, matchups: [row(1, week), row(2, week)] }));
const decided: SleeperBracketMatch[] = [{ r: 1, m: 1, t1: 1, t2: 2, w: 1, l: 2, p: 1 }];

const recapOf = (week: number, winnersBracket: SleeperBracketMatch[] = decided) =>
  weekRecap({
    league,
    rosters,
    teams,
    weeks: weeks.filter((w) => w.week <= week),
    winnersBracket,
    week,
    players: new Map(),
    chancesBefore: new Map(),
    chancesAfter: new Map(),
  });

describe('a two-week final, week by week', () => {
  it('after week 1 of 2: the leader and the margin, no winner, no game award, no result', () => {
    const recap = recapOf(17, [{ ...decided[0]!, w: null, l: null }]);
    const [game] = recap.games;
    expect(game).toMatchObject({ stage: 'Championship', winnerRosterId: null, margin: 60 });
    expect(game!.round).toMatchObject({ weeks: [17, 18], leg: 1, home: [160], away: [100] });
    expect(recap.teams.map((t) => t.result)).toEqual([null, null]);
    expect(recap.awards.map((a) => a.id)).toEqual(['high-score', 'low-score']);
    const text = recapSheet(recap, { lineupsChosen: true }).lines.join('\n');
    expect(text).toContain('Alpha leads the two-week final by 60.0 after week 1 of 2');
    expect(text).not.toMatch(/\b(won|beat)\b/);
  });

  it('after week 2: the winner on the sum, though it lost week 2, with both weeks’ scores', () => {
    const recap = recapOf(18);
    const [game] = recap.games;
    expect(game).toMatchObject({ winnerRosterId: 1, margin: 10 });
    expect(game!.round).toMatchObject({ leg: 2, home: [160, 90], away: [100, 140] });
    expect(recap.teams.find((t) => t.rosterId === 1)?.result).toBe('W');
    expect(recap.teams.find((t) => t.rosterId === 2)?.result).toBe('L');
    const blowout = recap.awards.find((a) => a.id === 'blowout');
    // Measured on the sum and titled so: 10 points over two weeks is no blowout, and the closest game.
    expect(blowout).toMatchObject({ rosterId: 1, value: 10, title: 'Widest margin over two weeks' });
    expect(recap.awards.find((a) => a.id === 'closest')?.title).toBe('Closest game over two weeks');
    expect(blowout!.detail).toBe('Alpha won the two-week final 250.0-240.0, by 10.0.');
    expect(recap.awards.some((a) => a.id === 'upset')).toBe(false);
    // The week's own scores stay the week's: Bravo had the week's high score.
    expect(recap.awards.find((a) => a.id === 'high-score')).toMatchObject({ rosterId: 2, value: 140 });
    const text = recapSheet(recap, { lineupsChosen: true }).lines.join('\n');
    expect(text).toContain(
      'Alpha won the two-week final 250.0-240.0 (week 17: 160.0-100.0, week 18: 90.0-140.0)',
    );
    expect(text).not.toContain('Bravo beat');
  });

  it('a regular week is one game, as before', () => {
    const recap = recapOf(5);
    expect(recap.games[0]).toMatchObject({ kind: 'regular', stage: null, winnerRosterId: 1, margin: 9.5 });
    expect(recap.games[0]!.round).toBeUndefined();
    expect(recap.awards.find((a) => a.id === 'blowout')).toMatchObject({
      title: 'Widest margin',
      detail: 'Alpha beat Bravo 120.0 to 110.5, by 9.5.',
    });
  });
});

describe('a two-week game among the week’s awards', () => {
  const side = (rosterId: number, points: number) => ({ rosterId, teamName: `Team ${rosterId}`, points });
  // Week 18: every team scored 120 but team 1's 160; the game of teams 1 and 2 is a two-week final,
  // 280 to 240 on the sum (160-120 in week 18, 120-120 in week 17).
  const round = { weeks: [17, 18], leg: 2, name: 'final', home: [120, 160], away: [120, 120] };
  const games: RecapGame[] = [
    {
      matchupId: 1,
      kind: 'playoff',
      stage: 'Championship',
      home: side(1, 160),
      away: side(2, 120),
      winnerRosterId: 1,
      margin: 40,
      round,
    },
  ];
  const teams = [1, 2, 3, 4].map((rosterId) => ({
    ...side(rosterId, rosterId === 1 ? 160 : 120),
    startersPoints: 0,
    optimalPoints: null,
    benchPoints: null,
  }));
  const awards = (input: Partial<Parameters<typeof recapAwards>[0]>) =>
    recapAwards({
      week: 18,
      teams,
      games,
      winChances: new Map(),
      starters: [],
      lineupJudgement: true,
      ...input,
    });

  it('is measured on its two weeks: 40 points is a rout of one week, not of two', () => {
    // The week's average is 130: a rout is 35.1 points in one week, 70.2 over two.
    expect(awards({}).find((a) => a.id === 'blowout')?.title).toBe('Widest margin over two weeks');
    const oneWeek = games.map(({ round: _, ...game }) => game);
    expect(awards({ games: oneWeek }).find((a) => a.id === 'blowout')?.title).toBe('Biggest blowout');
    // Nor close: 40 points is no close game over two weeks either (23 or less would be).
    expect(awards({}).find((a) => a.id === 'closest')?.title).toBe('Smallest margin over two weeks');
  });
});

describe('the record book', () => {
  it('counts a two-week game once, on its sum, and a week’s score as the week’s', () => {
    const games = seasonGames({ league, rosters, teams, weeks, winnersBracket: decided });
    expect(games.map((g) => [g.week, g.home.points, g.away.points, g.winnerRosterId])).toEqual([
      [5, 120, 110.5, 1],
      [18, 250, 240, 1],
    ]);
    const book = recordBook(games, false);
    expect(book.biggestBlowouts.map((r) => [r.week, r.value])).toEqual([
      [18, 10],
      [5, 9.5],
    ]);
    expect(book.highestScores.map((r) => [r.week, r.team.points])).toEqual([
      [17, 160],
      [18, 140],
      [5, 120],
      [5, 110.5],
      [17, 100],
    ]);
  });
});

describe('the odds of a half-played two-week final', () => {
  // Week 17 is final (Alpha 160, Bravo 100); the model draws week 18 as 90 and 140 and a redrawn week
  // 17 as 0 and 100. Only week 17's actual points plus week 18 drawn make Alpha the champion (250 to
  // 240); week 18 alone, or both weeks drawn, would make Bravo it.
  const model = {
    draw: (team: number, week: number) => (week === 18 ? [90, 140][team]! : [0, 100][team]!),
  };
  const open: SleeperBracketMatch[] = [{ ...decided[0]!, w: null, l: null }];
  const regularSeason = makeLeague({
    playoff_week_start: 17,
    playoff_teams: 2,
    playoff_round_type: 1,
    start_week: 1,
  });
  const rostersAfter16 = [makeRoster(1, { wins: 10, losses: 6 }), makeRoster(2, { wins: 6, losses: 10 })];
  const oddsAfter = (lastFinalWeek: number) => {
    const odds = seasonOddsInput({
      league: regularSeason,
      rosters: rostersAfter16,
      teams,
      weeks: weeks.filter((w) => w.week <= lastFinalWeek),
      winnersBracket: open,
      prizes: { first: 0, second: 0, third: 0, highestPoints: 0, unlucky: 0, blowout: 0 },
      lastFinalWeek,
    });
    return { odds, title: simulatePlayoffOdds(odds.input, { runs: 5, seed: 1, model }).teams };
  };

  it('adds week 2’s simulated points to week 1’s actual points', () => {
    const { odds, title } = oddsAfter(17);
    expect(odds.playoffWeeksLeft).toEqual([18]);
    expect(odds.input.playedRoundPoints?.get(17)).toEqual(
      new Map([
        [1, 160],
        [2, 100],
      ]),
    );
    expect(title.map((t) => t.title)).toEqual([1, 0]);
  });

  it('draws both weeks before the round starts', () => {
    const { odds, title } = oddsAfter(16);
    expect(odds.playoffWeeksLeft).toEqual([17, 18]);
    expect(title.map((t) => t.title)).toEqual([0, 1]);
  });
});
