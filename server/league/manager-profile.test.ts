import { describe, expect, it } from 'vitest';
import type { ManagerSeason } from '../../common/almanac';
import type { AlmanacGame, AlmanacSide } from './almanac-games';
import { gamesApart } from './manager-profile';

const side = (rosterId: number, ownerId: string | null, points: number): AlmanacSide => ({
  rosterId,
  ownerId,
  teamName: `Team ${rosterId}`,
  ownerName: ownerId ?? 'Unknown Owner',
  points,
  benchPoints: null,
});
const game = (week: number, home: AlmanacSide, away: AlmanacSide, playoffs = false): AlmanacGame => ({
  season: '2024',
  week,
  matchupId: 1,
  playoffs,
  home,
  away,
  winnerRosterId: home.points > away.points ? home.rosterId : away.rosterId,
  margin: Math.abs(home.points - away.points),
});
const season = (year: string, wins: number, losses: number, imported?: true): ManagerSeason => ({
  season: year,
  rosterId: 1,
  teamName: 'Aces',
  isComplete: true,
  isMedian: false,
  wins,
  losses,
  ties: 1,
  withMedian: { wins, losses, ties: 1 },
  pointsFor: 1000,
  pointsAgainst: 900,
  seed: 1,
  finish: 1,
  playoffFinish: null,
  teams: 4,
  payouts: [],
  ...(imported ? { imported } : {}),
});

describe('gamesApart', () => {
  it('counts the imported seasons’ games and the regular-season games against nobody’s team', () => {
    const games = [
      game(1, side(1, 'ann', 100), side(2, 'bob', 90)),
      // Roster 3 was orphaned: its games belong to nobody, and head to head cannot list them.
      game(2, side(3, null, 80), side(1, 'ann', 95)),
      game(3, side(1, 'ann', 70), side(3, null, 110)),
      // A playoff game is in no career record.
      game(15, side(1, 'ann', 120), side(3, null, 100), true),
      game(4, side(2, 'bob', 100), side(3, null, 90)),
    ];
    const seasons = [season('2019', 8, 5, true), season('2020', 9, 4, true), season('2024', 2, 1)];
    expect(gamesApart('ann', seasons, games)).toEqual({
      imported: { games: 28, seasons: ['2019', '2020'] },
      withoutManager: 2,
    });
    expect(gamesApart('bob', [season('2024', 1, 1)], games)).toEqual({
      imported: { games: 0, seasons: [] },
      withoutManager: 1,
    });
  });
});
