import type { RouteDataContext } from '@/lib/route-data';
import { rostersQuery } from '@/entities/team/api';
import { allSelectionsQuery, keeperPlayersQuery, keeperSeasonOfRoute } from '@/entities/keeper/api';

/** /admin/keepers: the teams and every selection, then the first team's players (shown first). */
export function prefetchAdminKeepersPage(context: RouteDataContext): Promise<unknown> {
  const { queryClient } = context;
  const { leagueId, season } = keeperSeasonOfRoute(context);
  return Promise.all([
    queryClient.prefetchQuery(allSelectionsQuery(leagueId, season)),
    queryClient.ensureQueryData(rostersQuery(leagueId)).then(
      (rosters) => {
        const first = rosters[0]?.rosterId;
        return first === undefined ? null : queryClient.prefetchQuery(keeperPlayersQuery(leagueId, first));
      },
      () => null,
    ),
  ]);
}
