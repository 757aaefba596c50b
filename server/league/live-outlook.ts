// A lineup's outlook while its week is played: the players left, the projected final and the chance
// to win, written down so that a member can follow it (docs/decisions/0024, 0033).
//
// The model. A starter whose game is over keeps his points. One still to play adds his projection for
// the share of his game left: all of it before kickoff, a third of it with a third of his game left,
// none once his game is over; so the projected final moves with every point scored and every minute
// played, and a player scoring faster than projected lifts it. What is still to come is uncertain:
// points over separate stretches of a game are taken as independent, so the variance of a player's
// remaining points is that of a whole game (a spread of SPREAD_SHARE of his projection) times the
// share of the game left, independent of the other players. A team's final is then normal around its
// projected final, and the chance to win is the chance that the difference of the two finals is above
// zero. Consequences: a finished game is 100/0 (no spread left), an untouched one is the pre-game
// projection's chance, a deficit shrinking faster than projected raises the chance, and the same
// deficit weighs more the less time is left.
import type { NflGameState } from '../../common/league';
import type { NflClock } from '../../common/league';
import { shareOfGameLeft } from '../../common/nfl-clock';
import { normalCdf } from './normal';

/** A player's spread over a whole game: this share of his projection. */
export const SPREAD_SHARE = 0.5;
/** A game being played whose clock is not known: half of it taken as left. */
export const UNKNOWN_CLOCK_LEFT = 0.5;

export interface StarterOutlook {
  points: number;
  projectedPoints: number;
  /** His game: yet to play, playing, done; null when unknown (no outlook then). */
  game: NflGameState | null;
  /** While he plays: his game's clock, when known. */
  clock: NflClock | null;
}

export interface LineupOutlook {
  /** Starters whose game is not over. */
  playersLeft: number;
  projectedFinal: number;
  /** Variance of the final (points squared). */
  variance: number;
}

/** The share of a starter's game still to play: 1 before kickoff, 0 once over. */
export function gameLeftOf(starter: Pick<StarterOutlook, 'game' | 'clock'>): number {
  if (starter.game === 'pre') return 1;
  if (starter.game === 'in') return starter.clock ? shareOfGameLeft(starter.clock) : UNKNOWN_CLOCK_LEFT;
  return 0;
}

/** A lineup's outlook, or null when a starter's game is not known. */
export function lineupOutlook(starters: readonly StarterOutlook[]): LineupOutlook | null {
  let playersLeft = 0;
  let projectedFinal = 0;
  let variance = 0;
  for (const starter of starters) {
    if (starter.game === null) return null;
    projectedFinal += starter.points;
    if (starter.game === 'post') continue;
    playersLeft += 1;
    const left = gameLeftOf(starter);
    // A projection below zero (a defence expected to give up points) is expected as such, and varies
    // as much as a positive one of its size.
    projectedFinal += starter.projectedPoints * left;
    variance += (SPREAD_SHARE * starter.projectedPoints) ** 2 * left;
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
