// The dashboard's data: one request per card, started together as the navigation starts.
import { TRANSACTIONS_DEFAULT_LIMIT } from '@common/league-constants';
import { leagueQuery, matchupsQuery, payoutsQuery, standingsQuery } from '@/lib/league-queries';
import type { RouteDataContext } from '@/lib/route-data';
import { playoffOddsQuery } from '@/entities/playoff-odds/api';
import { announcementsQuery } from '@/entities/announcement/api';
import { recapListQuery } from '@/entities/recap/api';
import { offseasonQuery } from './offseason/api';
import { transactionsQuery } from './transactions/api';

/**
 * Both requests at once as the navigation starts. Between seasons the season played last is the
 * keeper season (keepers are chosen from its rosters), so its payouts need not wait for the answer.
 */
function prefetchOffseason({ queryClient, info }: RouteDataContext): Promise<unknown> {
  const { leagueId, keeperSeason } = info;
  return Promise.all([
    queryClient.prefetchQuery(offseasonQuery(leagueId)),
    queryClient.prefetchQuery(payoutsQuery(leagueId, keeperSeason)),
  ]);
}

/**
 * Every card's data at once, as the navigation starts (between seasons, the off-season's instead, and
 * in both the announcements): the standings and the recent activity right away, the week's matchups
 * and the season's payouts as soon as the league is known (the app frame asks for it too, so that is
 * one request).
 */
export function prefetchDashboard(context: RouteDataContext): Promise<unknown> {
  const { queryClient, info } = context;
  const leagueId = info.leagueId;
  // The commissioner's announcements head the dashboard in and out of season.
  const announcements = queryClient.prefetchQuery(announcementsQuery(leagueId));
  if (info.offseason) return Promise.all([announcements, prefetchOffseason(context)]);
  return Promise.all([
    announcements,
    queryClient.prefetchQuery(standingsQuery(leagueId)),
    // The standings card shows each team's playoff odds: asked with the standings, not after them.
    queryClient.prefetchQuery(playoffOddsQuery(leagueId)),
    // The matchups card links a final week to its recap.
    queryClient.prefetchQuery(recapListQuery(leagueId)),
    queryClient.prefetchQuery(transactionsQuery(leagueId, { limit: TRANSACTIONS_DEFAULT_LIMIT })),
    queryClient.ensureQueryData(leagueQuery(leagueId)).then(
      (league) =>
        Promise.all([
          league.week >= 1 ? queryClient.prefetchQuery(matchupsQuery(leagueId, league.week)) : null,
          queryClient.prefetchQuery(payoutsQuery(leagueId, league.season)),
        ]),
      () => null,
    ),
  ]);
}
