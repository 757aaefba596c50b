// GET /api/league/{id}/playoff-odds: the standings card and the playoff picture share one request.
import { useQuery } from '@tanstack/react-query';
import { prefetch, type RouteDataContext } from '@/lib/route-data';
import type { PlayoffOddsResponse } from '@common/almanac';

export const playoffOddsKey = (leagueId: string | undefined) =>
  ['/api/league', leagueId, 'playoff-odds'] as const;

/** The playoff picture starts its data with its code (route loader). */
export function prefetchPlayoffPicturePage(context: RouteDataContext): void {
  prefetch(context, playoffOddsKey(context.info.leagueId));
}

export function usePlayoffOdds(leagueId: string | undefined) {
  return useQuery<PlayoffOddsResponse>({
    queryKey: playoffOddsKey(leagueId),
    enabled: Boolean(leagueId),
  });
}
