// Whether Sleeper sent per-player points. Seasons before it did (2020 and earlier) have the team's
// `points` and its starters, but players_points is absent, empty or all zero: a player's points
// there are unknown, not 0. Every computation that reads player points asks here.
import type { SleeperMatchup } from '../sleeper/schemas';
import { EMPTY_SLOT } from './lineup';
import type { WeekMatchups } from './season-games';

/**
 * Whether the row's player points can be read. A row that has scored nothing (a week not played yet,
 * or no lineup) misses nothing, so it counts as having them: only a score without its players' points
 * is missing them. The provider's `points` (not a commissioner's custom score) is what starters make.
 */
export function hasPlayerPoints(row: SleeperMatchup): boolean {
  const started = (row.starters ?? []).some((id) => id !== EMPTY_SLOT);
  if (!started || (row.points ?? 0) <= 0) return true;
  const players = [...Object.values(row.players_points ?? {}), ...(row.starters_points ?? [])];
  return players.some((points) => points !== 0);
}

/** Whether a season's weeks have player points: every scored row of every week does. */
export function seasonHasPlayerPoints(weeks: readonly WeekMatchups[]): boolean {
  return weeks.every((week) => week.matchups.every(hasPlayerPoints));
}
