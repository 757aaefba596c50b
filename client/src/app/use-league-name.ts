import { useQuery } from '@tanstack/react-query';
import { useLeagueId } from '@/lib/league';

/** The league's name for the navigation (GET /api/league/{id}); null until known or if unavailable. */
export function useLeagueName(): string | null {
  const leagueId = useLeagueId();
  const { data } = useQuery<{ name?: unknown }>({ queryKey: ['/api/league', leagueId], enabled: Boolean(leagueId) });
  return typeof data?.name === 'string' && data.name ? data.name : null;
}
