import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@/lib/query-url';
import type { MemberPaymentStatus, PaymentStatus, PaymentUpdateBody } from '@common/payments';
import { apiRequest, getJson } from '@/lib/api';

/** GET /payment-status/{season}: who paid, as every member sees it (the pre-draft page). */
export const memberPaymentsQuery = (leagueId: string | undefined, season: string | undefined) =>
  queryOptions({
    ...getJson<MemberPaymentStatus[]>`/api/league/${leagueId}/payment-status/${season}`,
    enabled: Boolean(leagueId && season),
  });

/** GET /payment-status/{season}/admin: amounts, dates and notes of every recorded roster. */
export const adminPaymentsQuery = (leagueId: string | undefined, season: string | undefined) =>
  queryOptions({
    ...getJson<PaymentStatus[]>`/api/league/${leagueId}/payment-status/${season}/admin`,
    enabled: Boolean(leagueId && season),
  });

export function useAdminPayments(leagueId: string | undefined, season: string | undefined) {
  return useQuery(adminPaymentsQuery(leagueId, season));
}

/** POST /payment-status/{season}; refreshes the admin list and the members' view (pre-draft). */
export function useUpdatePayment(leagueId: string | undefined, season: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentUpdateBody) =>
      apiRequest<PaymentStatus>('POST', apiPath`/api/league/${leagueId}/payment-status/${season}`, body),
    // The members' view's key is the prefix of the admin view's: one invalidation refreshes both.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: memberPaymentsQuery(leagueId, season).queryKey }),
  });
}
