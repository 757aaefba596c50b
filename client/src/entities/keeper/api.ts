// The keeper feature's calls (docs/product.md §7): queries keyed by URL segments, and the writes, which
// refresh every keeper query (own, all, boards) so the pages agree after any change.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPath } from '@/lib/query-url';
import type { KeeperValueResponse } from '@common/almanac';
import type {
  AdminKeeperBody,
  KeeperCandidatesResponse,
  KeeperRosterPlayer,
  KeeperSelection,
  KeeperStatusResponse,
  LotteryRunResponse,
} from '@common/keepers';
import { apiRequest, getJson } from '@/lib/api';
import { useAppInfo } from '@/lib/league';
import { leagueQuery, useLeague } from '@/lib/league-queries';
import type { RouteDataContext } from '@/lib/route-data';

/** The league id and the keeper season (server/seasons), undefined while /api/app-info loads, and whether it picks keepers. */
export function useKeeperSeason(): {
  leagueId: string | undefined;
  season: string | undefined;
  /** Whether the league picks keepers (its format); undefined while the league loads. */
  offered: boolean | undefined;
} {
  const info = useAppInfo().data;
  const offered = useLeague(info?.leagueId).data?.offers.keeperSelection;
  return { leagueId: info?.leagueId, season: info?.keeperSeason, offered };
}

/**
 * Whether a route's league picks keepers, from the league's answer (asked once per client): a
 * redraft or dynasty league's keeper routes answer 404, so no page asks them.
 */
export async function offersKeepers({ queryClient, info }: RouteDataContext): Promise<boolean> {
  const league = await queryClient.ensureQueryData(leagueQuery(info.leagueId)).catch(() => null);
  return league?.offers.keeperSelection ?? true;
}

const known = (...parts: unknown[]) => parts.every((part) => part !== undefined && part !== null);

export const keeperStatusQuery = (leagueId: string | undefined, season: string | undefined) =>
  queryOptions({
    ...getJson<KeeperStatusResponse>`/api/league/${leagueId}/keeper-status/${season}`,
    enabled: known(leagueId, season),
  });

/** The caller's own selection: null when none yet. */
export const ownSelectionQuery = (leagueId: string | undefined, season: string | undefined) =>
  queryOptions({
    ...getJson<KeeperSelection | null>`/api/league/${leagueId}/keeper-selection/${season}`,
    enabled: known(leagueId, season),
  });

export const allSelectionsQuery = (leagueId: string | undefined, season: string | undefined) =>
  queryOptions({
    ...getJson<KeeperSelection[]>`/api/league/${leagueId}/keeper-selections/${season}`,
    enabled: known(leagueId, season),
  });

export const keeperPlayersQuery = (leagueId: string | undefined, rosterId: number | null | undefined) =>
  queryOptions({
    ...getJson<KeeperRosterPlayer[]>`/api/league/${leagueId}/roster-players/${rosterId}`,
    enabled: known(leagueId, rosterId),
  });

/** What the keeper picker measures a roster's players by (decision 0016, keeper candidates). */
export const keeperCandidatesQuery = (leagueId: string | undefined, rosterId: number | null | undefined) =>
  queryOptions({
    ...getJson<KeeperCandidatesResponse>`/api/league/${leagueId}/keeper-candidates/${rosterId}`,
    enabled: known(leagueId, rosterId),
  });

/** Every keeper of the league's history against what his round produced (decision 0016). */
export const keeperValueQuery = (leagueId: string | undefined) =>
  queryOptions({
    ...getJson<KeeperValueResponse>`/api/league/${leagueId}/keeper-value`,
    enabled: Boolean(leagueId),
  });

export function useKeeperStatus(leagueId: string | undefined, season: string | undefined) {
  return useQuery(keeperStatusQuery(leagueId, season));
}

export function useOwnSelection(leagueId: string | undefined, season: string | undefined) {
  return useQuery(ownSelectionQuery(leagueId, season));
}

export function useAllSelections(leagueId: string | undefined, season: string | undefined) {
  return useQuery(allSelectionsQuery(leagueId, season));
}

