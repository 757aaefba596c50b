import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RosterResponse } from '@common/league';

export const rostersKey = (leagueId: string | undefined) => ['/api/league', leagueId, 'rosters'] as const;

/** GET /api/league/{id}/rosters: every team (name, owner, avatar) for the per-roster admin cards. */
export function useRosters(leagueId: string | undefined) {
  return useQuery<RosterResponse[]>({
    queryKey: rostersKey(leagueId),
    enabled: Boolean(leagueId),
    // When the league renews (a new league id, decision 0008), the teams stay on screen until the new
    // season's answer replaces them, instead of the page falling back to its loading state.
    placeholderData: keepPreviousData,
  });
}
