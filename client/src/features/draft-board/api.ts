// The draft board's calls (spec section 7): every season's draft, and one season's board.
import { useQuery } from '@tanstack/react-query';
import type { DraftBoard, DraftHistoryResponse } from '@common/drafts';

export function useDraftHistory(leagueId: string | undefined) {
  return useQuery<DraftHistoryResponse>({
    queryKey: ['/api/league', leagueId, 'drafts', 'history'],
    enabled: Boolean(leagueId),
  });
}

export function useDraftBoard(leagueId: string | undefined, year: string | undefined) {
  return useQuery<DraftBoard>({
    queryKey: ['/api/league', leagueId, 'drafts', year],
    enabled: Boolean(leagueId && year),
  });
}
