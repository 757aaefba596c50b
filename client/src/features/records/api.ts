import { useQuery } from '@tanstack/react-query';
import { prefetch, type RouteDataContext } from '@/lib/route-data';
import type { RecordsResponse, WeekGamesResponse } from '@common/almanac';

export const recordsKey = (leagueId: string | undefined) => ['/api/league', leagueId, 'records'] as const;

/** The record book starts its data with its code (route loader). */
export function prefetchRecordsPage(context: RouteDataContext): void {
  prefetch(context, recordsKey(context.info.leagueId));
}

export function useRecords(leagueId: string | undefined) {
  return useQuery<RecordsResponse>({
    queryKey: recordsKey(leagueId),
    enabled: Boolean(leagueId),
  });
}

export function useWeekGames(leagueId: string | undefined, season: string, week: number) {
  return useQuery<WeekGamesResponse>({
    queryKey: ['/api/league', leagueId, 'games', season, week],
    enabled: Boolean(leagueId) && /^\d{4}$/.test(season) && week >= 1,
  });
}