export function useKeeperValue(leagueId: string | undefined) {
  return useQuery(keeperValueQuery(leagueId));
}

export function useKeeperCandidates(leagueId: string | undefined, rosterId: number | null | undefined) {
  return useQuery(keeperCandidatesQuery(leagueId, rosterId));
}

export function useRosterPlayers(leagueId: string | undefined, rosterId: number | null | undefined) {
  return useQuery(keeperPlayersQuery(leagueId, rosterId));
}

/** After any keeper write: selections (own and all) and draft boards change. */
export function refreshKeeperQueries(queryClient: QueryClient, leagueId: string | undefined): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [root, id, resource] = query.queryKey;
      return (
        root === '/api/league' &&
        id === leagueId &&
        (resource === 'keeper-selection' || resource === 'keeper-selections' || resource === 'drafts')
      );
    },
  });
}

export type SaveSelectionBody =
  | {
      franchisePlayerId: string | null;
      lotteryPlayer1Id: string | null;
      lotteryPlayer2Id: string | null;
      lotteryPlayer3Id: string | null;
      isSubmitted: boolean;
    }
  | { franchisePlayer: string; lotteryPicks: string[]; isSubmitted: true; submittedAt: string };

/** POST /keeper-selection/{season}: the keeper page's save / submit and the draft board's save. */
export function useSaveSelection(leagueId: string | undefined, season: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSelectionBody) =>
      apiRequest<KeeperSelection>('POST', apiPath`/api/league/${leagueId}/keeper-selection/${season}`, body),
    onSuccess: () => refreshKeeperQueries(queryClient, leagueId),
  });
}

export type AdminAction = 'unlock' | 'lottery' | 'force-submit' | 'delete';

/** The admin calls on one roster's selection (docs/product.md §7). */
export function useAdminKeeperAction(leagueId: string | undefined, season: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      rosterId,
    }: {
      action: AdminAction;
      rosterId: number;
    }): Promise<{ ok: true } | KeeperSelection | LotteryRunResponse> => {
      const url = apiPath`/api/league/${leagueId}/keeper-selection/${season}/${rosterId}`;
      if (action === 'delete') return apiRequest<{ ok: true }>('DELETE', url);
      return apiRequest<KeeperSelection | LotteryRunResponse>(
        'POST',
        apiPath`/api/league/${leagueId}/keeper-selection/${season}/${rosterId}/${action}`,
      );
    },
    onSettled: () => refreshKeeperQueries(queryClient, leagueId),
  });
}

/** POST /api/admin/league/{id}/keeper-selection/{season}/{rosterId}: the admin editor's save. */
export function useAdminEditSelection(leagueId: string | undefined, season: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rosterId, body }: { rosterId: number; body: AdminKeeperBody }) =>
      apiRequest<KeeperSelection>(
        'POST',
        apiPath`/api/admin/league/${leagueId}/keeper-selection/${season}/${rosterId}`,
        body,
      ),
    onSuccess: () => refreshKeeperQueries(queryClient, leagueId),
  });
}

/**
 * The keeper season of a route's data context, as the keeper pages read it (useKeeperSeason): until
 * the renewed league drafts it is the previous season, not the current one.
 */
export function keeperSeasonOfRoute(context: RouteDataContext): { leagueId: string; season: string } {
  return { leagueId: context.info.leagueId, season: context.info.keeperSeason };
}

/** The member's own keeper data (keepers page, draft board): their selection and roster's players. */
export async function prefetchOwnKeepers(context: RouteDataContext): Promise<unknown> {
  const { queryClient, user } = context;
  const { leagueId, season } = keeperSeasonOfRoute(context);
  if (!(await offersKeepers(context))) return null;
  return Promise.all([
    queryClient.prefetchQuery(ownSelectionQuery(leagueId, season)),
    user.rosterId != null ? queryClient.prefetchQuery(keeperPlayersQuery(leagueId, user.rosterId)) : null,
  ]);
}
