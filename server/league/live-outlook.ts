// A lineup's outlook while its week is played (issue 33): the players left, the projected final and
// the chance to win, written down so that a member can follow it.
//
// The model. A starter who is done keeps his points. One yet to play is expected to score his
// projection; one playing, his points so far or his projection, whichever is more (the provider says
// nothing of how far his game has gone). What is still to come is uncertain: each player's remaining
// points have a spread of half his projection still to score (SPREAD_SHARE), independent of the
// others. A team's final is then normal around its projected final, and the chance to win is the
// chance that the difference of the two finals is above zero. Consequences: a finished game is 100/0
// (no spread left), an untouched one is the pre-game projection's chance, and with one player left
// only his spread decides.
import { normalCdf } from './normal';

/** A player's spread: this share of the points he is still expected to add. */
export const SPREAD_SHARE = 0.5;

export interface StarterOutlook {
  points: number;
  projectedPoints: number;
  /** His game: yet to play, playing, done; null when unknown (no outlook then). */
  game: 'pre' | 'in' | 'post' | null;
}

export interface LineupOutlook {
  /** Starters whose game is not over. */
  playersLeft: number;
  projectedFinal: number;
  /** Variance of the final (points squared). */
  variance: number;
}

/** A lineup's outlook, or null when a starter's game is not known. */
export function lineupOutlook(starters: readonly StarterOutlook[]): LineupOutlook | null {
  let playersLeft = 0;
  let projectedFinal = 0;
  let variance = 0;
  for (const starter of starters) {
    if (starter.game === null) return null;
    if (starter.game === 'post') {
      projectedFinal += starter.points;
      continue;
    }
    playersLeft += 1;
    const expected =
      starter.game === 'pre' ? starter.projectedPoints : Math.max(starter.points, starter.projectedPoints);
    const toCome = Math.max(0, expected - (starter.game === 'in' ? starter.points : 0));
    projectedFinal += expected;
    variance += (SPREAD_SHARE * toCome) ** 2;
  }
  return { playersLeft, projectedFinal: Math.round(projectedFinal * 100) / 100, variance };
}

/** The chance that `a` finishes ahead of `b` (a level final counts half). */
export function winChanceOf(a: LineupOutlook, b: LineupOutlook): number {
  const spread = Math.sqrt(a.variance + b.variance);
  const lead = a.projectedFinal - b.projectedFinal;
  if (spread === 0) return lead > 0 ? 1 : lead < 0 ? 0 : 0.5;
  return normalCdf(lead / spread);
}
