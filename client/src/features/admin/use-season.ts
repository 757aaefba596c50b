import { useAppInfo } from '@/lib/league';

/** The league id and current season the admin tools work on (undefined while /api/app-info loads). */
export function useLeagueSeason(): { leagueId: string | undefined; season: string | undefined } {
  const info = useAppInfo().data;
  return { leagueId: info?.leagueId, season: info === undefined ? undefined : String(info.season) };
}
