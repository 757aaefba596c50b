// The weekly recaps' queries: the weeks that have one (small: the dashboard and the
// history page link from it too) and a week's recap.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { RecapListResponse, RecapResponse } from '@common/recap';
import { isWeek } from '@/entities/record/api';

export const recapListQuery = (leagueId: string | undefined) =>
  queryOptions({ ...getJson<RecapListResponse>`/api/league/${leagueId}/recaps`, enabled: Boolean(leagueId) });

export const recapQuery = (leagueId: string | undefined, season: string, week: number) =>
  queryOptions({
    ...getJson<RecapResponse>`/api/league/${leagueId}/recaps/${season}/${week}`,
    enabled: Boolean(leagueId) && isWeek(season, week),
  });

export function useRecapList(leagueId: string | undefined) {
  return useQuery(recapListQuery(leagueId));
}

export function useRecap(leagueId: string | undefined, season: string, week: number) {
  return useQuery(recapQuery(leagueId, season, week));
}
