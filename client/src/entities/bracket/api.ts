import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, withSearch } from '@/lib/api';
import type { BracketResponse } from '@common/bracket';

/** A season's playoff bracket (the bracket page's; the dashboard's matchups card reads it off-week). */
export const bracketQuery = (leagueId: string | undefined, season: string | undefined) =>
  queryOptions({
    ...withSearch(getJson<BracketResponse>`/api/league/${leagueId}/bracket`, { season }),
    enabled: Boolean(leagueId),
  });

/** The season in the page's address (?season=); absent: the league's current season. */
export const bracketSeason = (search: URLSearchParams) => search.get('season') ?? undefined;

export function useBracket(leagueId: string | undefined, season: string | undefined) {
  return useQuery({ ...bracketQuery(leagueId, season), placeholderData: keepPreviousData });
}
