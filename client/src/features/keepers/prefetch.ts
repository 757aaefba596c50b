import type { RouteDataContext } from '@/lib/route-data';
import {
  keeperSeasonOfRoute,
  keeperStatusQuery,
  keeperValueQuery,
  prefetchOwnKeepers,
} from '@/shared/keepers/api';

/** /keepers: the deadline status, the member's own keeper data and what keepers were worth. */
export function prefetchKeepersPage(context: RouteDataContext): Promise<unknown> {
  const { queryClient } = context;
  const { leagueId, season } = keeperSeasonOfRoute(context);
  return Promise.all([
    queryClient.prefetchQuery(keeperStatusQuery(leagueId, season)),
    prefetchOwnKeepers(context),
    queryClient.prefetchQuery(keeperValueQuery(leagueId)),
  ]);
}
