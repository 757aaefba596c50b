import { DEMO_ACCOUNTS_QUERY_KEY } from '@/features/auth/use-demo-accounts';
import { leagueKey } from '@/features/dashboard/api';
import { seedFromBoot } from '@/lib/boot';
import { APP_INFO_QUERY_KEY, appInfoQuery } from '@/lib/league';
import { queryClient } from '@/lib/query-client';
import { prefetch, type RoutePrefetch } from '@/lib/route-data';
import { AUTH_USER_QUERY_KEY, authUserQuery } from '@/lib/session';
import type { LoaderArgs } from '@/router';
import type { LazyPage } from './lazy-page';
import { NFL_STATE_KEY } from './use-nfl-state';

/**
 * The answers embedded in the page (the session, the deployment info, for a member the league and
 * the NFL state of the app frame, for a visitor the demo accounts of the sign-in pages) go into the
 * cache before the first route's loader runs.
 */
export function seedBootQueries(): void {
  seedFromBoot(queryClient, [AUTH_USER_QUERY_KEY, APP_INFO_QUERY_KEY, DEMO_ACCOUNTS_QUERY_KEY]);
  const leagueId = queryClient.getQueryData(appInfoQuery.queryKey)?.leagueId;
  if (leagueId) seedFromBoot(queryClient, [leagueKey(leagueId), NFL_STATE_KEY]);
}

type Access = 'public' | 'member' | 'admin';

/**
 * A route loader (docs/decisions/0012): as the navigation starts (the first load too) it starts the
 * page's data, without waiting for it, and loads the page's code, which the route waits for (so the
 * page renders at once, with its own loading states for data still on the way). The session and
 * the deployment info come embedded in the page, else both are asked in parallel. A visitor gets no
 * member data (`visitorPage`: what `/` shows them instead), a member no admin data.
 */
export function routeLoader(
  page: LazyPage,
  prefetchPage: RoutePrefetch | null,
  { access = 'member', visitorPage }: { access?: Access; visitorPage?: LazyPage } = {},
): (args: LoaderArgs) => Promise<null> {
  return async ({ params, url }) => {
    try {
      if (access === 'public') {
        await page.preload();
        return null;
      }
      const [user, info] = await Promise.all([
        queryClient.ensureQueryData(authUserQuery),
        queryClient.ensureQueryData(appInfoQuery),
      ]);
      if (!user) {
        await visitorPage?.preload();
        return null;
      }
      if (access === 'admin' && !user.isAdmin) return null;
      const context = { queryClient, user, info, params, search: url.searchParams };
      // The app frame's data: the league's name (navigation) and the NFL week (mobile header).
      prefetch(context, leagueKey(info.leagueId));
      prefetch(context, NFL_STATE_KEY);
      prefetchPage?.(context);
      await page.preload();
    } catch {
      // A failed session call or chunk shows on the page itself (its queries and lazy code fail alike).
    }
    return null;
  };
}
