// The draft board's calls (docs/product.md §7): every season's draft, one season's board, and
// a season's report card.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { DraftReportResponse } from '@common/almanac';
import type { DraftBoard, DraftHistoryResponse } from '@common/drafts';

export const draftHistoryQuery = (leagueId: string | undefined) =>
  queryOptions({
    ...getJson<DraftHistoryResponse>`/api/league/${leagueId}/drafts/history`,
    enabled: Boolean(leagueId),
  });

export const draftBoardQuery = (leagueId: string | undefined, year: string | undefined) =>
  queryOptions({
    ...getJson<DraftBoard>`/api/league/${leagueId}/drafts/${year}`,
    enabled: Boolean(leagueId && year),
  });

/** A season's draft report card (404 for a season whose draft has no pick). */
export const draftReportQuery = (leagueId: string | undefined, year: string | undefined) =>
  queryOptions({
    ...getJson<DraftReportResponse>`/api/league/${leagueId}/drafts/${year}/report`,
    enabled: Boolean(leagueId && year),
  });

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
  return useQuery(draftHistoryQuery(leagueId));
}

export function useDraftBoard(leagueId: string | undefined, year: string | undefined) {
  return useQuery(draftBoardQuery(leagueId, year));
}

export function useDraftReport(leagueId: string | undefined, year: string | undefined) {
  return useQuery(draftReportQuery(leagueId, year));
}
