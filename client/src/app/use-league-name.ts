import { useQuery } from '@tanstack/react-query';
import { leagueQuery } from '@/lib/league-queries';
import { useLeagueId } from '@/lib/league';

/** The league's name for the navigation (GET /api/league/{id}); null until known or if unavailable. */
export function useLeagueName(): string | null {
  const { data } = useQuery(leagueQuery(useLeagueId()));
  return data?.name || null;
}
