import { useQuery } from '@tanstack/react-query';
import type { LeagueResponse } from '@common/league';
import { leagueKey } from '@/lib/league-queries';
import { useLeagueId } from '@/lib/league';

/** The league's name for the navigation (GET /api/league/{id}); null until known or if unavailable. */
export function useLeagueName(): string | null {
  const leagueId = useLeagueId();
  const { data } = useQuery<LeagueResponse>({
    queryKey: leagueKey(leagueId),
    enabled: Boolean(leagueId),
  });
  return data?.name || null;
}
