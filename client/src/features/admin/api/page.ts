import { prefetch, type RouteDataContext } from '@/lib/route-data';
import { adminPaymentsKey } from '@/shared/admin/api/payments';
import { rostersKey } from '@/shared/admin/api/teams';

/** /admin: the teams and the first tab's (Payment Management) recorded dues. */
export function prefetchAdminPage(context: RouteDataContext): void {
  const { leagueId, season } = context.info;
  prefetch(context, rostersKey(leagueId));
  prefetch(context, adminPaymentsKey(leagueId, String(season)));
}
