// GET /api/league/{id}/playoff-odds: the standings card and the playoff picture share one request.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { PlayoffOddsResponse } from '@common/almanac';

export const playoffOddsQuery = (leagueId: string | undefined) =>
  queryOptions({
    ...getJson<PlayoffOddsResponse>`/api/league/${leagueId}/playoff-odds`,
    enabled: Boolean(leagueId),
  });

export function usePlayoffOdds(leagueId: string | undefined) {
  return useQuery(playoffOddsQuery(leagueId));
}
