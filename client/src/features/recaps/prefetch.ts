import type { RouteDataContext } from '@/lib/route-data';
import { recapListQuery, recapQuery } from '@/entities/recap/api';
import { weekOf } from '@/entities/record/api';

/** /recaps: the weeks that have a recap. */
export function prefetchRecapsPage({ queryClient, info }: RouteDataContext): Promise<void> {
  return queryClient.prefetchQuery(recapListQuery(info.leagueId));
}

/** /recaps/:season/:week: the recap of the address (none for an address that names no week). */
export async function prefetchRecapPage({ queryClient, info, params }: RouteDataContext): Promise<void> {
  const asked = weekOf(params);
  if (asked) await queryClient.prefetchQuery(recapQuery(info.leagueId, asked.season, asked.week));
}
