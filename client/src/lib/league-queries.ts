// The league's shared queries, which many features read: the league itself, its standings, a week's
// games and a season's payouts. Keyed by URL segments (docs/product.md §7: a query's URL is its key's
// segments joined into a path), so every card and page that needs the same data shares one request.
// Each answer has one `queryOptions` factory, used by its hook, by the route loaders' prefetches and
// by the writes that refresh it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from './api';
import type { LeagueResponse, MatchupsResponse, Standing } from '@common/league';
import type { SeasonPayouts } from '@common/payouts';

/** The key prefix of every answer about the league (its own, standings, weeks, odds, rankings...). */
export const allLeagueKey = (leagueId: string | undefined) => ['/api/league', leagueId] as const;

/** GET /api/league/{id} (the navigation's league name, and the dashboard's week). */
export const leagueQuery = (leagueId: string | undefined) =>
  queryOptions({ ...getJson<LeagueResponse>`/api/league/${leagueId}`, enabled: Boolean(leagueId) });

export function useLeague(leagueId: string | undefined) {
  return useQuery(leagueQuery(leagueId));
}

export const standingsQuery = (leagueId: string | undefined) =>
  queryOptions({ ...getJson<Standing[]>`/api/league/${leagueId}/standings`, enabled: Boolean(leagueId) });

export function useStandings(leagueId: string | undefined) {
  return useQuery(standingsQuery(leagueId));
}

export const matchupsQuery = (leagueId: string | undefined, week: number | undefined) =>
  queryOptions({
    ...getJson<MatchupsResponse>`/api/league/${leagueId}/matchups/${week}`,
    enabled: Boolean(leagueId) && week !== undefined && week >= 1,
  });

export function useMatchups(leagueId: string | undefined, week: number | undefined) {
  return useQuery(matchupsQuery(leagueId, week));
}

/** A season's payouts (the payout tracker's; the banner reads the pool and first place). */
export const payoutsQuery = (leagueId: string | undefined, season: string | undefined) =>
  queryOptions({
    ...getJson<SeasonPayouts>`/api/league/${leagueId}/payouts/${season}`,
    enabled: Boolean(leagueId) && Boolean(season),
  });

/** The key prefix of every season's payouts: a write refreshes them all. */
export const allPayoutsKey = (leagueId: string | undefined) => ['/api/league', leagueId, 'payouts'] as const;

export function useSeasonPayouts(leagueId: string | undefined, season: string | undefined) {
  return useQuery(payoutsQuery(leagueId, season));
}
