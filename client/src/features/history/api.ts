// The history page's queries: one request per section, all computed on the server (DESIGN D7).
import { useQuery } from '@tanstack/react-query';
import type { HistoryResponse, TransactionStatsResponse } from '@common/history';
import type { SeasonAnalysis } from '@common/roasts';

export function useHistory(leagueId: string | undefined) {
  return useQuery<HistoryResponse>({
    queryKey: ['/api/league', leagueId, 'history'],
    enabled: Boolean(leagueId),
  });
}

export function useTransactionStats(leagueId: string | undefined) {
  return useQuery<TransactionStatsResponse>({
    queryKey: ['/api/league', leagueId, 'transaction-stats'],
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
