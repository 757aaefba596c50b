import { useQuery } from '@tanstack/react-query';
import { sumAmounts } from '@common/amounts';
import { adminPaymentsQuery, memberPaymentsQuery } from '@/shared/admin/api/payments';
import { rostersQuery } from '@/shared/admin/api/teams';
import {
  allSelectionsQuery,
  keeperSeasonOfRoute,
  keeperStatusQuery,
  offersKeepers,
} from '@/shared/keepers/api';
import type { RouteDataContext } from '@/lib/route-data';

export interface PaymentOverview {
  isPending: boolean;
  isError: boolean;
  /** rosterId -> paid */
  paid: Map<number, boolean>;
  /** Sum of recorded amounts: known to admins only (members see who paid, not how much). */
  totalCollected: string | null;
}

/** Dues per roster: the members' view for everyone, the amounts when the viewer is an admin. */
export function usePaymentOverview(
  leagueId: string | undefined,
  season: string | undefined,
  isAdmin: boolean,
): PaymentOverview {
  const member = useQuery(memberPaymentsQuery(leagueId, season));
  // Only an admin may read the amounts.
  const admin = useQuery({
    ...adminPaymentsQuery(leagueId, season),
    enabled: Boolean(leagueId && season && isAdmin),
  });
  const paid = new Map((member.data ?? []).map((p) => [p.rosterId, p.hasPaid]));
  const totalCollected = admin.data ? sumAmounts(admin.data.map((p) => p.paidAmount)) : null;
  return { isPending: member.isPending, isError: member.isError, paid, totalCollected };
}

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
