import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MovesQuery, MovesResponse } from '@common/almanac';
import type { RouteDataContext } from '@/lib/route-data';
import { tradeFilters } from '@/shared/trades/api';

/** The best waiver pickups of each season, filtered on the server by season and manager. */
export const movesQuery = (leagueId: string | undefined, filters: MovesQuery) =>
  queryOptions<MovesResponse>({
    queryKey: ['/api/league', leagueId, 'moves', { season: filters.season, manager: filters.manager }],
    enabled: Boolean(leagueId),
  });

export function useMoves(leagueId: string | undefined, filters: MovesQuery) {
  return useQuery({
    ...movesQuery(leagueId, filters),
    // Changing a filter keeps the list (and the filters' options) on screen until the answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** /moves: the pickups its address asks for (?season=, ?manager=, as the trades). */
export function prefetchMovesPage({ queryClient, info, search }: RouteDataContext): Promise<void> {
  return queryClient.prefetchQuery(movesQuery(info.leagueId, tradeFilters(search)));
}
