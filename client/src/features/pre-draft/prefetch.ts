import { adminPaymentsQuery, memberPaymentsQuery } from '@/entities/payment/api';
import { rostersQuery } from '@/entities/team/api';
import {
  allSelectionsQuery,
  keeperSeasonOfRoute,
  keeperStatusQuery,
  offersKeepers,
} from '@/entities/keeper/api';
import type { RouteDataContext } from '@/lib/route-data';

/** /pre-draft: the deadline, the teams, every selection and the dues (amounts for an admin). */
export function prefetchPreDraftPage(context: RouteDataContext): Promise<unknown> {
  const { queryClient, user } = context;
  const { leagueId, season } = keeperSeasonOfRoute(context);
  // A keeper league's deadline and selections (a redraft or dynasty league has neither).
  const keepers = offersKeepers(context).then((offered) =>
    offered
      ? Promise.all([
          queryClient.prefetchQuery(keeperStatusQuery(leagueId, season)),
          queryClient.prefetchQuery(allSelectionsQuery(leagueId, season)),
        ])
      : null,
  );
  return Promise.all([
    keepers,
    queryClient.prefetchQuery(rostersQuery(leagueId)),
    queryClient.prefetchQuery(memberPaymentsQuery(leagueId, season)),
    user.isAdmin || user.isOwner ? queryClient.prefetchQuery(adminPaymentsQuery(leagueId, season)) : null,
  ]);
}
