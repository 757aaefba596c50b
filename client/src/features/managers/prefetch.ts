import type { RouteDataContext } from '@/lib/route-data';
import { managerQuery, managersQuery } from '@/shared/managers/api';

/** /managers: every manager's card. */
export function prefetchManagersPage({ queryClient, info }: RouteDataContext): Promise<void> {
  return queryClient.prefetchQuery(managersQuery(info.leagueId));
}

/** /managers/:userId: the manager of the address. */
export async function prefetchManagerPage({ queryClient, info, params }: RouteDataContext): Promise<void> {
  if (params.userId) await queryClient.prefetchQuery(managerQuery(info.leagueId, params.userId));
}
