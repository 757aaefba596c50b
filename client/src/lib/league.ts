import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppInfo } from '@common/auth';
import { getJson } from './api';
import { APP_NAME } from './app-name';

export type { AppInfo };

export const appInfoQuery = queryOptions({ ...getJson<AppInfo>`/api/app-info` });

/** The deployment's info; cached until the session changes (login and logout refresh it). */
export function useAppInfo() {
  return useQuery(appInfoQuery);
}

/** The configured league id, or undefined while /api/app-info loads (gate queries with `enabled`). */
export function useLeagueId(): string | undefined {
  return useAppInfo().data?.leagueId;
}

/** The product name: the server's APP_NAME once known, else the built-in constant. */
export function useAppName(): string {
  return useAppInfo().data?.appName ?? APP_NAME;
}
