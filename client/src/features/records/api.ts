import { useQuery } from '@tanstack/react-query';
import type { RecordsResponse, WeekGamesResponse } from '@common/almanac';

export function useRecords(leagueId: string | undefined) {
  return useQuery<RecordsResponse>({
    queryKey: ['/api/league', leagueId, 'records'],
    enabled: Boolean(leagueId),
  });
}

export function useWeekGames(leagueId: string | undefined, season: string, week: number) {
  return useQuery<WeekGamesResponse>({
    queryKey: ['/api/league', leagueId, 'games', season, week],
    enabled: Boolean(leagueId) && /^\d{4}$/.test(season) && week >= 1,
  });
}
