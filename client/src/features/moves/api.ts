import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MovesQuery, MovesResponse } from '@common/almanac';
import { prefetch, type RouteDataContext } from '@/lib/route-data';
import { tradeFilters } from '@/shared/trades/api';

export const movesKey = (leagueId: string | undefined, filters: MovesQuery) =>
  ['/api/league', leagueId, 'moves', { season: filters.season, manager: filters.manager }] as const;

/** /moves starts the pickups its address asks for (?season=, ?manager=, as the trades) with its code. */
export function prefetchMovesPage(context: RouteDataContext): void {
  prefetch(context, movesKey(context.info.leagueId, tradeFilters(context.search)));
}

/** The best waiver pickups of each season, filtered on the server by season and manager. */
export function useMoves(leagueId: string | undefined, filters: MovesQuery) {
  return useQuery<MovesResponse>({
    queryKey: movesKey(leagueId, filters),
    enabled: Boolean(leagueId),
    // Changing a filter keeps the list (and the filters' options) on screen until the answer arrives.
    placeholderData: keepPreviousData,
  });
}
