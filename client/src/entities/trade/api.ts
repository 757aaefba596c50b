import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, withSearch } from '@/lib/api';
import type { TradesQuery, TradesResponse } from '@common/almanac';

/** Trades of every season, filtered on the server by season and manager. */
export const tradesQuery = (leagueId: string | undefined, filters: TradesQuery) =>
  queryOptions({
    ...withSearch(getJson<TradesResponse>`/api/league/${leagueId}/trades`, {
      season: filters.season,
      manager: filters.manager,
    }),
    enabled: Boolean(leagueId),
  });

/** The filters kept in the page's address (?season=, ?manager=); absent: every trade. */
export function tradeFilters(search: URLSearchParams): TradesQuery {
  return { season: search.get('season') ?? undefined, manager: search.get('manager') ?? undefined };
}

export function useTrades(leagueId: string | undefined, filters: TradesQuery) {
  return useQuery({
    ...tradesQuery(leagueId, filters),
    // Changing a filter keeps the list (and the filters' options) on screen until the answer arrives.
    placeholderData: keepPreviousData,
  });
}
