import { useQuery } from '@tanstack/react-query';
import type { MemberPaymentStatus, PaymentStatus } from '@common/payments';
import { adminPaymentsKey } from '@/shared/admin/api/payments';
import { rostersKey } from '@/shared/admin/api/teams';
import { allSelectionsKey, keeperSeasonOfRoute, keeperStatusKey } from '@/shared/keepers/api';
import { prefetch, type RouteDataContext } from '@/lib/route-data';

const memberPaymentsKey = (leagueId: string | undefined, season: string | undefined) =>
  ['/api/league', leagueId, 'payment-status', season] as const;

export interface PaymentOverview {
  isPending: boolean;
  isError: boolean;
  /** rosterId -> paid */
  paid: Map<number, boolean>;
  /** Sum of recorded amounts: known to admins only (members see who paid, not how much). */
  totalCollected: number | null;
}

/** Dues per roster: the members' view for everyone, the amounts when the viewer is an admin. */
export function usePaymentOverview(
  leagueId: string | undefined,
  season: string | undefined,
  isAdmin: boolean,
): PaymentOverview {
  const member = useQuery<MemberPaymentStatus[]>({
    queryKey: memberPaymentsKey(leagueId, season),
    enabled: Boolean(leagueId && season),
  });
  const admin = useQuery<PaymentStatus[]>({
    queryKey: adminPaymentsKey(leagueId, season),
    enabled: Boolean(leagueId && season && isAdmin),
  });
  const paid = new Map((member.data ?? []).map((p) => [p.rosterId, p.hasPaid]));
  const totalCollected = admin.data
    ? admin.data.reduce((sum, p) => sum + (p.paidAmount !== null ? Number(p.paidAmount) : 0), 0)
    : null;
  return { isPending: member.isPending, isError: member.isError, paid, totalCollected };
}

/** /pre-draft: the deadline, the teams, every selection and the dues (amounts for an admin). */
export function prefetchPreDraftPage(context: RouteDataContext): void {
  const { leagueId, season } = keeperSeasonOfRoute(context);
  prefetch(context, keeperStatusKey(leagueId, season));
  prefetch(context, rostersKey(leagueId));
  prefetch(context, allSelectionsKey(leagueId, season));
  prefetch(context, memberPaymentsKey(leagueId, season));
  if (context.user.isAdmin || context.user.isOwner) prefetch(context, adminPaymentsKey(leagueId, season));
}
