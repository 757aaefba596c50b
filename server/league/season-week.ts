// Which week the dashboard shows and whether a week is over (docs/product.md D5).
import type { NflState, SleeperLeague } from '../sleeper/schemas';
import { lastPlayoffWeek } from './playoff-weeks';

/** The last week a league-season can have games in: a 3-round playoff after the regular season. */
export function finalWeek(league: SleeperLeague): number {
  return Math.max(lastPlayoffWeek(league), league.settings.last_scored_leg ?? 0);
}

/** The last week that has scores in a finished season (the provider's last scored week). */
function lastScoredWeek(league: SleeperLeague): number {
  const lastScored = league.settings.last_scored_leg;
  return lastScored && lastScored > 0 ? lastScored : finalWeek(league);
}

/** Whether this league-season is over relative to the NFL calendar. */
export function isSeasonOver(league: SleeperLeague, state: NflState): boolean {
  return league.status === 'complete' || Number(league.season) < Number(state.season);
}

/**
 * The dashboard week: the NFL week during the season (at least 1), the league's final week once the
 * season is over (docs/product.md D5), week 1 before the season starts.
 */
export function dashboardWeek(league: SleeperLeague, state: NflState): number {
  if (isSeasonOver(league, state)) return lastScoredWeek(league);
  if (
    Number(league.season) > Number(state.season) ||
    state.season_type === 'pre' ||
    state.season_type === 'off'
  ) {
    return 1;
  }
  return Math.min(Math.max(state.week, 1), finalWeek(league));
}

/** A week is over when the season is over or the NFL calendar has moved past it. */
export function isWeekComplete(week: number, league: SleeperLeague, state: NflState): boolean {
  if (isSeasonOver(league, state)) return true;
  if (Number(league.season) > Number(state.season)) return false;
  return state.season_type !== 'pre' && week < state.week;
}
