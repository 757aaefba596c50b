import { useQuery } from '@tanstack/react-query';
import type { PowerRankingsResponse } from '@common/almanac';

export function usePowerRankings(leagueId: string | undefined) {
  return useQuery<PowerRankingsResponse>({
    queryKey: ['/api/league', leagueId, 'power-rankings'],
    enabled: Boolean(leagueId),
  });
}
