// The off-season dashboard's answer (decision 0008): last season, the keeper deadline,
// the dues and the next draft (its page also shows last season's payouts: dashboard/prefetch.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import { apiPath } from '@/lib/query-url';
import type { OffseasonResponse } from '@common/seasons';

export const offseasonQuery = (leagueId: string | undefined) =>
  queryOptions<OffseasonResponse>({
    queryKey: ['/api/league', leagueId, 'offseason'],
    queryFn: getJson(apiPath`/api/league/${leagueId}/offseason`),
    enabled: Boolean(leagueId),
  });

export function useOffseason(leagueId: string | undefined) {
  return useQuery(offseasonQuery(leagueId));
}
