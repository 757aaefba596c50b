import type { MatchupPair } from '@common/league';
import { formatPoints } from '@/lib/format';

/** Spec: '{winner} wins by {margin}' (margin to one decimal); a level game says so. */
export function resultLine(pair: MatchupPair): string {
  if (pair.winnerRosterId === null) return `Tied at ${formatPoints(pair.home.points)}`;
  const winner = pair.winnerRosterId === pair.home.rosterId ? pair.home : pair.away;
  return `${winner.name} wins by ${formatPoints(pair.margin)}`;
}
