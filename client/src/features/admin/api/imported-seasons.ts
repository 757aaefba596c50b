import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  importRefusalSchema,
  type ImportedSeasonsResponse,
  type ImportRefusal,
} from '@common/imported-seasons';
import { apiRequest } from '@/lib/api';
import { leagueQuery } from '@/lib/league-queries';

/** GET /api/admin/league/{id}/imported-seasons: the seasons before Sleeper imported so far. */
const importedSeasonsQuery = (leagueId: string | undefined) =>
  queryOptions<ImportedSeasonsResponse>({
    queryKey: ['/api/admin/league', leagueId, 'imported-seasons'],
    enabled: Boolean(leagueId),
  });

export function useImportedSeasons(leagueId: string | undefined) {
  return useQuery(importedSeasonsQuery(leagueId));
}

/**
 * The line errors of a refused import (a 400 whose body lists them), null for any other failure. The
 * client's errors carry the body as '<status>: <body>' (lib/api.ts).
 */
export function importRefusalOf(error: unknown): ImportRefusal | null {
  if (!(error instanceof Error)) return null;
  const match = /^400: ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  try {
    const parsed = importRefusalSchema.safeParse(JSON.parse(match[1]!));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
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
  const url = `/api/admin/league/${leagueId}/imported-seasons`;
  const importCsv = useMutation({
    mutationFn: (csv: string) => apiRequest<ImportedSeasonsResponse>('POST', url, { csv }),
    onSuccess,
  });
  const undo = useMutation({
    mutationFn: (season: string) => apiRequest<ImportedSeasonsResponse>('DELETE', `${url}/${season}`),
    onSuccess,
  });
  const undoAll = useMutation({
    mutationFn: () => apiRequest<ImportedSeasonsResponse>('DELETE', url),
    onSuccess,
  });
  return { importCsv, undo, undoAll };
}
