import { describe, expect, it } from 'vitest';
import { checkSelection } from '../../common/keeper-rules';
import { demoManifest, readDemoFixture } from '../sleeper/demo-fixtures';
import type { PlayerInfo } from '../sleeper/gateway';
import type { SleeperDraftPick, SleeperRoster } from '../sleeper/schemas';
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

describe('keeperRosterPlayers on the demo league', () => {
  it('gives every 2025 team a complete selection the keeper rules accept', () => {
    const season = demoManifest().seasons.find((s) => s.season === '2025')!;
    const rosters = readDemoFixture<SleeperRoster[]>(`league/${season.leagueId}/rosters`);
    const picks = readDemoFixture<SleeperDraftPick[]>(`draft/${season.draftId}/picks`);
    const directory =
      readDemoFixture<Record<string, { full_name: string; position: string; team: string | null }>>(
        'players/nfl',
      );
    const players = new Map(
      Object.entries(directory).map(([id, p]) => [
        id,
        { ...info(id, p.full_name, p.position), team: p.team },
      ]),
    );
    expect(rosters).toHaveLength(12);
    for (const roster of rosters) {
      const list = keeperRosterPlayers(roster, picks, players);
      const drafted = list.filter((p) => !p.isWaiverPickup);
      const waivers = list.filter((p) => p.isWaiverPickup);
      // Manifest: at least 4 waiver pickups at 4 positions, and drafted players at QB, RB, WR and TE.
      expect(new Set(waivers.map((p) => p.position)).size).toBeGreaterThanOrEqual(4);
      expect(
        drafted.every((p) =>
          picks.some((pick) => pick.player_id === p.playerId && pick.round === p.draftRound),
        ),
      ).toBe(true);
      const franchise = drafted.find((p) => p.position === 'QB')!;
      const lottery = waivers.filter((p) => p.position !== 'QB').slice(0, 3);
      const picksBySlot = {
        franchise: franchise.playerId,
        lottery1: lottery[0]?.playerId ?? null,
        lottery2: lottery[1]?.playerId ?? null,
        lottery3: lottery[2]?.playerId ?? null,
      };
      const byId = new Map(list.map((p) => [p.playerId, p]));
      expect(checkSelection(picksBySlot, byId, { requireComplete: true })).toEqual({ ok: true });
    }
  });
});
