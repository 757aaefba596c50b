import type { RouteDataContext } from '@/lib/route-data';
import { futurePicksQuery } from '@/entities/pick/api';

/** /picks: every future pick, whichever team the page shows. */
export function prefetchPicksPage({ queryClient, info }: RouteDataContext): Promise<void> {
  return queryClient.prefetchQuery(futurePicksQuery(info.leagueId));
}
