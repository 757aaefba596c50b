// The keeper feature's calls (docs/product.md §7): queries keyed by URL segments, and the writes, which
// refresh every keeper query (own, all, boards) so the pages agree after any change.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { KeeperValueResponse } from '@common/almanac';
import type {
  AdminKeeperBody,
  KeeperRosterPlayer,
  KeeperSelection,
  KeeperStatusResponse,
  LotteryRunResponse,
} from '@common/keepers';
import { apiRequest } from '@/lib/api';
import { useAppInfo } from '@/lib/league';
import { prefetch, type RouteDataContext } from '@/lib/route-data';

/** The league id and the keeper season (server/seasons), undefined while /api/app-info loads. */
export function useKeeperSeason(): { leagueId: string | undefined; season: string | undefined } {
  const info = useAppInfo().data;
  return { leagueId: info?.leagueId, season: info?.keeperSeason };
}

export const keeperStatusKey = (leagueId: string | undefined, season: string | undefined) =>
  ['/api/league', leagueId, 'keeper-status', season] as const;
export const ownSelectionKey = (leagueId: string | undefined, season: string | undefined) =>
  ['/api/league', leagueId, 'keeper-selection', season] as const;
export const allSelectionsKey = (leagueId: string | undefined, season: string | undefined) =>
  ['/api/league', leagueId, 'keeper-selections', season] as const;
export const keeperPlayersKey = (leagueId: string | undefined, rosterId: number | null | undefined) =>
  ['/api/league', leagueId, 'roster-players', rosterId] as const;

const enabled = (...parts: unknown[]) => parts.every((part) => part !== undefined && part !== null);

export function useKeeperStatus(leagueId: string | undefined, season: string | undefined) {
  return useQuery<KeeperStatusResponse>({
    queryKey: keeperStatusKey(leagueId, season),
    enabled: enabled(leagueId, season),
  });
}

/** The caller's own selection: null when none yet. */
export function useOwnSelection(leagueId: string | undefined, season: string | undefined) {
  return useQuery<KeeperSelection | null>({
    queryKey: ownSelectionKey(leagueId, season),
    enabled: enabled(leagueId, season),
  });
}

export function useAllSelections(leagueId: string | undefined, season: string | undefined) {
  return useQuery<KeeperSelection[]>({
    queryKey: allSelectionsKey(leagueId, season),
    enabled: enabled(leagueId, season),
  });
}

export const keeperValueKey = (leagueId: string | undefined) =>
  ['/api/league', leagueId, 'keeper-value'] as const;

/** Every keeper of the league's history against what his round produced (decision 0016). */
export function useKeeperValue(leagueId: string | undefined) {
  return useQuery<KeeperValueResponse>({ queryKey: keeperValueKey(leagueId), enabled: Boolean(leagueId) });
}

export function useRosterPlayers(leagueId: string | undefined, rosterId: number | null | undefined) {
  return useQuery<KeeperRosterPlayer[]>({
    queryKey: keeperPlayersKey(leagueId, rosterId),
    enabled: enabled(leagueId, rosterId),
  });
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
      apiRequest<KeeperSelection>('POST', `/api/league/${leagueId}/keeper-selection/${season}`, body),
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
      const url = `/api/league/${leagueId}/keeper-selection/${season}/${rosterId}`;
      if (action === 'delete') return apiRequest<{ ok: true }>('DELETE', url);
      return apiRequest<KeeperSelection | LotteryRunResponse>('POST', `${url}/${action}`);
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
        `/api/admin/league/${leagueId}/keeper-selection/${season}/${rosterId}`,
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

/** The member's own keeper data: their selection and their roster's players. */
export function prefetchOwnKeepers(context: RouteDataContext): void {
  const { leagueId, season } = keeperSeasonOfRoute(context);
  prefetch(context, ownSelectionKey(leagueId, season));
  if (context.user.rosterId != null) prefetch(context, keeperPlayersKey(leagueId, context.user.rosterId));
}

/** /keepers: the deadline status, the member's own keeper data and what keepers were worth. */
export function prefetchKeepersPage(context: RouteDataContext): void {
  const { leagueId, season } = keeperSeasonOfRoute(context);
  prefetch(context, keeperStatusKey(leagueId, season));
  prefetchOwnKeepers(context);
  prefetch(context, keeperValueKey(leagueId));
}
