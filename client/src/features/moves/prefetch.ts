import type { RouteDataContext } from '@/lib/route-data';
import { tradeFilters } from '@/entities/trade/api';
import { movesQuery } from './api';

/** /moves: the pickups its address asks for (?season=, ?manager=, as the trades). */
export function prefetchMovesPage({ queryClient, info, search }: RouteDataContext): Promise<void> {
  return queryClient.prefetchQuery(movesQuery(info.leagueId, tradeFilters(search)));
}
