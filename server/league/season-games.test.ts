import { describe, expect, it } from 'vitest';
import type { SleeperMatchup } from '../sleeper/schemas';
import { biggestBlowout } from './blowouts';
import { headToHeadRecords } from './head-to-head';
import { playedGames, type WeekMatchups } from './season-games';
import { makeRoster, makeUser } from './test-data';
import { buildTeams } from './teams';

const rosters = [1, 2, 3, 4].map((id) => makeRoster(id, { wins: 0, losses: 0 }));
const teams = buildTeams(
  rosters,
  rosters.map((r) => makeUser(r.owner_id!, `Owner ${r.roster_id}`)),
);
const row = (rosterId: number, matchupId: number | null, points: number): SleeperMatchup => ({
  roster_id: rosterId,
  matchup_id: matchupId,
  points,
});

const weeks: WeekMatchups[] = [
  // Week 1: 1 beats 2 by 30.5, 3 and 4 tie.
  { week: 1, matchups: [row(1, 1, 120.5), row(2, 1, 90), row(3, 2, 100), row(4, 2, 100)] },
  // Week 2: 4 beats 3 by 50.25 (the blowout), 2 beats 1 by 1.
  { week: 2, matchups: [row(1, 1, 99), row(2, 1, 100), row(3, 2, 70), row(4, 2, 120.25)] },
  // Week 3: 1 beats 3 by 50.25 as well (equal margin: the earlier week keeps the record); 2 has a bye.
  { week: 3, matchups: [row(1, 1, 150.25), row(3, 1, 100), row(2, null, 0), row(4, null, 0)] },
  // Week 4: not played yet (all zero), must count for nothing.
  { week: 4, matchups: [row(1, 1, 0), row(2, 1, 0), row(3, 2, 0), row(4, 2, 0)] },
];

describe('history games', () => {
  const games = playedGames(weeks, teams, rosters);

  it('skips unplayed weeks', () => {
    expect(games.map((g) => g.week)).toEqual([1, 2, 3]);
  });

  it('recomputes head-to-head records with ties and byes', () => {
    const records = headToHeadRecords(games);
    expect(records.get(1)).toEqual({ wins: 2, losses: 1, ties: 0 });
    expect(records.get(2)).toEqual({ wins: 1, losses: 1, ties: 0 });
    expect(records.get(3)).toEqual({ wins: 0, losses: 2, ties: 1 });
    expect(records.get(4)).toEqual({ wins: 1, losses: 0, ties: 1 });
  });

  it('finds the biggest blowout across weeks, ignoring the tie, earlier week on equal margins', () => {
    expect(biggestBlowout(games)).toEqual({
      week: 2,
      winnerRosterId: 4,
      loserRosterId: 3,
      winnerPoints: 120.25,
      loserPoints: 70,
      margin: 50.25,
    });
  });

  it('has no blowout when every game is tied', () => {
    const tied = playedGames([{ week: 1, matchups: [row(1, 1, 80), row(2, 1, 80)] }], teams, rosters);
    expect(biggestBlowout(tied)).toBeNull();
  });
});
