import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import { apiPath } from '@/lib/query-url';
import type { PowerRankingsResponse } from '@common/almanac';

export const powerRankingsQuery = (leagueId: string | undefined) =>
  queryOptions<PowerRankingsResponse>({
    queryKey: ['/api/league', leagueId, 'power-rankings'],
    queryFn: getJson(apiPath`/api/league/${leagueId}/power-rankings`),
    enabled: Boolean(leagueId),
  });

export function usePowerRankings(leagueId: string | undefined) {
  return useQuery(powerRankingsQuery(leagueId));
}
