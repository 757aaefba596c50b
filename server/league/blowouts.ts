// The biggest blowout of a season: the largest winning margin of any played game. A tie is no blowout;
// on equal margins the earlier week keeps it (it happened first).
import type { WeekGames } from './season-games';

export interface Blowout {
  week: number;
  winnerRosterId: number;
  loserRosterId: number;
  winnerPoints: number;
  loserPoints: number;
  margin: number;
}

export function biggestBlowout(weeks: readonly WeekGames[]): Blowout | null {
  let best: Blowout | null = null;
  for (const { week, pairs } of [...weeks].sort((a, b) => a.week - b.week)) {
    for (const { home, away, winnerRosterId, margin } of pairs) {
      if (winnerRosterId === null) continue;
      if (best !== null && margin <= best.margin) continue;
      const [winner, loser] = winnerRosterId === home.rosterId ? [home, away] : [away, home];
      best = {
        week,
        winnerRosterId: winner.rosterId,
        loserRosterId: loser.rosterId,
        winnerPoints: winner.points,
        loserPoints: loser.points,
        margin,
      };
    }
  }
  return best;
}
