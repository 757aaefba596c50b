// How old a copy of a week's scores a reader accepts: while games are on, the week being played is
// read again once its copy is the live interval old (LIVE_POLL_SECONDS, 30 s; page loads and the live
// poller alike), so the cache's minutes-long freshness of current data never holds live scores back.
import type { AppContext } from '../context';
import type { NflState } from '../sleeper/schemas';

/** The max age for reading `week`'s matchups now: the live interval while its games are on. */
export function liveMaxAge(
  ctx: AppContext,
  week: number,
  currentWeek: number,
  state: NflState,
): number | undefined {
  if (week !== currentWeek) return undefined;
  return ctx.gameClock.decide(ctx.clock.now(), state).open ? ctx.config.livePollMs : undefined;
}
