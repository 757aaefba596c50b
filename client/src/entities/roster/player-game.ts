// Where a player's NFL game stands, as the roster dialog prints it on the week being played: the
// kickoff before, the game clock while it is played, Final after, each with the opponent where the
// schedule names it ("Q3 4:12 vs DAL"), as Sleeper's matchup screen does (docs/decisions/0033).
import type { RosterPlayer } from '@common/league';
import { formatNflClock } from '@common/nfl-clock';
import { formatCentral } from '@/lib/format';

type PlayerGame = Pick<RosterPlayer, 'game' | 'kickoffAt' | 'opponent' | 'gameClock'>;

export interface PlayerGameText {
  /** "Sun 7:20 PM", "Q3 4:12", "Final". */
  status: string;
  /** "vs DAL", when the schedule names the opponent (kept on one line where the line wraps). */
  versus: string | null;
}

/** His game's status and opponent; null when his game is not known. */
export function playerGameText(player: PlayerGame): PlayerGameText | null {
  const versus = player.opponent ? `vs ${player.opponent}` : null;
  switch (player.game) {
    case 'pre':
      return {
        status: player.kickoffAt ? formatCentral(player.kickoffAt, 'EEE h:mm a') : 'Yet to play',
        versus,
      };
    case 'in':
      return { status: player.gameClock ? formatNflClock(player.gameClock) : 'Playing', versus };
    case 'post':
      return { status: 'Final', versus };
    default:
      return null;
  }
}
