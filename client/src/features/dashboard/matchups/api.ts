import { queryOptions, useQueries } from '@tanstack/react-query';
import { getJson, withSearch } from '@/lib/api';
import type { RosterPlayersResponse } from '@common/league';

/** A team's players and points in a week (a side of the roster matchup dialog). */
const rosterWeekQuery = (leagueId: string, rosterId: number, week: number) =>
  queryOptions({
    ...withSearch(getJson<RosterPlayersResponse>`/api/league/${leagueId}/roster/${rosterId}/players`, {
      week,
    }),
  });

/** The key prefix of every team's week: the live scores refresh those of their week. */
export const allRosterWeeksKey = (leagueId: string) => ['/api/league', leagueId, 'roster'] as const;

/** Both rosters of a matchup, loaded in parallel (docs/product.md §2 "Roster matchup dialog"). */
export function useMatchupRosters(
  leagueId: string,
  [first, second]: readonly [number, number],
  week: number,
) {
  return useQueries({
    queries: [rosterWeekQuery(leagueId, first, week), rosterWeekQuery(leagueId, second, week)],
  });
}
