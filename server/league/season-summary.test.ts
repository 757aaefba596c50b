import { describe, expect, it } from 'vitest';
import type { SleeperMatchup } from '../sleeper/schemas';
import { summarizeSeason } from './season-summary';
import { makeLeague, makeRoster, makeUser } from './test-data';

const row = (rosterId: number, matchupId: number, points: number): SleeperMatchup => ({
  roster_id: rosterId,
  matchup_id: matchupId,
  points,
});
const users = [
  makeUser('u1', 'Ann', 'Aces'),
  makeUser('u2', 'Bob'),
  makeUser('u3', 'Cat', 'Cats'),
  makeUser('u4', 'Dan'),
];
// Two regular-season weeks of a 4-team median league. Week 1: 1 beats 2 (110-100), 3 beats 4 (90-80);
// median 95 -> 1 and 2 above it. Week 2: 2 beats 1 (105-60), 4 beats 3 (101-100); median 100.5 -> 2 and 4.
const regularSeason = [
  { week: 1, matchups: [row(1, 1, 110), row(2, 1, 100), row(3, 2, 90), row(4, 2, 80)] },
  { week: 2, matchups: [row(1, 1, 60), row(2, 1, 105), row(3, 2, 100), row(4, 2, 101)] },
];
// Sleeper's records count the median game too: head to head + median results.
const medianRosters = [
  makeRoster(1, { wins: 2, losses: 2, fpts: 170 }), // h2h 1-1, median 1-1
  makeRoster(2, { wins: 3, losses: 1, fpts: 205 }), // h2h 1-1, median 2-0
  makeRoster(3, { wins: 1, losses: 3, fpts: 190 }), // h2h 1-1, median 0-2
  makeRoster(4, { wins: 2, losses: 2, fpts: 181 }), // h2h 1-1, median 1-1
];
const bracket = [
  { r: 1, m: 1, t1: 1, t2: 2, w: 2, l: 1, p: 1 },
  { r: 1, m: 2, t1: 3, t2: 4, w: 3, l: 4, p: 3 },
];

describe('summarizeSeason', () => {
  it('recomputes head-to-head records in a median season and keeps Sleeper’s record with the median', () => {
    const league = makeLeague(
      { league_average_match: 1, playoff_week_start: 3 },
      { status: 'complete', season: '2024', total_rosters: 4 },
    );
    const season = summarizeSeason({
      league,
      rosters: medianRosters,
      users,
      winnersBracket: bracket,
      regularSeason,
    });
    expect(season.isMedian).toBe(true);
    const byRoster = new Map(season.standings.map((s) => [s.rosterId, s]));
    for (const id of [1, 2, 3, 4]) expect(byRoster.get(id)).toMatchObject({ wins: 1, losses: 1, ties: 0 });
    expect(byRoster.get(2)!.withMedian).toEqual({ wins: 3, losses: 1, ties: 0 });
    expect(byRoster.get(3)!.withMedian).toEqual({ wins: 1, losses: 3, ties: 0 });
  });

  it('orders a complete season by playoff finish and names champion, runner-up and third', () => {
    const league = makeLeague(
      { playoff_week_start: 3 },
      { status: 'complete', season: '2023', total_rosters: 4 },
    );
    const season = summarizeSeason({
      league,
      rosters: medianRosters,
      users,
      winnersBracket: bracket,
      regularSeason,
    });
    expect(season.isMedian).toBe(false);
    // Without last_scored_leg the season ends with a 3-week playoff: weeks 3-5.
    expect([season.playoffWeekStart, season.finalWeek]).toEqual([3, 5]);
    expect(season.standings.map((s) => s.rosterId)).toEqual([2, 1, 3, 4]);
    expect(season.champion).toBe('Bob');
    expect(season.championOwner).toBe('Bob');
    expect(season.runnerUp?.teamName).toBe('Aces');
    expect(season.thirdPlace?.teamName).toBe('Cats');
    // Without the median the records are Sleeper's.
    expect(season.standings[0]).toMatchObject({ wins: 3, losses: 1, rank: 1, playoffFinish: 1 });
    expect(season.totalPoints).toBe(746);
    expect(season.avgPoints).toBe(186.5);
    expect(season.biggestBlowout).toMatchObject({
      week: 2,
      margin: 45,
      winner: { rosterId: 2, points: 105 },
      loser: { rosterId: 1 },
    });
  });

  it('places a season left post_season after its final exactly as a complete one', () => {
    const input = (status: string) => ({
      league: makeLeague({ playoff_week_start: 3 }, { status, season: '2023', total_rosters: 4 }),
      rosters: medianRosters,
      users,
      winnersBracket: bracket,
      regularSeason,
    });
    const postSeason = summarizeSeason(input('post_season'));
    expect(postSeason.isComplete).toBe(true);
    expect(postSeason.status).toBe('post_season');
    // The champion (roster 2, second by record) ranks 1st, the runner-up 2nd, third place 3rd.
    expect(postSeason.standings.map((s) => [s.rosterId, s.playoffFinish])).toEqual([
      [2, 1],
      [1, 2],
      [3, 3],
      [4, 4],
    ]);
    expect({ ...postSeason, status: 'complete' }).toEqual(summarizeSeason(input('complete')));
  });

  it('places nobody while the final is unplayed, though an earlier placement game is decided', () => {
    const finalUnplayed = bracket.map((m) => (m.p === 1 ? { ...m, w: null, l: null } : m));
    const season = summarizeSeason({
      league: makeLeague({ playoff_week_start: 3 }, { status: 'post_season', total_rosters: 4 }),
      rosters: medianRosters,
      users,
      winnersBracket: finalUnplayed,
      regularSeason,
    });
    expect(season.isComplete).toBe(false);
    expect(season.standings.every((s) => s.playoffFinish === null)).toBe(true);
  });

  it('ranks an unfinished season by record only, with no champion yet', () => {
    const league = makeLeague({ playoff_week_start: 3 }, { status: 'in_season', total_rosters: 4 });
    const season = summarizeSeason({
      league,
      rosters: medianRosters,
      users,
      winnersBracket: [],
      regularSeason,
    });
    expect(season.isComplete).toBe(false);
    expect(season.champion).toBeNull();
    expect(season.standings.map((s) => s.rosterId)).toEqual([2, 4, 1, 3]);
    expect(season.standings.every((s) => s.playoffFinish === null)).toBe(true);
  });
});
