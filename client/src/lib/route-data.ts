import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AuthUser } from '@common/auth';
import type { AppInfo } from './league';

/**
 * What a page's data depends on: the signed-in member, the deployment (league id, season) and the
 * route's own address (its path parameters and query string).
 */
export interface RouteDataContext {
  queryClient: QueryClient;
  user: AuthUser;
  info: AppInfo;
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** Starts the queries of a page (each feature's api.ts has its page's); never waits for them. */
export type RoutePrefetch = (context: RouteDataContext) => void;

/** Starts one query by its key (the default query function GETs the key's URL); errors stay in the query. */
export function prefetch(context: Pick<RouteDataContext, 'queryClient'>, queryKey: QueryKey): void {
  void context.queryClient.prefetchQuery({ queryKey });
}
