// The dashboard's queries: one request per card, keyed by URL segments (spec: "Default queries GET
// the path made of the key segments"), so cards that need the same data share one request.
import { useQuery } from '@tanstack/react-query';
import type { LeagueResponse, MatchupsResponse, Standing } from '@common/league';
import { TRANSACTIONS_DEFAULT_LIMIT } from '@common/league-constants';
import type { SeasonPayouts } from '@common/payouts';
import { prefetch, type RouteDataContext } from '@/lib/route-data';
import { prefetchOffseason } from '../offseason/api';
import { playoffOddsKey } from '../playoff-odds/api';
import { transactionsQuery } from '../transactions/api';

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

/** The season's payouts (owned by the payouts feature; the banner reads the pool and first place). */
export function useSeasonPayouts(leagueId: string | undefined, season: string | undefined) {
  return useQuery<SeasonPayouts>({
    queryKey: payoutsKey(leagueId, season),
    enabled: Boolean(leagueId) && Boolean(season),
  });
}

/**
 * Every card's data at once, as the navigation starts (between seasons, the off-season's instead): the standings and the recent activity right
 * away, the week's matchups and the season's payouts as soon as the league is known (it usually
 * comes embedded in the page, so that is at once too).
 */
export function prefetchDashboard(context: RouteDataContext): void {
  if (context.info.offseason) return prefetchOffseason(context);
  const { queryClient, info } = context;
  const leagueId = info.leagueId;
  prefetch(context, standingsKey(leagueId));
  // The standings card shows each team's playoff odds: asked with the standings, not after them.
  prefetch(context, playoffOddsKey(leagueId));
  void queryClient.prefetchQuery(transactionsQuery(leagueId, { limit: TRANSACTIONS_DEFAULT_LIMIT }));
  void queryClient
    .ensureQueryData<LeagueResponse>({ queryKey: leagueKey(leagueId) })
    .then((league) => {
      if (league.week >= 1) prefetch(context, matchupsKey(leagueId, league.week));
      prefetch(context, payoutsKey(leagueId, league.season));
    })
    .catch(() => undefined);
}
