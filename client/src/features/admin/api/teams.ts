import { useQuery } from '@tanstack/react-query';
import type { RosterResponse } from '@common/league';

/** GET /api/league/{id}/rosters: every team (name, owner, avatar) for the per-roster admin cards. */
export function useRosters(leagueId: string | undefined) {
  return useQuery<RosterResponse[]>({
    queryKey: ['/api/league', leagueId, 'rosters'],
    enabled: Boolean(leagueId),
  });
}
