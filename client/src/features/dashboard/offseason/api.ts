// The off-season dashboard's data (decision 0008): one answer with last season, the keeper deadline,
// the dues and the next draft, plus last season's payouts (the history page's query, shared).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OffseasonResponse } from '@common/seasons';
import { payoutsQuery } from '@/lib/league-queries';
import type { RouteDataContext } from '@/lib/route-data';

export const offseasonQuery = (leagueId: string | undefined) =>
  queryOptions<OffseasonResponse>({
    queryKey: ['/api/league', leagueId, 'offseason'],
    enabled: Boolean(leagueId),
  });

export function useOffseason(leagueId: string | undefined) {
  return useQuery(offseasonQuery(leagueId));
}

/**
 * Both requests at once as the navigation starts. Between seasons the season played last is the
 * keeper season (keepers are chosen from its rosters), so its payouts need not wait for the answer.
 */
export function prefetchOffseason({ queryClient, info }: RouteDataContext): Promise<unknown> {
  const { leagueId, keeperSeason } = info;
  return Promise.all([
    queryClient.prefetchQuery(offseasonQuery(leagueId)),
    queryClient.prefetchQuery(payoutsQuery(leagueId, keeperSeason)),
  ]);
}
