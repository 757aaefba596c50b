import { describe, expect, it } from 'vitest';
import { computeStandings } from './standings';
import { buildTeams } from './teams';
import { makeLeague, makeRoster, makeUser } from './test-data';

describe('computeStandings', () => {
  const league = makeLeague();

  it('ranks by wins, then by points for (fpts + fpts_decimal/100)', () => {
    const rosters = [
      makeRoster(1, { wins: 5, losses: 5, fpts: 1200 }),
      makeRoster(2, { wins: 7, losses: 3, fpts: 1000 }),
      // Same wins as roster 4: 1100.55 beats 1100.40 on the decimals alone.
      makeRoster(3, { wins: 6, losses: 4, fpts: 1100, fptsDecimal: 55 }),
      makeRoster(4, { wins: 6, losses: 4, fpts: 1100, fptsDecimal: 40 }),
    ];
    const users = [
      makeUser('u1', 'alice', 'Alpha'),
      makeUser('u2', 'bob'),
      makeUser('u3', 'cy'),
      makeUser('u4', 'di'),
    ];
    const standings = computeStandings(league, rosters, buildTeams(rosters, users));
    expect(standings.map((s) => s.rosterId)).toEqual([2, 3, 4, 1]);
    expect(standings.map((s) => s.rank)).toEqual([1, 2, 3, 4]);
    expect(standings[1]?.pointsFor).toBe(1100.55);
    expect(standings[3]).toMatchObject({ teamName: 'Alpha', username: 'alice', pointsAgainst: 900.5 });
    expect(standings[0]?.teamName).toBe('bob');
  });

  it('counts a tie as half a win', () => {
    const rosters = [
      makeRoster(1, { wins: 6, losses: 4, fpts: 900 }),
      makeRoster(2, { wins: 6, losses: 3, ties: 1, fpts: 800 }),
    ];
    const standings = computeStandings(league, rosters, buildTeams(rosters, []));
    expect(standings.map((s) => s.rosterId)).toEqual([2, 1]);
  });

  it('gives every team a playoff status', () => {
    const rosters = Array.from({ length: 12 }, (_, i) => makeRoster(i + 1, { wins: 13 - i, losses: i }));
    const standings = computeStandings(league, rosters, buildTeams(rosters, []));
    // 13 weeks played of 14: one game left, a lead of 2+ wins over 7th place is safe.
    expect(standings[0]?.playoffStatus).toBe('clinched');
    expect(standings[11]?.playoffStatus).toBe('eliminated');
    expect(standings[5]?.playoffStatus).toBe('fighting');
  });
});
