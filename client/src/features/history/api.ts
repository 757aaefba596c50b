// The history page's queries: one request per section, all computed on the server (docs/product.md D7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryResponse, TransactionStatsResponse } from '@common/history';
import type { SeasonAnalysis } from '@common/roasts';
import { payoutsQuery } from '@/lib/league-queries';
import type { RouteDataContext } from '@/lib/route-data';
import { draftReportQuery } from '@/shared/draft-board/api';
import { headToHeadQuery } from '@/shared/managers/api';

export const historyQuery = (leagueId: string | undefined) =>
  queryOptions<HistoryResponse>({
    queryKey: ['/api/league', leagueId, 'history'],
    enabled: Boolean(leagueId),
  });

const transactionStatsQuery = (leagueId: string | undefined) =>
  queryOptions<TransactionStatsResponse>({
    queryKey: ['/api/league', leagueId, 'transaction-stats'],
    enabled: Boolean(leagueId),
  });

/** The season recap roast; only asked for once a member opens it (never for the season in progress). */
const seasonAnalysisQuery = (leagueId: string | undefined, season: string, opened: boolean) =>
  queryOptions<SeasonAnalysis>({
    queryKey: ['/api/league', leagueId, 'season-analysis', season],
    enabled: Boolean(leagueId) && opened,
  });

export function useHistory(leagueId: string | undefined) {
  return useQuery(historyQuery(leagueId));
}

export function useTransactionStats(leagueId: string | undefined) {
  return useQuery(transactionStatsQuery(leagueId));
}

export function useSeasonAnalysis(leagueId: string | undefined, season: string, opened: boolean) {
  return useQuery(seasonAnalysisQuery(leagueId, season, opened));
}

/**
 * The page's three requests (its head-to-head matrix's included), as the navigation starts, and once
 * the seasons are known the payouts and the draft report card of the season the season details open
 * on (the newest). What a loader does not start the server renders as a skeleton, which only the
 * scripts fill in: a request after hydration, and nothing for a reader without JavaScript.
 */
export function prefetchHistoryPage({ queryClient, info }: RouteDataContext): Promise<unknown> {
  const { leagueId } = info;
  return Promise.all([
    queryClient.ensureQueryData(historyQuery(leagueId)).then(
      (history) => {
        const newest = history.seasons[0]?.season;
        if (!newest) return null;
        return Promise.all([
          queryClient.prefetchQuery(payoutsQuery(leagueId, newest)),
          queryClient.prefetchQuery(draftReportQuery(leagueId, newest)),
        ]);
      },
      () => null,
    ),
    queryClient.prefetchQuery(transactionStatsQuery(leagueId)),
    queryClient.prefetchQuery(headToHeadQuery(leagueId)),
  ]);
}
