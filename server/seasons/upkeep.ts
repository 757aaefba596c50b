// Keeps the current season and league up to date in a running server (decision 0008): the season is
// read again every few minutes (a draft completing moves the keeper season), and the renewal check
// runs once a day, with no request needed: an unattended server follows its league on its own.
import type { AppContext } from '../context';
import { RESOLVE_EVERY_MS } from './service';

/** Starts the upkeep (a first tick at once); returns the function that stops it. */
export function startSeasonUpkeep(ctx: AppContext): () => void {
  ctx.seasons.tick();
  const timer = setInterval(() => ctx.seasons.tick(), RESOLVE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
