import { useQuery } from '@tanstack/react-query';
import { prefetch, type RouteDataContext } from '@/lib/route-data';
import type { HeadToHeadResponse, ManagerResponse, ManagersResponse } from '@common/almanac';

export const managersKey = (leagueId: string | undefined) => ['/api/league', leagueId, 'managers'] as const;

/** The managers page starts its data with its code (route loader). */
export function prefetchManagersPage(context: RouteDataContext): void {
  prefetch(context, managersKey(context.info.leagueId));
}

export function useManagers(leagueId: string | undefined) {
  return useQuery<ManagersResponse>({
    queryKey: managersKey(leagueId),
    enabled: Boolean(leagueId),
  });
}

const managerKey = (leagueId: string | undefined, userId: string | undefined) =>
  ['/api/league', leagueId, 'managers', userId] as const;

/** A manager's page starts its data with its code (route loader). */
export function prefetchManagerPage(context: RouteDataContext): void {
  if (context.params.userId) prefetch(context, managerKey(context.info.leagueId, context.params.userId));
}

export function useManager(leagueId: string | undefined, userId: string | undefined) {
  return useQuery<ManagerResponse>({
    queryKey: managerKey(leagueId, userId),
    enabled: Boolean(leagueId) && Boolean(userId),
  });
}

export const headToHeadKey = (leagueId: string | undefined) =>
  ['/api/league', leagueId, 'head-to-head'] as const;

/** The head-to-head matrix of every person across every season (the history page shows it). */
export function useHeadToHead(leagueId: string | undefined) {
  return useQuery<HeadToHeadResponse>({
    queryKey: headToHeadKey(leagueId),
    enabled: Boolean(leagueId),
  });
}
