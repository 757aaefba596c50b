// A team's outlook while its week is played, as the matchup card and the roster dialog both print it
// (from the same answer, so they read the same): "4 left · proj 135.7 · 54% to win".
import type { TeamOutlook } from '@common/league';
import { formatPoints } from '@/lib/format';
import { formatChance } from '@/entities/playoff-odds/chance';

/** The outlook's two parts: the players left and the projected final, then the chance to win. */
export function outlookParts(outlook: TeamOutlook): { figures: string; chance: string } {
  return {
    figures: `${outlook.playersLeft} left · proj ${formatPoints(outlook.projectedFinal)}`,
    // A game with players left is never certain (">99.9%", not "100%"); one over is (100% or 0%).
    chance: `${formatChance(outlook.winChance, outlook.gameOver)} to win`,
  };
}
