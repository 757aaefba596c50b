import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { RecordsResponse, WeekGamesResponse } from '@common/almanac';
import { isPathSeason, PATH_WEEK_RANGE, readPathNumber } from '@common/path-digits';

export const recordsQuery = (leagueId: string | undefined) =>
  queryOptions({ ...getJson<RecordsResponse>`/api/league/${leagueId}/records`, enabled: Boolean(leagueId) });

export function useRecords(leagueId: string | undefined) {
  return useQuery(recordsQuery(leagueId));
}

/** A season (a year) and a week (1 or more) as an address may name them. */
export const isWeek = (season: string, week: number) =>
  /^\d{4}$/.test(season) && Number.isInteger(week) && week >= 1;

/**
 * The season and week an address names (`/games/2024/3`, `/recaps/2024/3`), read as the server reads
 * its own paths (`1e1` is no week), or null when it names none.
 */
export function weekOf(
  params: Readonly<Record<string, string | undefined>>,
): { season: string; week: number } | null {
  const { season } = params;
  const week = readPathNumber(params.week, PATH_WEEK_RANGE);
  return isPathSeason(season) && week !== null ? { season, week } : null;
}

export const weekGamesQuery = (leagueId: string | undefined, season: string, week: number) =>
  queryOptions({
    ...getJson<WeekGamesResponse>`/api/league/${leagueId}/games/${season}/${week}`,
    enabled: Boolean(leagueId) && isWeek(season, week),
  });

export function useWeekGames(leagueId: string | undefined, season: string, week: number) {
  return useQuery(weekGamesQuery(leagueId, season, week));
}
