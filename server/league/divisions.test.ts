import { describe, expect, it } from 'vitest';
import { bracketLayout } from './playoff-bracket';
import { clinchesByWinningOut, simulatePlayoffOdds, type OddsInput } from './playoff-odds';
import { computeStandings } from './standings';
import { buildTeams } from './teams';
import { makeLeague, makeRoster } from './test-data';

// A hand-made league of 8 teams in 2 divisions, 4 playoff teams, 14 regular-season weeks: division 1
// (named "North") is strong, division 2 (unnamed) weak, so its leader has a worse record than three
// teams of the North.
const records: Array<[rosterId: number, division: number, wins: number]> = [
  [1, 1, 12],
  [2, 1, 11],
  [3, 1, 10],
  [4, 1, 9],
  [5, 2, 7],
  [6, 2, 5],
  [7, 2, 3],
  [8, 2, 1],
];
const divided = makeLeague(
  { playoff_teams: 4, divisions: 2 },
  { total_rosters: 8, metadata: { division_1: 'North' } },
);

/** The rosters after `games` games each, with the wins above. */
function rostersAfter(games: number) {
  return records.map(([rosterId, division, wins]) => {
    const roster = makeRoster(rosterId, { wins, losses: games - wins });
    roster.settings.division = division;
    return roster;
  });
}
const standingsOf = (league: typeof divided, rosters: ReturnType<typeof rostersAfter>) =>
  computeStandings(league, rosters, buildTeams(rosters, []));

describe('standings of a league with divisions', () => {
  const standings = standingsOf(divided, rostersAfter(14));

  it('gives each row its division (the league’s name, else "Division n") in standings order', () => {
    expect(standings.map((s) => s.rosterId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(standings.map((s) => s.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(standings[0]!.division).toEqual({ number: 1, name: 'North', leader: true });
    expect(standings[4]!.division).toEqual({ number: 2, name: 'Division 2', leader: true });
    expect(standings.filter((s) => s.division?.leader).map((s) => s.rosterId)).toEqual([1, 5]);
  });

  it('seeds the division leaders first: a leader with a worse record above better non-leaders', () => {
    const seeds = new Map(standings.map((s) => [s.rosterId, s.seed]));
    expect([1, 5, 2, 3, 4, 6, 7, 8].map((id) => seeds.get(id))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // The season is over: the playoff teams are the top 4 seeds, 9-5 roster 4 is out, 7-7 roster 5 in.
    const status = new Map(standings.map((s) => [s.rosterId, s.playoffStatus]));
    expect([1, 5, 2, 3].map((id) => status.get(id))).toEqual(Array(4).fill('clinched'));
    expect(status.get(4)).toBe('eliminated');
  });

  it('while the season runs, a sure division leader has clinched and a team behind it may still pass', () => {
    // 13 games played, one left: 12-1, 11-2, 10-3, 9-4 | 7-6, 5-8, 3-10, 1-12.
    const running = new Map(standingsOf(divided, rostersAfter(13)).map((s) => [s.rosterId, s.playoffStatus]));
    // Roster 5 leads its division whatever happens (its mates can reach 6 wins at most): a top-2 seed,
    // though four teams are beyond its best record.
    expect(running.get(5)).toBe('clinched');
    expect(running.get(2)).toBe('clinched');
    // 10-3 and 9-4 can still tie for the last seed; 5-8 can no longer lead its division or pass four.
    expect([running.get(3), running.get(4)]).toEqual(['fighting', 'fighting']);
    expect(running.get(6)).toBe('eliminated');
  });
});

describe('a league without divisions', () => {
  it('is seeded by its standings, with no division on any row (one division counts as none)', () => {
    for (const league of [makeLeague({ playoff_teams: 4 }), makeLeague({ playoff_teams: 4, divisions: 1 })]) {
      const standings = standingsOf(league, rostersAfter(14));
      expect(standings.map((s) => s.seed)).toEqual(standings.map((s) => s.rank));
      expect(standings.every((s) => s.division === null)).toBe(true);
      expect(standings.map((s) => s.playoffStatus)).toEqual([
        ...Array(4).fill('clinched'),
        ...Array(4).fill('eliminated'),
      ]);
    }
  });
});

describe('the playoff simulation with divisions', () => {
  const input: OddsInput = {
    teams: records.map(([rosterId, division, wins]) => ({
      rosterId,
      wins,
      losses: 14 - wins,
      ties: 0,
      pointsFor: 1000,
      pointsAgainst: 900,
      division,
    })),
    median: false,
    remaining: [],
    playoffTeams: 4,
    roundWeeks: [[15], [16]],
    bracket: bracketLayout(4),
    prizes: { first: 0, second: 0, third: 0, highestPoints: 0, unlucky: 0, blowout: 0 },
    blowoutSoFar: null,
  };

  it('seeds the division leaders first, and proves their spot', () => {
    const result = simulatePlayoffOdds(input, { runs: 5, seed: 1, model: { draw: () => 100 } });
    expect(result.teams.map((t) => t.expectedSeed)).toEqual([1, 3, 4, 5, 2, 6, 7, 8]);
    expect(result.teams.map((t) => t.playoffs)).toEqual([1, 1, 1, 0, 1, 0, 0, 0]);
    expect(clinchesByWinningOut(input, 5)).toBe(true);
    expect(clinchesByWinningOut(input, 4)).toBe(false);
  });
});
