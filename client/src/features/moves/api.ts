import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, withSearch } from '@/lib/api';
import type { MovesQuery, MovesResponse } from '@common/almanac';

/** The best waiver pickups of each season, filtered on the server by season and manager. */
export const movesQuery = (leagueId: string | undefined, filters: MovesQuery) =>
  queryOptions({
    ...withSearch(getJson<MovesResponse>`/api/league/${leagueId}/moves`, {
      season: filters.season,
      manager: filters.manager,
    }),
    enabled: Boolean(leagueId),
  });

export function useMoves(leagueId: string | undefined, filters: MovesQuery) {
  return useQuery({
    ...movesQuery(leagueId, filters),
    // Changing a filter keeps the list (and the filters' options) on screen until the answer arrives.
    placeholderData: keepPreviousData,
  });
}
