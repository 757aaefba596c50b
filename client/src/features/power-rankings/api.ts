import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { PowerRankingsResponse } from '@common/almanac';

export const powerRankingsQuery = (leagueId: string | undefined) =>
  queryOptions({
    ...getJson<PowerRankingsResponse>`/api/league/${leagueId}/power-rankings`,
    enabled: Boolean(leagueId),
  });

export function usePowerRankings(leagueId: string | undefined) {
  return useQuery(powerRankingsQuery(leagueId));
}
