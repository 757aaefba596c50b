import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BustedAssignmentBody, PayoutsPatchBody, SeasonPayouts } from '@common/payouts';
import { apiRequest } from '@/lib/api';
import { allPayoutsKey } from '@/lib/league-queries';
import { apiPath } from '@/lib/query-url';

/** Payout amounts (PATCH) and the BUSTED winner (PUT / DELETE); each refreshes the season's payouts. */
export function usePayoutMutations(leagueId: string | undefined, season: string | undefined) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: allPayoutsKey(leagueId) });
  const updateAmounts = useMutation({
    mutationFn: (body: PayoutsPatchBody) =>
      apiRequest<SeasonPayouts>('PATCH', apiPath`/api/league/${leagueId}/payouts/${season}`, body),
    onSuccess,
  });
  const assignBusted = useMutation({
    mutationFn: (body: BustedAssignmentBody) =>
      apiRequest<SeasonPayouts>('PUT', apiPath`/api/league/${leagueId}/payouts/${season}/busted`, body),
    onSuccess,
  });
  const clearBusted = useMutation({
    mutationFn: () =>
      apiRequest<SeasonPayouts>('DELETE', apiPath`/api/league/${leagueId}/payouts/${season}/busted`),
    onSuccess,
  });
  return { updateAmounts, assignBusted, clearBusted };
}
