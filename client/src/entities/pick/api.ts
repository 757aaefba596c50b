// Who holds every team's future draft picks: the Picks page and each manager page read it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { FuturePicksResponse } from '@common/picks';

export const futurePicksQuery = (leagueId: string | undefined) =>
  queryOptions({
    ...getJson<FuturePicksResponse>`/api/league/${leagueId}/future-picks`,
    enabled: Boolean(leagueId),
  });

export function useFuturePicks(leagueId: string | undefined) {
  return useQuery(futurePicksQuery(leagueId));
}
