import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentStatus, PaymentUpdateBody } from '@common/payments';
import { apiRequest } from '@/lib/api';

export const adminPaymentsKey = (leagueId: string | undefined, season: string | undefined) =>
  ['/api/league', leagueId, 'payment-status', season, 'admin'] as const;

/** GET /payment-status/{season}/admin: amounts, dates and notes of every recorded roster. */
export function useAdminPayments(leagueId: string | undefined, season: string | undefined) {
  return useQuery<PaymentStatus[]>({
    queryKey: adminPaymentsKey(leagueId, season),
    enabled: Boolean(leagueId && season),
  });
}

/** POST /payment-status/{season}; refreshes the admin list and the members' view (pre-draft). */
export function useUpdatePayment(leagueId: string | undefined, season: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentUpdateBody) =>
      apiRequest<PaymentStatus>('POST', `/api/league/${leagueId}/payment-status/${season}`, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['/api/league', leagueId, 'payment-status', season] }),
  });
}
