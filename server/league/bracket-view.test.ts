import { describe, expect, it } from 'vitest';
import type { BracketTeam } from '../../common/bracket';
import type { SleeperBracketMatch } from '../sleeper/schemas';
import { bracketView, byeRosters } from './bracket-view';
import { bracketFromProvider } from './playoff-bracket';

const team = (rosterId: number): BracketTeam => ({
  rosterId,
  ownerId: null,
  teamName: `Team ${rosterId}`,
  seed: rosterId,
  seedChance: null,
  seedProven: false,
});

// A six-team bracket during its playoffs: round 1 played (3 beat 6, 5 beat 4), round 2 under way.
const rows: SleeperBracketMatch[] = [
  { r: 1, m: 1, t1: 3, t2: 6, w: 3, l: 6 },
  { r: 1, m: 2, t1: 4, t2: 5, w: 5, l: 4 },
  { r: 2, m: 3, t1: 1, t2_from: { w: 2 }, t2: 5, w: null, l: null },
  { r: 2, m: 4, t1: 2, t2_from: { w: 1 }, t2: 3, w: null, l: null },
  { r: 3, m: 5, t1_from: { w: 3 }, t2_from: { w: 4 }, t1: null, t2: null, w: null, l: null, p: 1 },
  { r: 3, m: 6, t1_from: { l: 3 }, t2_from: { l: 4 }, t1: null, t2: null, w: null, l: null, p: 3 },
] as SleeperBracketMatch[];

describe('a bracket during the playoffs', () => {
  const games = bracketView({
    bracket: bracketFromProvider(rows)!,
    roundWeeks: [[15], [16], [17]],
    team,
    rosterOfSeed: () => undefined,
    // Week 15 played, week 16 being played, week 17 to come.
    pointsOf: (week, rosterId) =>
      week === 15
        ? ({ 3: 120.5, 6: 90, 4: 95, 5: 101 }[rosterId] ?? null)
        : week === 16
          ? 60 + rosterId
          : null,
  });

  it('shows the played round with its scores and winners, the round being played with its scores', () => {
    expect(games.map((g) => [g.game, g.round, g.week])).toEqual([
      [1, 1, 15],
      [2, 1, 15],
      [3, 2, 16],
      [4, 2, 16],
      [5, 3, 17],
      [6, 3, 17],
    ]);
    expect(games[0]).toMatchObject({ winnerRosterId: 3, a: { points: 120.5 }, b: { points: 90 } });
    expect(games[1]).toMatchObject({ winnerRosterId: 5, a: { points: 95 }, b: { points: 101 } });
    expect(games[2]).toMatchObject({ winnerRosterId: null, a: { team: { rosterId: 1 }, points: 61 } });
  });

  it('names the final’s sides by the games they come from, and places the final and third place', () => {
    expect(games[4]).toMatchObject({
      place: 1,
      a: { team: null, from: 'Winner of game 3', points: null },
      b: { team: null, from: 'Winner of game 4' },
    });
    expect(games[5]!.a.from).toBe('Loser of game 3');
    expect(byeRosters(games).sort()).toEqual([1, 2]);
  });
});
