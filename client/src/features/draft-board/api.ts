// The draft board's calls (spec section 7): every season's draft, and one season's board.
import { useQuery } from '@tanstack/react-query';
import type { DraftBoard, DraftHistoryResponse } from '@common/drafts';
import { prefetch, type RouteDataContext } from '@/lib/route-data';
import { keeperSeasonOfRoute, prefetchOwnKeepers } from '@/features/keepers/api';

const draftHistoryKey = (leagueId: string | undefined) =>
  ['/api/league', leagueId, 'drafts', 'history'] as const;
const draftBoardKey = (leagueId: string | undefined, year: string | undefined) =>
  ['/api/league', leagueId, 'drafts', year] as const;

/** The board shown first: the keeper season's (where keeper mode works), else the newest. */
export function defaultBoardYear(seasons: DraftHistoryResponse['seasons']): string | undefined {
  return seasons.find((s) => s.keeperSeason)?.season ?? seasons[0]?.season;
}

export function useDraftHistory(leagueId: string | undefined) {
  return useQuery<DraftHistoryResponse>({
    queryKey: draftHistoryKey(leagueId),
    enabled: Boolean(leagueId),
  });
}

export function useDraftBoard(leagueId: string | undefined, year: string | undefined) {
  return useQuery<DraftBoard>({
    queryKey: draftBoardKey(leagueId, year),
    enabled: Boolean(leagueId && year),
  });
}

/** The seasons, then the first board at once; the member's own keeper data beside them. */
export function prefetchDraftBoardPage(context: RouteDataContext): void {
  const { leagueId } = keeperSeasonOfRoute(context);
  void context.queryClient
    .ensureQueryData<DraftHistoryResponse>({ queryKey: draftHistoryKey(leagueId) })
    .then((history) => {
      const year = defaultBoardYear(history.seasons);
      if (year) prefetch(context, draftBoardKey(leagueId, year));
    })
    .catch(() => undefined);
  prefetchOwnKeepers(context);
}
