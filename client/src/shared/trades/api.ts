import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TradesQuery, TradesResponse } from '@common/almanac';
import { prefetch, type RouteDataContext } from '@/lib/route-data';

export const tradesKey = (leagueId: string | undefined, filters: TradesQuery) =>
  ['/api/league', leagueId, 'trades', { season: filters.season, manager: filters.manager }] as const;

/** The filters kept in the page's address (?season=, ?manager=); absent: every trade. */
export function tradeFilters(search: URLSearchParams): TradesQuery {
  return { season: search.get('season') ?? undefined, manager: search.get('manager') ?? undefined };
}

/** /trades starts the list its address asks for with its code (route loader). */
export function prefetchTradesPage(context: RouteDataContext): void {
  prefetch(context, tradesKey(context.info.leagueId, tradeFilters(context.search)));
}

/** Trades of every season, filtered on the server by season and manager. */
export function useTrades(leagueId: string | undefined, filters: TradesQuery) {
  return useQuery<TradesResponse>({
    queryKey: tradesKey(leagueId, filters),
    enabled: Boolean(leagueId),
    // Changing a filter keeps the list (and the filters' options) on screen until the answer arrives.
    placeholderData: keepPreviousData,
  });
}
