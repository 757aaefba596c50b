import type { RouteDataContext } from '@/lib/route-data';
import { adminPaymentsQuery } from '@/entities/payment/api';
import { rostersQuery } from '@/entities/team/api';

/** /admin: the teams and the first tab's (Payment Management) recorded dues. */
export function prefetchAdminPage({ queryClient, info }: RouteDataContext): Promise<unknown> {
  const { leagueId, season } = info;
  return Promise.all([
    queryClient.prefetchQuery(rostersQuery(leagueId)),
    queryClient.prefetchQuery(adminPaymentsQuery(leagueId, String(season))),
  ]);
}
