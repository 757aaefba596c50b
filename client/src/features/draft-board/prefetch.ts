import type { RouteDataContext } from '@/lib/route-data';
import {
  boardAddress,
  defaultBoardYear,
  draftBoardQuery,
  draftHistoryQuery,
  draftReportQuery,
} from '@/entities/draft/api';
import { keeperSeasonOfRoute, prefetchOwnKeepers } from '@/entities/keeper/api';

/**
 * /draft-board: the seasons, and the board of the address (else the default one, once the seasons
 * are known) with its report card in the report view; the member's own keeper data beside them.
 */
export function prefetchDraftBoardPage(context: RouteDataContext): Promise<unknown> {
  const { queryClient } = context;
  const { leagueId } = keeperSeasonOfRoute(context);
  const { season, view } = boardAddress(context.search);
  const startBoard = (year: string) =>
    Promise.all([
      queryClient.prefetchQuery(draftBoardQuery(leagueId, year)),
      view === 'report' ? queryClient.prefetchQuery(draftReportQuery(leagueId, year)) : null,
    ]);
  // The seasons fill the season picker; the board waits for them only when the address names none.
  const seasons = queryClient.ensureQueryData(draftHistoryQuery(leagueId)).then(
    (history) => {
      const year = season ? undefined : defaultBoardYear(history.seasons);
      return year ? startBoard(year) : null;
    },
    () => null,
  );
  return Promise.all([seasons, season ? startBoard(season) : null, prefetchOwnKeepers(context)]);
}
