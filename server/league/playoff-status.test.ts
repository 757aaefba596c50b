import { describe, expect, it } from 'vitest';
import {
  computePlayoffStatuses,
  resultsLeft,
  seedRanges,
  type PlayoffRace,
  type SeasonShape,
} from './playoff-status';

/** Teams from [wins, losses] pairs, ranked in the given order. */
function race(records: readonly [number, number][]): PlayoffRace[] {
  return records.map(([wins, losses], i) => ({
    rosterId: i + 1,
    wins,
    losses,
    ties: 0,
    seed: i + 1,
    division: null,
  }));
}

const shape: SeasonShape = { regularSeasonWeeks: 14, resultsPerWeek: 1, playoffTeams: 6 };

describe('computePlayoffStatuses', () => {
  it('clinches a team that not enough others can catch and eliminates one that cannot catch enough', () => {
    // 11 weeks played, 3 left.
    const teams = race([
      [11, 0],
      [10, 1],
      [9, 2],
      [8, 3],
      [7, 4],
      [6, 5],
      [5, 6],
      [4, 7],
      [3, 8],
      [2, 9],
      [1, 10],
      [0, 11],
    ]);
    const statuses = computePlayoffStatuses(teams, shape);
    // Team 1 (11 wins): others reaching 11 = teams 2..4 (10+3, 9+3, 8+3) -> 3 < 6: clinched.
    expect(statuses.get(1)).toBe('clinched');
    // Team 4 (8 wins): teams 1..3 already there, 5..7 can reach 8 (7+3,6+3,5+3) -> 6: not clinched.
    expect(statuses.get(4)).toBe('fighting');
    // Team 9 (3 wins, best 6): only teams 1..5 are above 6 -> still fighting.
    expect(statuses.get(9)).toBe('fighting');
    // Team 10 (2 wins, best 5): teams 1..6 are above 5 -> eliminated.
    expect(statuses.get(10)).toBe('eliminated');
    // Team 12 (0 wins, best 3): teams 1..8 have more than 3 -> eliminated.
    expect(statuses.get(12)).toBe('eliminated');
    // Team 11 (1 win, best 4): teams 1..7 have more than 4 -> eliminated.
    expect(statuses.get(11)).toBe('eliminated');
  });

  it('keeps everyone fighting early in the season', () => {
    const teams = race(
      Array.from({ length: 12 }, (_, i) => [i < 6 ? 1 : 0, i < 6 ? 0 : 1] as [number, number]),
    );
    const statuses = computePlayoffStatuses(teams, shape);
    expect([...statuses.values()].every((s) => s === 'fighting')).toBe(true);
  });

  it('does not clinch on a tie of wins (points could break it either way)', () => {
    // One game left; team 6 and team 7 could both end on 9 wins.
    const teams = race([
      [12, 1],
      [11, 2],
      [10, 3],
      [10, 3],
      [9, 4],
      [9, 4],
      [8, 5],
      [5, 8],
      [4, 9],
      [3, 10],
      [2, 11],
      [1, 12],
    ]);
    const statuses = computePlayoffStatuses(teams, shape);
    expect(statuses.get(6)).toBe('fighting');
    expect(statuses.get(7)).toBe('fighting');
    // Team 8 (5 wins, best 6): 7 teams already above 6 -> eliminated.
    expect(statuses.get(8)).toBe('eliminated');
  });

  it('decides by rank once the regular season is over (last week played)', () => {
    const teams = race([
      [12, 2],
      [10, 4],
      [9, 5],
      [8, 6],
      [8, 6],
      [8, 6],
      [8, 6],
      [6, 8],
      [5, 9],
      [4, 10],
      [3, 11],
      [1, 13],
    ]);
    const statuses = computePlayoffStatuses(teams, shape);
    // Ranks 4..7 are tied on wins; the standings order (points) decides now that nothing is left.
    expect(statuses.get(6)).toBe('clinched');
    expect(statuses.get(7)).toBe('eliminated');
    expect([...statuses.values()].filter((s) => s === 'clinched')).toHaveLength(6);
  });

  it('plays two results a week in a median season', () => {
    const median: SeasonShape = { ...shape, resultsPerWeek: 2 };
    // 13 weeks played = 26 results; 2 results left each.
    expect(resultsLeft({ rosterId: 1, wins: 20, losses: 6, ties: 0, seed: 1, division: null }, median)).toBe(
      2,
    );
    const teams = race([
      [22, 4],
      [20, 6],
      [18, 8],
      [17, 9],
      [16, 10],
      [15, 11],
      [14, 12],
      [13, 13],
      [12, 14],
      [10, 16],
      [6, 20],
      [3, 23],
    ]);
    const statuses = computePlayoffStatuses(teams, median);
    // Team 5 (16): others reaching 16 are teams 1..4 and 6,7 (15+2, 14+2) -> 6: fighting. With one
    // result a week it would read the 26 results as a finished season.
    expect(statuses.get(5)).toBe('fighting');
    // Team 4 (17): teams 1..3, 5 (16+2), 6 (15+2) -> 5 < 6: clinched.
    expect(statuses.get(4)).toBe('clinched');
    // Team 9 (12, best 14): teams 1..6 above 14 -> eliminated; team 8 (13, best 15): 5 above -> fighting.
    expect(statuses.get(9)).toBe('eliminated');
    expect(statuses.get(8)).toBe('fighting');
  });
});

describe('seedRanges', () => {
  it('proves a seed that cannot change: 13-0 with one week left is seed 1, whatever is sampled', () => {
    // The demo's 2025 race before week 14: nobody else can reach 13 wins.
    const teams = race([
      [13, 0],
      [11, 2],
      [10, 3],
      [10, 3],
      [6, 7],
      [6, 7],
      [5, 8],
      [5, 8],
      [4, 9],
      [4, 9],
      [3, 10],
      [1, 12],
    ]);
    const ranges = seedRanges(teams, shape);
    expect(ranges.get(1)).toEqual({ best: 1, worst: 1 });
    // 11-2 can fall to 10-4 behind both 10-3 teams winning, or stay second: never first.
    expect(ranges.get(2)).toEqual({ best: 2, worst: 4 });
    // 1-12 can reach 2 wins, below the 3-10 team already: last for certain.
    expect(ranges.get(12)).toEqual({ best: 12, worst: 12 });
    // 3-10 can reach 4, tying the 4-9 teams (points decide): 9th to 11th.
    expect(ranges.get(11)).toEqual({ best: 9, worst: 11 });
  });

  it('is every seed early in the season, and exactly the standings once nothing is left', () => {
    const early = race(Array.from({ length: 12 }, () => [1, 1] as [number, number]));
    for (const range of seedRanges(early, shape).values()) expect(range).toEqual({ best: 1, worst: 12 });
    const over = race([
      [12, 2],
      [10, 4],
      [9, 5],
      [8, 6],
      [8, 6],
      [8, 6],
      [8, 6],
      [6, 8],
      [5, 9],
      [4, 10],
      [3, 11],
      [1, 13],
    ]);
    for (const [rosterId, range] of seedRanges(over, shape)) {
      expect(range).toEqual({ best: rosterId, worst: rosterId });
    }
  });
});
