import type { RouteDataContext } from '@/lib/route-data';
import { leagueQuery } from '@/lib/league-queries';
import { managerQuery, managersQuery } from '@/entities/manager/api';
import { futurePicksQuery } from '@/entities/pick/api';

/** /managers: every manager's card. */
export function prefetchManagersPage({ queryClient, info }: RouteDataContext): Promise<void> {
  return queryClient.prefetchQuery(managersQuery(info.leagueId));
}

/** /managers/:userId: the manager of the address, and a dynasty league's future picks (ManagerPicks). */
export async function prefetchManagerPage({ queryClient, info, params }: RouteDataContext): Promise<void> {
  const picks = queryClient
    .ensureQueryData(leagueQuery(info.leagueId))
    .then((league) =>
      league.offers.futurePicks ? queryClient.prefetchQuery(futurePicksQuery(info.leagueId)) : undefined,
    )
    .catch(() => undefined);
  if (params.userId) await queryClient.prefetchQuery(managerQuery(info.leagueId, params.userId));
  await picks;
}
