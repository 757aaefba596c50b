import { describe, expect, it } from 'vitest';
import type { PlayerInfo } from '../sleeper/gateway';
import { keeperRosterPlayers } from './keeper-roster';

const info = (playerId: string, fullName: string, position: string): PlayerInfo => ({
  playerId,
  firstName: null,
  lastName: null,
  fullName,
  position,
  team: 'KC',
  status: null,
  injuryStatus: null,
});

describe('keeperRosterPlayers', () => {
  it('gives drafted players their round and marks players with no pick as waiver pickups', () => {
    const players = keeperRosterPlayers(
      {
        roster_id: 4,
        owner_id: 'u',
        players: ['w', 'd', 'q'],
        settings: { wins: 0, losses: 0, ties: 0, fpts: 0 },
      },
      // 'd' was drafted by another team in round 5 and traded here: still a drafted player.
      [
        { round: 5, pick_no: 50, roster_id: 9, player_id: 'd' },
        { round: 2, pick_no: 20, roster_id: 4, player_id: 'q' },
        { round: 1, pick_no: 1, roster_id: 4, player_id: 'elsewhere' },
      ],
      new Map([
        ['w', info('w', 'Will Waiver', 'WR')],
        ['d', info('d', 'Dan Drafted', 'RB')],
        ['q', info('q', 'Quinn Quarterback', 'QB')],
      ]),
    );
    expect(players.map((p) => [p.playerId, p.position, p.draftRound, p.isWaiverPickup])).toEqual([
      ['q', 'QB', 2, false],
      ['d', 'RB', 5, false],
      ['w', 'WR', null, true],
    ]);
    expect(players[2]).toMatchObject({ playerName: 'Will Waiver', round: null, isWaiver: true, team: 'KC' });
  });
});
