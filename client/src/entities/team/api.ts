import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { RosterResponse } from '@common/league';

/** GET /api/league/{id}/rosters: every team (name, owner, avatar) for the per-roster admin cards. */
export const rostersQuery = (leagueId: string | undefined) =>
  queryOptions({ ...getJson<RosterResponse[]>`/api/league/${leagueId}/rosters`, enabled: Boolean(leagueId) });

export function useRosters(leagueId: string | undefined) {
  return useQuery({
    ...rostersQuery(leagueId),
    // When the league renews (a new league id, decision 0008), the teams stay on screen until the new
    // season's answer replaces them, instead of the page falling back to its loading state.
    placeholderData: keepPreviousData,
  });
}
