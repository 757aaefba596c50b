import { useQuery } from '@tanstack/react-query';
import type { CurrentLeagueResponse } from '@common/seasons';

export const currentLeagueKey = (leagueId: string | undefined) =>
  ['/api/league', leagueId, 'current-league'] as const;

/** GET /current-league (admin): the league served now, and when it was found (decision 0008). */
export function useCurrentLeague(leagueId: string | undefined) {
  return useQuery<CurrentLeagueResponse>({
    queryKey: currentLeagueKey(leagueId),
    enabled: Boolean(leagueId),
  });
}
