import { useQuery } from '@tanstack/react-query';
import { prefetch, type RouteDataContext } from '@/lib/route-data';
import type { PowerRankingsResponse } from '@common/almanac';

export const powerRankingsKey = (leagueId: string | undefined) =>
  ['/api/league', leagueId, 'power-rankings'] as const;

/** The power rankings page starts its data with its code (route loader). */
export function prefetchPowerRankingsPage(context: RouteDataContext): void {
  prefetch(context, powerRankingsKey(context.info.leagueId));
}

export function usePowerRankings(leagueId: string | undefined) {
  return useQuery<PowerRankingsResponse>({
    queryKey: powerRankingsKey(leagueId),
    enabled: Boolean(leagueId),
  });
}
