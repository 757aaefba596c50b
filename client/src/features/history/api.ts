// The history page's queries: one request per section, all computed on the server (docs/product.md D7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { HistoryResponse, TransactionStatsResponse } from '@common/history';
import type { SeasonAnalysis } from '@common/roasts';

export const historyQuery = (leagueId: string | undefined) =>
  queryOptions({ ...getJson<HistoryResponse>`/api/league/${leagueId}/history`, enabled: Boolean(leagueId) });

export const transactionStatsQuery = (leagueId: string | undefined) =>
  queryOptions({
    ...getJson<TransactionStatsResponse>`/api/league/${leagueId}/transaction-stats`,
    enabled: Boolean(leagueId),
  });

/** The season recap roast; only asked for once a member opens it (never for the season in progress). */
const seasonAnalysisQuery = (leagueId: string | undefined, season: string, opened: boolean) =>
  queryOptions({
    ...getJson<SeasonAnalysis>`/api/league/${leagueId}/season-analysis/${season}`,
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
