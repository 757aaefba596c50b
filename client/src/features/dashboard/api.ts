// The dashboard's data: one request per card, started together as the navigation starts.
import type { LeagueResponse } from '@common/league';
import { TRANSACTIONS_DEFAULT_LIMIT } from '@common/league-constants';
import { leagueKey, matchupsKey, payoutsKey, standingsKey } from '@/lib/league-queries';
import { prefetch, type RouteDataContext } from '@/lib/route-data';
import { prefetchOffseason } from './offseason/api';
import { playoffOddsKey } from '@/shared/playoff-odds/api';
import { recapListKey } from '@/shared/recaps/api';
import { transactionsQuery } from './transactions/api';

/**
 * Every card's data at once, as the navigation starts (between seasons, the off-season's instead): the standings and the recent activity right
 * away, the week's matchups and the season's payouts as soon as the league is known (the app frame
 * asks for it too, so that is one request).
 */
export function prefetchDashboard(context: RouteDataContext): void {
  if (context.info.offseason) return prefetchOffseason(context);
  const { queryClient, info } = context;
  const leagueId = info.leagueId;
  prefetch(context, standingsKey(leagueId));
  // The standings card shows each team's playoff odds: asked with the standings, not after them.
  prefetch(context, playoffOddsKey(leagueId));
  // The matchups card links a final week to its recap.
  prefetch(context, recapListKey(leagueId));
  void queryClient.prefetchQuery(transactionsQuery(leagueId, { limit: TRANSACTIONS_DEFAULT_LIMIT }));
  void queryClient
    .ensureQueryData<LeagueResponse>({ queryKey: leagueKey(leagueId) })
    .then((league) => {
      if (league.week >= 1) prefetch(context, matchupsKey(leagueId, league.week));
      prefetch(context, payoutsKey(leagueId, league.season));
    })
    .catch(() => undefined);
}
