// What the first visitors after a start would otherwise wait for: the league's current data read
// from the provider and the computations every member's first page needs (the standings, the week's
// games, the playoff odds' 10,000 seasons, the history), done once as the server starts. A page
// renders its first screen from the server's cache within its budget (server/http/page-render.ts),
// and what is not ready by then is left to the browser: to a phone that means a second round trip,
// to a reader without JavaScript a loading state that stays.
import type { AppContext } from './context';
import { getPlayoffOdds } from './modules/almanac/odds';
import { getHistory } from './modules/history/service';
import { getLeague, getMatchups, getStandings } from './modules/league/service';

export async function warmUp(ctx: AppContext): Promise<void> {
  const started = Date.now();
  try {
    const league = await getLeague(ctx);
    await Promise.all([
      getStandings(ctx),
      league.week >= 1 ? getMatchups(ctx, league.week) : null,
      getPlayoffOdds(ctx),
      getHistory(ctx),
    ]);
    ctx.log.info({ ms: Date.now() - started }, 'caches warm');
  } catch (error) {
    // The pages ask again; a provider outage at start is reported by /api/health.
    ctx.log.warn({ err: error }, 'warm-up failed');
  }
}
