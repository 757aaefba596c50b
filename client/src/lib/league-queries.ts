// The league's shared queries, which many features read: the league itself, its standings, a week's
// games and a season's payouts. Keyed by URL segments (docs/product.md §7: a query's URL is its key's
// segments joined into a path), so every card and page that needs the same data shares one request.
import { useQuery } from '@tanstack/react-query';
import type { LeagueResponse, MatchupsResponse, Standing } from '@common/league';
import type { SeasonPayouts } from '@common/payouts';

export const leagueKey = (leagueId: string | undefined) => ['/api/league', leagueId] as const;

/** GET /api/league/{id} (the same key as the navigation's league name). */
export function useLeague(leagueId: string | undefined) {
  return useQuery<LeagueResponse>({ queryKey: leagueKey(leagueId), enabled: Boolean(leagueId) });
}

export const standingsKey = (leagueId: string | undefined) => ['/api/league', leagueId, 'standings'] as const;

export function useStandings(leagueId: string | undefined) {
  return useQuery<Standing[]>({
    queryKey: standingsKey(leagueId),
    enabled: Boolean(leagueId),
  });
}

export const matchupsKey = (leagueId: string | undefined, week: number | undefined) =>
  ['/api/league', leagueId, 'matchups', week] as const;

export function useMatchups(leagueId: string | undefined, week: number | undefined) {
  return useQuery<MatchupsResponse>({
    queryKey: matchupsKey(leagueId, week),
    enabled: Boolean(leagueId) && week !== undefined && week >= 1,
  });
}

export const payoutsKey = (leagueId: string | undefined, season: string | undefined) =>
  ['/api/league', leagueId, 'payouts', season] as const;

/** A season's payouts (the payout tracker's; the banner reads the pool and first place). */
export function useSeasonPayouts(leagueId: string | undefined, season: string | undefined) {
  return useQuery<SeasonPayouts>({
    queryKey: payoutsKey(leagueId, season),
    enabled: Boolean(leagueId) && Boolean(season),
  });
}
