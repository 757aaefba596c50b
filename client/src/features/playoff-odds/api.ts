// GET /api/league/{id}/playoff-odds: the standings card and the playoff picture share one request.
import { useQuery } from '@tanstack/react-query';
import type { PlayoffOddsResponse } from '@common/almanac';

export function usePlayoffOdds(leagueId: string | undefined) {
  return useQuery<PlayoffOddsResponse>({
    queryKey: ['/api/league', leagueId, 'playoff-odds'],
    enabled: Boolean(leagueId),
  });
}
