import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TradesQuery, TradesResponse } from '@common/almanac';

/** Trades of every season, filtered on the server by season and manager. */
export function useTrades(leagueId: string | undefined, filters: TradesQuery) {
  return useQuery<TradesResponse>({
    queryKey: ['/api/league', leagueId, 'trades', { season: filters.season, manager: filters.manager }],
    enabled: Boolean(leagueId),
    // Changing a filter keeps the list (and the filters' options) on screen until the answer arrives.
    placeholderData: keepPreviousData,
  });
}
