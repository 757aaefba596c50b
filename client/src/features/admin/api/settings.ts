import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@/lib/query-url';
import type { LeagueSettings, SettingsUpdateBody } from '@common/settings';
import { apiRequest, getJson } from '@/lib/api';
import { currentLeagueQuery } from './current-league';

const settingsQuery = (leagueId: string | undefined, season: string | undefined) =>
  queryOptions({
    ...getJson<LeagueSettings>`/api/league/${leagueId}/settings/${season}`,
    enabled: Boolean(leagueId && season),
  });

export function useLeagueSettings(leagueId: string | undefined, season: string | undefined) {
  return useQuery(settingsQuery(leagueId, season));
}

/** POST /settings/{season} and POST /settings/{season}/refresh: both answer the new settings. */
export function useSaveSettings(leagueId: string | undefined, season: string | undefined) {
  const queryClient = useQueryClient();
  const onSuccess = (settings: LeagueSettings) =>
    queryClient.setQueryData(settingsQuery(leagueId, season).queryKey, settings);
  const save = useMutation({
    mutationFn: (body: SettingsUpdateBody) =>
      apiRequest<LeagueSettings>('POST', apiPath`/api/league/${leagueId}/settings/${season}`, body),
    onSuccess,
  });
  const refresh = useMutation({
    mutationFn: () =>
      apiRequest<LeagueSettings>('POST', apiPath`/api/league/${leagueId}/settings/${season}/refresh`),
    onSuccess: (settings: LeagueSettings) => {
      onSuccess(settings);
      // The refresh also looked for a renewed league (decision 0008); a move names the new league id
      // in the answer, which refreshes the app info (lib/served-league.ts).
      void queryClient.invalidateQueries({ queryKey: currentLeagueQuery(leagueId).queryKey });
    },
  });
  return { save, refresh };
}
