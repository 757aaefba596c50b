// The off-season dashboard's data (decision 0008): one answer with last season, the keeper deadline,
// the dues and the next draft, plus last season's payouts (the history page's query, shared).
import { useQuery } from '@tanstack/react-query';
import type { OffseasonResponse } from '@common/seasons';
import { prefetch, type RouteDataContext } from '@/lib/route-data';
import { payoutsKey } from '@/lib/league-queries';

export const offseasonKey = (leagueId: string | undefined) => ['/api/league', leagueId, 'offseason'] as const;

export function useOffseason(leagueId: string | undefined) {
  return useQuery<OffseasonResponse>({ queryKey: offseasonKey(leagueId), enabled: Boolean(leagueId) });
}

/**
 * Both requests at once as the navigation starts. Between seasons the season played last is the
 * keeper season (keepers are chosen from its rosters), so its payouts need not wait for the answer.
 */
export function prefetchOffseason(context: RouteDataContext): void {
  const { leagueId, keeperSeason } = context.info;
  prefetch(context, offseasonKey(leagueId));
  prefetch(context, payoutsKey(leagueId, keeperSeason));
}
