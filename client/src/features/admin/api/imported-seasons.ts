import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@/lib/query-url';
import {
  importRefusalSchema,
  type ImportedSeasonsResponse,
  type ImportRefusal,
} from '@common/imported-seasons';
import { ApiError, apiRequest, getJson } from '@/lib/api';
import { leagueQuery } from '@/lib/league-queries';

/** GET /api/admin/league/{id}/imported-seasons: the seasons before Sleeper imported so far. */
const importedSeasonsQuery = (leagueId: string | undefined) =>
  queryOptions({
    ...getJson<ImportedSeasonsResponse>`/api/admin/league/${leagueId}/imported-seasons`,
    enabled: Boolean(leagueId),
  });

export function useImportedSeasons(leagueId: string | undefined) {
  return useQuery(importedSeasonsQuery(leagueId));
}

/** The line errors of a refused import (a 400 whose body lists them), null for any other failure. */
export function importRefusalOf(error: unknown): ImportRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const parsed = importRefusalSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** POST (import a CSV), DELETE a season or all of them: each answers the list as it now stands. */
export function useImportedSeasonChanges(leagueId: string | undefined) {
  const queryClient = useQueryClient();
  const onSuccess = (list: ImportedSeasonsResponse) => {
    queryClient.setQueryData(importedSeasonsQuery(leagueId).queryKey, list);
    // History, careers, records and manager pages all count imported seasons: every league answer
    // may be stale now, and the league's own key is the prefix of all of them.
    void queryClient.invalidateQueries({ queryKey: leagueQuery(leagueId).queryKey });
  };
  const url = apiPath`/api/admin/league/${leagueId}/imported-seasons`;
  const importCsv = useMutation({
    mutationFn: (csv: string) => apiRequest<ImportedSeasonsResponse>('POST', url, { csv }),
    onSuccess,
  });
  const undo = useMutation({
    mutationFn: (season: string) =>
      apiRequest<ImportedSeasonsResponse>(
        'DELETE',
        apiPath`/api/admin/league/${leagueId}/imported-seasons/${season}`,
      ),
    onSuccess,
  });
  const undoAll = useMutation({
    mutationFn: () => apiRequest<ImportedSeasonsResponse>('DELETE', url),
    onSuccess,
  });
  return { importCsv, undo, undoAll };
}
