import { payoutsQuery } from '@/lib/league-queries';
import type { RouteDataContext } from '@/lib/route-data';
import { draftReportQuery } from '@/entities/draft/api';
import { headToHeadQuery } from '@/entities/manager/api';
import { historyQuery, transactionStatsQuery } from './api';

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
