// The season of a per-season route (settings, payouts, payments): a 4-digit year (400 otherwise) that
// the league has (LeagueSeasons.hasSeason; 404 otherwise), so nothing is read or stored for a season
// the league never had (issue 17).
import { leagueSeasonParamsSchema } from '../../common/admin';
import type { AppContext } from '../context';
import { notFound } from './errors';
import { parse } from './validate';

export function requireLeagueSeason(ctx: AppContext, season: string): string {
  if (!ctx.seasons.hasSeason(season)) throw notFound(`No ${season} season in this league.`);
  return season;
}

/** The `season` path parameter of a route under /api/league/:leagueId/.../:season. */
export const seasonParam = (ctx: AppContext, params: unknown): string =>
  requireLeagueSeason(ctx, parse(leagueSeasonParamsSchema, params, 'params').season);
