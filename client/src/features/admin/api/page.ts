import type { RouteDataContext } from '@/lib/route-data';
import { adminPaymentsQuery } from '@/shared/admin/api/payments';
import { rostersQuery } from '@/shared/admin/api/teams';

/** /admin: the teams and the first tab's (Payment Management) recorded dues. */
export function prefetchAdminPage({ queryClient, info }: RouteDataContext): Promise<unknown> {
  const { leagueId, season } = info;
  return Promise.all([
    queryClient.prefetchQuery(rostersQuery(leagueId)),
    queryClient.prefetchQuery(adminPaymentsQuery(leagueId, String(season))),
  ]);
}
