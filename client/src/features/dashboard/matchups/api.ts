import { useQueries } from '@tanstack/react-query';
import type { RosterPlayersResponse } from '@common/league';

export const rosterPlayersKey = (leagueId: string, rosterId: number, week: number) =>
  ['/api/league', leagueId, 'roster', rosterId, 'players', { week }] as const;

/** Both rosters of a matchup, loaded in parallel (docs/product.md §2 "Roster matchup dialog"). */
export function useMatchupRosters(
  leagueId: string,
  rosterIds: readonly [number, number],
  week: number,
  enabled: boolean,
) {
  return useQueries({
    queries: rosterIds.map((rosterId) => ({
      queryKey: rosterPlayersKey(leagueId, rosterId, week),
      enabled,
    })),
  }) as [
    { data: RosterPlayersResponse | undefined; isPending: boolean; isError: boolean },
    { data: RosterPlayersResponse | undefined; isPending: boolean; isError: boolean },
  ];
}
