// The history page's queries: one request per section, all computed on the server (docs/product.md D7).
import { useQuery } from '@tanstack/react-query';
import type { HistoryResponse, TransactionStatsResponse } from '@common/history';
import type { SeasonAnalysis } from '@common/roasts';
import { payoutsKey } from '@/lib/league-queries';
import { prefetch, type RouteDataContext } from '@/lib/route-data';
import { prefetchDraftReport } from '@/shared/draft-board/api';
import { headToHeadKey } from '@/shared/managers/api';

const historyKey = (leagueId: string | undefined) => ['/api/league', leagueId, 'history'] as const;
const transactionStatsKey = (leagueId: string | undefined) =>
  ['/api/league', leagueId, 'transaction-stats'] as const;

export function useHistory(leagueId: string | undefined) {
  return useQuery<HistoryResponse>({
    queryKey: historyKey(leagueId),
    enabled: Boolean(leagueId),
  });
}

export function useTransactionStats(leagueId: string | undefined) {
  return useQuery<TransactionStatsResponse>({
    queryKey: transactionStatsKey(leagueId),
    enabled: Boolean(leagueId),
  });
}

/** The season recap roast; only asked for once a member opens it (never for the season in progress). */
export function useSeasonAnalysis(leagueId: string | undefined, season: string, enabled: boolean) {
  return useQuery<SeasonAnalysis>({
    queryKey: ['/api/league', leagueId, 'season-analysis', season],
    enabled: Boolean(leagueId) && enabled,
  });
}

/**
 * The page's three requests (its head-to-head matrix's included), as the navigation starts, and once
 * the seasons are known the payouts and the draft report card of the season the season details open
 * on (the newest). What a loader does not start the server renders as a skeleton, which only the
 * scripts fill in: a request after hydration, and nothing for a reader without JavaScript.
 */
export function prefetchHistoryPage(context: RouteDataContext): void {
  void context.queryClient
    .ensureQueryData<HistoryResponse>({ queryKey: historyKey(context.info.leagueId) })
    .then((history) => {
      const newest = history.seasons[0];
      if (!newest) return;
      prefetch(context, payoutsKey(context.info.leagueId, newest.season));
      prefetchDraftReport(context, newest.season);
    })
    .catch(() => undefined);
  prefetch(context, transactionStatsKey(context.info.leagueId));
  prefetch(context, headToHeadKey(context.info.leagueId));
}
