// The season of a per-season route (settings, payouts, payments): a 4-digit year (400 otherwise, by the
// route's params schema) that the league has (LeagueSeasons.hasSeason; 404 otherwise), so nothing is
// read or stored for a season the league never had.
import type { AppContext } from '../context';
import { notFound } from './errors';

export function requireLeagueSeason(ctx: AppContext, season: string): string {
  if (!ctx.seasons.hasSeason(season)) throw notFound(`No ${season} season in this league.`);
  return season;
}
