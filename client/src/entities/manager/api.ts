import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { HeadToHeadResponse, ManagerResponse, ManagersResponse } from '@common/almanac';

export const managersQuery = (leagueId: string | undefined) =>
  queryOptions({
    ...getJson<ManagersResponse>`/api/league/${leagueId}/managers`,
    enabled: Boolean(leagueId),
  });

export const managerQuery = (leagueId: string | undefined, userId: string | undefined) =>
  queryOptions({
    ...getJson<ManagerResponse>`/api/league/${leagueId}/managers/${userId}`,
    enabled: Boolean(leagueId) && Boolean(userId),
  });

/** The head-to-head matrix of every person across every season (the history page shows it). */
export const headToHeadQuery = (leagueId: string | undefined) =>
  queryOptions({
    ...getJson<HeadToHeadResponse>`/api/league/${leagueId}/head-to-head`,
    enabled: Boolean(leagueId),
  });

export function useManagers(leagueId: string | undefined) {
  return useQuery(managersQuery(leagueId));
}

export function useManager(leagueId: string | undefined, userId: string | undefined) {
  return useQuery(managerQuery(leagueId, userId));
}

export function useHeadToHead(leagueId: string | undefined) {
  return useQuery(headToHeadQuery(leagueId));
}
