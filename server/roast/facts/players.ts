// A player as a roast names them: display name and position, from the stored players directory.
import type { PlayerInfo } from '../../sleeper/gateway';

export interface PlayerRef {
  playerId: string;
  name: string;
  position: string;
}

/**
 * Team defenses are keyed by team code and carry city + nickname; everyone else has a name. Never the
 * raw id as a fallback (unlike the dashboard's names): in a roast digits would read as a number.
 */
/** A team's defense: keyed by its team code, where a player has a number. */
export const isTeamPlayer = (playerId: string) => /^[A-Z]{2,3}$/.test(playerId);

export function playerRef(playerId: string, directory: ReadonlyMap<string, PlayerInfo>): PlayerRef {
  const info = directory.get(playerId);
  const position = info?.position ?? (isTeamPlayer(playerId) ? 'DEF' : 'player');
  if (position === 'DEF') {
    const nickname = info?.lastName?.trim() || playerId;
    return { playerId, name: `the ${nickname} defense`, position };
  }
  const name =
    info?.fullName?.trim() ||
    [info?.firstName, info?.lastName].filter((s): s is string => Boolean(s?.trim())).join(' ') ||
    'a player nobody can name';
  return { playerId, name, position };
}
