import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BracketResponse } from '@common/bracket';
import { prefetch, type RouteDataContext } from '@/lib/route-data';

export const bracketKey = (leagueId: string | undefined, season: string | undefined) =>
  ['/api/league', leagueId, 'bracket', { season }] as const;

/** The season in the page's address (?season=); absent: the league's current season. */
export const bracketSeason = (search: URLSearchParams) => search.get('season') ?? undefined;

/** /bracket starts the bracket its address asks for with its code (route loader). */
export function prefetchBracketPage(context: RouteDataContext): void {
  prefetch(context, bracketKey(context.info.leagueId, bracketSeason(context.search)));
}

export function useBracket(leagueId: string | undefined, season: string | undefined) {
  return useQuery<BracketResponse>({
    queryKey: bracketKey(leagueId, season),
    enabled: Boolean(leagueId),
    placeholderData: keepPreviousData,
  });
}
