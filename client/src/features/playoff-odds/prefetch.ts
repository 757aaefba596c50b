import type { RouteDataContext } from '@/lib/route-data';
import { playoffOddsQuery } from '@/entities/playoff-odds/api';

/** /playoffs: the odds of every team. */
export function prefetchPlayoffPicturePage({ queryClient, info }: RouteDataContext): Promise<void> {
  return queryClient.prefetchQuery(playoffOddsQuery(info.leagueId));
}
