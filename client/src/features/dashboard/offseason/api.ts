// The off-season dashboard's answer (decision 0008): last season, the keeper deadline,
// the dues and the next draft (its page also shows last season's payouts: dashboard/prefetch.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { OffseasonResponse } from '@common/seasons';

export const offseasonQuery = (leagueId: string | undefined) =>
  queryOptions({
    ...getJson<OffseasonResponse>`/api/league/${leagueId}/offseason`,
    enabled: Boolean(leagueId),
  });

export function useOffseason(leagueId: string | undefined) {
  return useQuery(offseasonQuery(leagueId));
}
