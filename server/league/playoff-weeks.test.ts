import { describe, expect, it } from 'vitest';
import type { BracketTeam } from '../../common/bracket';
import type { SleeperBracketMatch } from '../sleeper/schemas';
import { bracketView } from './bracket-view';
import { bracketFromProvider, bracketLayout } from './playoff-bracket';
import { simulatePlayoffOdds, type OddsInput } from './playoff-odds';
import { playoffRoundWeeks, roundsOverAfter } from './playoff-weeks';
import { finalWeek } from './season-week';
import { makeLeague } from './test-data';

const roundType = (playoff_round_type: number) => makeLeague({ playoff_week_start: 15, playoff_round_type });

describe('the weeks of the playoff rounds', () => {
  it('one week a round, a two-week final, or two weeks every round (Sleeper’s playoff_round_type)', () => {
    expect(playoffRoundWeeks(roundType(0), 3)).toEqual([[15], [16], [17]]);
    expect(playoffRoundWeeks(roundType(1), 3)).toEqual([[15], [16], [17, 18]]);
    expect(playoffRoundWeeks(roundType(2), 2)).toEqual([
      [15, 16],
      [17, 18],
    ]);
  });

  it('ends the season after the final’s last week, and counts a round over after its last week', () => {
    expect(finalWeek(roundType(0))).toBe(17);
    expect(finalWeek(roundType(1))).toBe(18);
    const weeks = playoffRoundWeeks(roundType(1), 3);
    expect([16, 17, 18].map((week) => roundsOverAfter(weeks, week))).toEqual([2, 2, 3]);
  });
});

// A two-team final over weeks 17 and 18: roster 1 wins week 17 (130 to 100), roster 2 the final on
// the sum (100 + 140 = 240 to 130 + 90 = 220), as Sleeper's bracket says (w: 2).
const finalPoints: Record<number, Record<number, number>> = { 17: { 1: 130, 2: 100 }, 18: { 1: 90, 2: 140 } };

describe('a two-week final', () => {
  const team = (rosterId: number): BracketTeam => ({
    rosterId,
    ownerId: null,
    teamName: `Team ${rosterId}`,
    seed: rosterId,
    seedChance: null,
    seedProven: false,
  });
  const rows: SleeperBracketMatch[] = [{ r: 1, m: 1, t1: 1, t2: 2, w: 2, l: 1, p: 1 }];

  it('shows both weeks and each side’s summed score, with Sleeper’s winner', () => {
    const [final] = bracketView({
      bracket: bracketFromProvider(rows)!,
      roundWeeks: [[17, 18]],
      team,
      rosterOfSeed: () => undefined,
      pointsOf: (week, rosterId) => finalPoints[week]?.[rosterId] ?? null,
    });
    expect(final).toMatchObject({ week: 17, weeks: [17, 18], winnerRosterId: 2 });
    expect([final!.a.points, final!.b.points]).toEqual([220, 240]);
  });

  it('shows the first week’s score alone while the second is to come', () => {
    const [final] = bracketView({
      bracket: bracketFromProvider([{ ...rows[0]!, w: null, l: null }])!,
      roundWeeks: [[17, 18]],
      team,
      rosterOfSeed: () => undefined,
      pointsOf: (week, rosterId) => (week === 17 ? finalPoints[17]![rosterId]! : null),
    });
    expect([final!.a.points, final!.b.points, final!.winnerRosterId]).toEqual([130, 100, null]);
  });

  it('is won in the simulation on the sum of both weeks; a one-week final on its week', () => {
    const input = (roundWeeks: number[][]): OddsInput => ({
      teams: [1, 2].map((rosterId) => ({
        rosterId,
        wins: 10,
        losses: 4,
        ties: 0,
        pointsFor: 1000 - rosterId,
        pointsAgainst: 900,
        division: null,
      })),
      median: false,
      remaining: [],
      playoffTeams: 2,
      roundWeeks,
      bracket: bracketLayout(2),
      prizes: { first: 100, second: 50, third: 0, highestPoints: 0, unlucky: 0, blowout: 0 },
      blowoutSoFar: null,
    });
    const model = { draw: (team: number, week: number) => finalPoints[week]![team + 1]! };
    const title = (roundWeeks: number[][]) =>
      simulatePlayoffOdds(input(roundWeeks), { runs: 3, seed: 1, model }).teams.map((t) => t.title);
    expect(title([[17, 18]])).toEqual([0, 1]);
    expect(title([[17]])).toEqual([1, 0]);
  });
});
