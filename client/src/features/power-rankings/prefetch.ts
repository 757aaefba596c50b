import type { RouteDataContext } from '@/lib/route-data';
import { powerRankingsQuery } from './api';

/** /power-rankings: every team's rank by week. */
export function prefetchPowerRankingsPage({ queryClient, info }: RouteDataContext): Promise<void> {
  return queryClient.prefetchQuery(powerRankingsQuery(info.leagueId));
}
