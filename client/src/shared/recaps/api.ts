// The weekly recaps' queries (issue 27): the weeks that have one (small: the dashboard and the
// history page link from it too) and a week's recap.
import { useQuery } from '@tanstack/react-query';
import type { RecapListResponse, RecapResponse } from '@common/recap';
import { prefetch, type RouteDataContext } from '@/lib/route-data';
import { isWeek, weekOf } from '@/shared/records/api';

export const recapListKey = (leagueId: string | undefined) => ['/api/league', leagueId, 'recaps'] as const;
const recapKey = (leagueId: string | undefined, season: string, week: number) =>
  ['/api/league', leagueId, 'recaps', season, week] as const;

export function useRecapList(leagueId: string | undefined) {
  return useQuery<RecapListResponse>({ queryKey: recapListKey(leagueId), enabled: Boolean(leagueId) });
}

/** /recaps starts its list with its code (route loader). */
export function prefetchRecapsPage(context: RouteDataContext): void {
  prefetch(context, recapListKey(context.info.leagueId));
}

/** /recaps/:season/:week starts its recap with its code (route loader). */
export function prefetchRecapPage(context: RouteDataContext): void {
  const asked = weekOf(context.params);
  if (asked) prefetch(context, recapKey(context.info.leagueId, asked.season, asked.week));
}

export function useRecap(leagueId: string | undefined, season: string, week: number) {
  return useQuery<RecapResponse>({
    queryKey: recapKey(leagueId, season, week),
    enabled: Boolean(leagueId) && isWeek(season, week),
  });
}
