import { useQuery } from '@tanstack/react-query';
import { sumAmounts } from '@common/amounts';
import { adminPaymentsQuery, memberPaymentsQuery } from '@/entities/payment/api';

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
