// A player as a roster names him, the one mapping from the provider's player directory for the roster
// dialog (server/modules/league/service.ts) and the manager page's current roster (./current-roster.ts).
import type { CurrentRosterPlayer } from '../../common/almanac';
import type { PlayerInfo } from '../sleeper/gateway';
import { shortStatus } from './player-status';

/** Name, position, NFL team and short status; a player the directory lacks goes by his id. */
export function rosterPlayerOf(playerId: string, info: PlayerInfo | undefined): CurrentRosterPlayer {
  return {
    playerId,
    firstName: info?.firstName ?? playerId,
    lastName: info?.lastName ?? '',
    position: info?.position ?? 'UNK',
    team: info?.team ?? null,
    status: shortStatus(info?.injuryStatus, info?.status),
  };
}
