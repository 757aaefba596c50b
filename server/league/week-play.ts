// Where a week's games stand, decided once for every card, dialog, summary, roast and recap: a
// result is worded from this, never from the scores alone (a 29-point lead at halftime is a lead,
// not a win).
import type { PlayState } from '../../common/league';

/**
 * Final once the week is over (the provider's week has moved past it, or the game clock saw its last
 * window close: server/modules/league/service.ts), under way once any of its points are in, else not
 * started.
 */
export function weekPlayState(weekComplete: boolean, scored: boolean): PlayState {
  if (weekComplete) return 'final';
  return scored ? 'live' : 'upcoming';
}
