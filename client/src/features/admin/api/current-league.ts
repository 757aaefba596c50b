import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { CurrentLeagueResponse } from '@common/seasons';

/** GET /current-league (admin): the league served now, and when it was found (decision 0008). */
export const currentLeagueQuery = (leagueId: string | undefined) =>
  queryOptions({
    ...getJson<CurrentLeagueResponse>`/api/league/${leagueId}/current-league`,
    enabled: Boolean(leagueId),
  });

export function useCurrentLeague(leagueId: string | undefined) {
  return useQuery(currentLeagueQuery(leagueId));
}
