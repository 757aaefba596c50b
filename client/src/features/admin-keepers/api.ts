import type { RosterResponse } from '@common/league';
import { rostersKey } from '@/shared/admin/api/teams';
import { allSelectionsKey, keeperPlayersKey, keeperSeasonOfRoute } from '@/shared/keepers/api';
import { prefetch, type RouteDataContext } from '@/lib/route-data';

/** /admin/keepers: the teams and every selection, then the first team's players (shown first). */
export function prefetchAdminKeepersPage(context: RouteDataContext): void {
  const { leagueId, season } = keeperSeasonOfRoute(context);
  prefetch(context, allSelectionsKey(leagueId, season));
  void context.queryClient
    .ensureQueryData<RosterResponse[]>({ queryKey: rostersKey(leagueId) })
    .then((rosters) => {
      const first = rosters[0]?.rosterId;
      if (first !== undefined) prefetch(context, keeperPlayersKey(leagueId, first));
    })
    .catch(() => undefined);
}
