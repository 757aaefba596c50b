import { useQuery } from '@tanstack/react-query';
import { prefetch, type RouteDataContext } from '@/lib/route-data';
import type { RecordsResponse, WeekGamesResponse } from '@common/almanac';
import { pathWeekSchema } from '@common/path-number';
import { seasonYearSchema } from '@common/seasons';

export const recordsKey = (leagueId: string | undefined) => ['/api/league', leagueId, 'records'] as const;

/** The record book starts its data with its code (route loader). */
export function prefetchRecordsPage(context: RouteDataContext): void {
  prefetch(context, recordsKey(context.info.leagueId));
}

export function useRecords(leagueId: string | undefined) {
  return useQuery<RecordsResponse>({
    queryKey: recordsKey(leagueId),
    enabled: Boolean(leagueId),
  });
}

const weekGamesKey = (leagueId: string | undefined, season: string, week: number) =>
  ['/api/league', leagueId, 'games', season, week] as const;
/** A season (a year) and a week (1 or more) as an address may name them. */
export const isWeek = (season: string, week: number) =>
  /^\d{4}$/.test(season) && Number.isInteger(week) && week >= 1;

/**
 * The season and week an address names (`/games/2024/3`, `/recaps/2024/3`), read as the server reads
 * its own paths (`1e1` is no week), or null when it names none.
 */
export function weekOf(params: RouteDataContext['params']): { season: string; week: number } | null {
  const season = seasonYearSchema.safeParse(params.season);
  const week = pathWeekSchema.safeParse(params.week);
  return season.success && week.success ? { season: season.data, week: week.data } : null;
}

/** /games/:season/:week starts its games with its code (route loader). */
export function prefetchWeekGamesPage(context: RouteDataContext): void {
  const asked = weekOf(context.params);
  if (asked) prefetch(context, weekGamesKey(context.info.leagueId, asked.season, asked.week));
}

export function useWeekGames(leagueId: string | undefined, season: string, week: number) {
  return useQuery<WeekGamesResponse>({
    queryKey: weekGamesKey(leagueId, season, week),
    enabled: Boolean(leagueId) && isWeek(season, week),
  });
}
