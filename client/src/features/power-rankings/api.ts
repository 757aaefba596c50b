import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PowerRankingsResponse } from '@common/almanac';
import type { RouteDataContext } from '@/lib/route-data';

export const powerRankingsQuery = (leagueId: string | undefined) =>
  queryOptions<PowerRankingsResponse>({
    queryKey: ['/api/league', leagueId, 'power-rankings'],
    enabled: Boolean(leagueId),
  });

export function usePowerRankings(leagueId: string | undefined) {
  return useQuery(powerRankingsQuery(leagueId));
}

/** /power-rankings: every team's rank by week. */
export function prefetchPowerRankingsPage({ queryClient, info }: RouteDataContext): Promise<void> {
  return queryClient.prefetchQuery(powerRankingsQuery(info.leagueId));
}
