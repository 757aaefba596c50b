import type { RouteDataContext } from '@/lib/route-data';
import { bracketQuery, bracketSeason } from '@/entities/bracket/api';

/** /bracket: the bracket its address asks for. */
export function prefetchBracketPage({ queryClient, info, search }: RouteDataContext): Promise<void> {
  return queryClient.prefetchQuery(bracketQuery(info.leagueId, bracketSeason(search)));
}
