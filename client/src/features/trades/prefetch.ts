import type { RouteDataContext } from '@/lib/route-data';
import { tradeFilters, tradesQuery } from '@/entities/trade/api';

/** /trades: the list its address asks for. */
export function prefetchTradesPage({ queryClient, info, search }: RouteDataContext): Promise<void> {
  return queryClient.prefetchQuery(tradesQuery(info.leagueId, tradeFilters(search)));
}
