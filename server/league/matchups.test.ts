import { describe, expect, it } from 'vitest';
import type { SleeperMatchup } from '../sleeper/schemas';
import { matchupPoints, pairMatchups, summarizeWeek, toEntries } from './matchups';
import { buildTeams } from './teams';
import { makeRoster, makeUser } from './test-data';

const rosters = [1, 2, 3, 4, 5].map((id) => makeRoster(id, { wins: id, losses: 5 - id }));
const teams = buildTeams(
  rosters,
  [1, 2, 3, 4, 5].map((id) => makeUser(`u${id}`, `user${id}`, `Team ${'ABCDE'[id - 1]}`)),
);

const row = (
  rosterId: number,
  matchupId: number | null,
  points: number,
  custom: number | null = null,
): SleeperMatchup => ({
  roster_id: rosterId,
  matchup_id: matchupId,
  points,
  custom_points: custom,
});

describe('pairMatchups', () => {
  it('pairs rows by matchup id and leaves a null id as a bye', () => {
    const rows = [row(4, 2, 101.26), row(1, 1, 120.04), row(5, null, 88), row(2, 1, 99.5), row(3, 2, 110)];
    const { pairs, byes } = pairMatchups(rows, teams, rosters);
    expect(pairs.map((p) => [p.matchupId, p.home.rosterId, p.away.rosterId])).toEqual([
      [1, 1, 2],
      [2, 3, 4],
    ]);
    expect(byes.map((b) => b.rosterId)).toEqual([5]);
    expect(pairs[0]).toMatchObject({ winnerRosterId: 1, margin: 20.54 });
    expect(pairs[1]).toMatchObject({ winnerRosterId: 3, margin: 8.74 });
    expect(pairs[0]?.home).toMatchObject({
      name: 'Team A',
      username: 'user1',
      wins: 1,
      losses: 4,
      points: 120.04,
    });
  });

  it('lets custom_points override points', () => {
    const rows = [row(1, 1, 120, 90), row(2, 1, 100)];
    expect(matchupPoints(rows[0]!)).toBe(90);
    const { pairs } = pairMatchups(rows, teams, rosters);
    expect(pairs[0]).toMatchObject({ winnerRosterId: 2, margin: 10 });
  });

  it('has no winner on a tie and treats a lone matchup id as a bye', () => {
    const { pairs, byes } = pairMatchups([row(1, 1, 0), row(2, 1, 0), row(3, 7, 50)], teams, rosters);
    expect(pairs[0]).toMatchObject({ winnerRosterId: null, margin: 0 });
    expect(byes.map((b) => b.rosterId)).toEqual([3]);
  });
});

describe('summarizeWeek', () => {
  const entries = toEntries([row(1, 1, 100), row(2, 1, 80), row(3, 2, 120), row(4, 2, 0.5)]);

  it('averages the team scores and counts games once the week is over', () => {
    expect(summarizeWeek(entries, [1, 2], true, true, { kickoffAt: '2025-12-11T01:15:00.000Z' })).toEqual({
      gamesComplete: 2,
      totalGames: 2,
      finalMatchupIds: [1, 2],
      correctedMatchupIds: [],
      averageScore: 75.13,
      seasonStarted: true,
      weekComplete: true,
      state: 'final',
      kickoffAt: null,
    });
    expect(summarizeWeek(entries, [1, 2], false, true)).toMatchObject({ gamesComplete: 0, state: 'live' });
  });

  it('counts a game over on its own while the week is played, the week still live', () => {
    expect(summarizeWeek(entries, [1, 2], false, true, { finalIds: [2] })).toMatchObject({
      gamesComplete: 1,
      totalGames: 2,
      finalMatchupIds: [2],
      state: 'live',
      weekComplete: false,
    });
  });

  it('says a week with no points yet is still to play, with its kickoff when known', () => {
    const empty = toEntries([row(1, 1, 0), row(2, 1, 0)]);
    expect(summarizeWeek(empty, [1], false, true, { kickoffAt: '2025-12-11T01:15:00.000Z' })).toMatchObject({
      state: 'upcoming',
      kickoffAt: '2025-12-11T01:15:00.000Z',
      gamesComplete: 0,
    });
  });

  it('says the season has not started before any points exist', () => {
    const empty = toEntries([row(1, 1, 0), row(2, 1, 0)]);
    expect(summarizeWeek(empty, [1], false, false)).toMatchObject({
      averageScore: null,
      seasonStarted: false,
    });
    expect(summarizeWeek(empty, [1], false, true)).toMatchObject({ averageScore: null, seasonStarted: true });
  });
});
