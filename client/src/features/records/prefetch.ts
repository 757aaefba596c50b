import type { RouteDataContext } from '@/lib/route-data';
import { recordsQuery, weekGamesQuery, weekOf } from '@/entities/record/api';

/** /records: the record book. */
export function prefetchRecordsPage({ queryClient, info }: RouteDataContext): Promise<void> {
  return queryClient.prefetchQuery(recordsQuery(info.leagueId));
}

/** /games/:season/:week: the games of the address (none for an address that names no week). */
export async function prefetchWeekGamesPage({ queryClient, info, params }: RouteDataContext): Promise<void> {
  const asked = weekOf(params);
  if (asked) await queryClient.prefetchQuery(weekGamesQuery(info.leagueId, asked.season, asked.week));
}
