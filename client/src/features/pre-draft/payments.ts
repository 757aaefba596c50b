import { useQuery } from '@tanstack/react-query';
import type { MemberPaymentStatus, PaymentStatus } from '@common/payments';

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
    queryKey: ['/api/league', leagueId, 'payment-status', season],
    enabled: Boolean(leagueId && season),
  });
  const admin = useQuery<PaymentStatus[]>({
    queryKey: ['/api/league', leagueId, 'payment-status', season, 'admin'],
    enabled: Boolean(leagueId && season && isAdmin),
  });
  const paid = new Map((member.data ?? []).map((p) => [p.rosterId, p.hasPaid]));
  const totalCollected = admin.data
    ? admin.data.reduce((sum, p) => sum + (p.paidAmount !== null ? Number(p.paidAmount) : 0), 0)
    : null;
  return { isPending: member.isPending, isError: member.isError, paid, totalCollected };
}
