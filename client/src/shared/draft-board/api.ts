// The draft board's calls (docs/product.md §7): every season's draft, one season's board, and (issue 28)
// a season's report card.
import { useQuery } from '@tanstack/react-query';
import type { DraftReportResponse } from '@common/almanac';
import type { DraftBoard, DraftHistoryResponse } from '@common/drafts';
import { prefetch, type RouteDataContext } from '@/lib/route-data';
import { keeperSeasonOfRoute, prefetchOwnKeepers } from '@/shared/keepers/api';

const draftHistoryKey = (leagueId: string | undefined) =>
  ['/api/league', leagueId, 'drafts', 'history'] as const;
const draftBoardKey = (leagueId: string | undefined, year: string | undefined) =>
  ['/api/league', leagueId, 'drafts', year] as const;
const draftReportKey = (leagueId: string | undefined, year: string | undefined) =>
  ['/api/league', leagueId, 'drafts', year, 'report'] as const;

export type BoardView = 'board' | 'report';

/**
 * What the page's address asks for: a season (?season=2024; absent or not a year: the default board)
 * and the view (?view=report: the report card; anything else: the board).
 */
export function boardAddress(search: URLSearchParams): { season: string | undefined; view: BoardView } {
  const season = search.get('season');
  return {
    season: season && /^\d{4}$/.test(season) ? season : undefined,
    view: search.get('view') === 'report' ? 'report' : 'board',
  };
}

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

/** A season's draft report card (404 for a season whose draft has no pick); asked only where shown. */
export function useDraftReport(leagueId: string | undefined, year: string | undefined, shown = true) {
  return useQuery<DraftReportResponse>({
    queryKey: draftReportKey(leagueId, year),
    enabled: Boolean(leagueId && year) && shown,
  });
}

/** The history page's season details open on the newest season: its report card with the page. */
export function prefetchDraftReport(context: RouteDataContext, year: string): void {
  prefetch(context, draftReportKey(context.info.leagueId, year));
}

/**
 * The seasons, and the board of the address (else the default one, once the seasons are known) with
 * its report card in the report view; the member's own keeper data beside them.
 */
export function prefetchDraftBoardPage(context: RouteDataContext): void {
  const { leagueId } = keeperSeasonOfRoute(context);
  const { season, view } = boardAddress(context.search);
  const startBoard = (year: string) => {
    prefetch(context, draftBoardKey(leagueId, year));
    if (view === 'report') prefetch(context, draftReportKey(leagueId, year));
  };
  // The seasons fill the season picker; the board waits for them only when the address names none.
  void context.queryClient
    .ensureQueryData<DraftHistoryResponse>({ queryKey: draftHistoryKey(leagueId) })
    .then((history) => {
      const year = season ? undefined : defaultBoardYear(history.seasons);
      if (year) startBoard(year);
    })
    .catch(() => undefined);
  if (season) startBoard(season);
  prefetchOwnKeepers(context);
}
