import type { QueryClient } from '@tanstack/react-query';
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

/**
 * Starts the queries of a page (each page's feature has its own, next to the page) through the
 * queries' `queryOptions` factories: `queryClient.prefetchQuery(fooQuery(...))`, and
 * `ensureQueryData` where a query waits for another's answer. Settles once every query it started
 * has (never rejects: a failed answer stays in its query, for the page to show); the server waits
 * for that within its page-data budget, the browser does not (app/route-loader.ts).
 */
export type RoutePrefetch = (context: RouteDataContext) => Promise<unknown>;
