import type { RouteDataContext } from '@/lib/route-data';
import {
  keeperCandidatesQuery,
  keeperSeasonOfRoute,
  keeperStatusQuery,
  keeperValueQuery,
  prefetchOwnKeepers,
} from '@/entities/keeper/api';

/**
 * /keepers: the deadline status, the member's own keeper data, the figures the picker measures their
 * players by and what keepers were worth.
 */
export function prefetchKeepersPage(context: RouteDataContext): Promise<unknown> {
  const { queryClient, user } = context;
  const { leagueId, season } = keeperSeasonOfRoute(context);
  return Promise.all([
    queryClient.prefetchQuery(keeperStatusQuery(leagueId, season)),
    prefetchOwnKeepers(context),
    user.rosterId != null ? queryClient.prefetchQuery(keeperCandidatesQuery(leagueId, user.rosterId)) : null,
    queryClient.prefetchQuery(keeperValueQuery(leagueId)),
  ]);
}
