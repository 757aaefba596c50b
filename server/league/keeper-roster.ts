// A roster's players as the keeper views see them (docs/product.md §3 "Roster player (keeper views)"):
// the draft round comes from the keeper season's draft picks; a player with no pick is a waiver pickup.
import type { KeeperRosterPlayer } from '../../common/keepers';
import type { PlayerInfo } from '../sleeper/gateway';
import type { SleeperDraftPick, SleeperRoster } from '../sleeper/schemas';
import { playerOfInfo } from './draft-board';
import { positionRank } from './lineup';

export function keeperRosterPlayers(
  roster: SleeperRoster,
  seasonPicks: readonly SleeperDraftPick[],
  players: ReadonlyMap<string, PlayerInfo>,
): KeeperRosterPlayer[] {
  const roundOf = new Map(seasonPicks.map((p) => [p.player_id, p.round]));
  return (roster.players ?? [])
    .map((playerId) => {
      const { name, position, team } = playerOfInfo(players.get(playerId), playerId);
      const draftRound = roundOf.get(playerId) ?? null;
      const isWaiverPickup = draftRound === null;
      return {
        playerId,
        playerName: name,
        position,
        team,
        draftRound,
        round: draftRound,
        isWaiverPickup,
        isWaiver: isWaiverPickup,
      };
    })
    .sort(
      (a, b) =>
        positionRank(a.position) - positionRank(b.position) ||
        (a.draftRound ?? 99) - (b.draftRound ?? 99) ||
        a.playerName.localeCompare(b.playerName),
    );
}
