import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunction } from 'react-router';
import type { AuthUser } from '@common/auth';
import { DEMO_ACCOUNTS_QUERY_KEY } from '@/features/auth/use-demo-accounts';
import { loginUrlFor, safeNextPath } from '@/features/auth/redirect-target';
import { leagueKey } from '@/lib/league-queries';
import { isHydrating } from '@/lib/page-hydration';
import { appInfoQuery, type AppInfo } from '@/lib/league';
import { prefetch, type RouteDataContext, type RoutePrefetch } from '@/lib/route-data';
import { authUserQuery } from '@/lib/session';
import type { LazyPage } from './lazy-page';
import { NFL_STATE_KEY } from './use-nfl-state';

// The route loaders (docs/decisions/0020). The same loaders run on the server, which renders the
// page from what they asked for, and in the browser for every later navigation: as a navigation
// starts they start the page's data, without waiting for it, and load the page's code, which the
// route does wait for (so the page renders at once, with its own loading states for data still on
// the way). The session decides first: a visitor is sent to sign in, a member asking for an admin
// page gets the 403 page, a member asking for the sign-in page goes where it would have sent them.

/** The session and the deployment info, asked in parallel (each once per query client). */
async function session(queryClient: QueryClient): Promise<{ user: AuthUser | null; info: AppInfo }> {
  const [user, info] = await Promise.all([
    queryClient.ensureQueryData(authUserQuery),
    queryClient.ensureQueryData(appInfoQuery),
  ]);
  return { user, info };
}

/** The answer that makes a route show the Access Denied page, with the status a server sends with it. */
export const FORBIDDEN_STATUS = 403;

/** The app frame's data (the league's name in the navigation, the NFL week in the phone's header), then the page's. */
function startMemberData(context: RouteDataContext, prefetchPage: RoutePrefetch | null): void {
  // Hydrating the page the server rendered: it came with its data, and a part asks for what the server
  // could not wait for once the page is live (lib/page-hydration.ts).
  if (isHydrating()) return;
  prefetch(context, leagueKey(context.info.leagueId));
  prefetch(context, NFL_STATE_KEY);
  prefetchPage?.(context);
}

export interface MemberRoute {
  page: LazyPage;
  prefetchPage?: RoutePrefetch | null;
  admin?: boolean;
}

/** A member's page: a visitor is sent to sign in and brought back afterwards (docs/product.md D3). */
export function memberLoader(
  queryClient: QueryClient,
  { page, prefetchPage = null, admin = false }: MemberRoute,
): LoaderFunction {
  return async ({ request, params }) => {
    const url = new URL(request.url);
    const { user, info } = await session(queryClient);
    if (!user) throw redirect(loginUrlFor(url.pathname + url.search + url.hash));
    // The server refuses an admin's data to anyone else anyway; the page says so, with its status.
    if (admin && !user.isAdmin) throw data('Admin only', { status: FORBIDDEN_STATUS });
    startMemberData({ queryClient, user, info, params, search: url.searchParams }, prefetchPage);
    await page.preload();
    return null;
  };
}

/**
 * `/` (docs/product.md §2, D3): the landing page with login form A for a visitor, the dashboard
 * for a member; only the code of the one shown is loaded.
 */
export function homeLoader(
  queryClient: QueryClient,
  { member, visitorPage }: { member: MemberRoute; visitorPage: LazyPage },
): LoaderFunction {
  return async ({ request, params }) => {
    const url = new URL(request.url);
    const { user, info } = await session(queryClient);
    if (!user) {
      prefetch({ queryClient }, DEMO_ACCOUNTS_QUERY_KEY);
      await visitorPage.preload();
      return null;
    }
    startMemberData(
      { queryClient, user, info, params, search: url.searchParams },
      member.prefetchPage ?? null,
    );
    await member.page.preload();
    return null;
  };
}

/** The sign-in page: a member who is already signed in goes where it would have sent them. */
export function signInLoader(queryClient: QueryClient, page: LazyPage): LoaderFunction {
  return async ({ request }) => {
    const { user } = await session(queryClient);
    if (user) throw redirect(safeNextPath(new URL(request.url).searchParams.get('next')));
    // Listed on the form in demo mode (asked with the page: arriving later it pushed the card up).
    prefetch({ queryClient }, DEMO_ACCOUNTS_QUERY_KEY);
    await page.preload();
    return null;
  };
}

/** A page anyone may see (logout, 404): its code, and the deployment info for the product's name. */
export function publicLoader(queryClient: QueryClient, page: LazyPage): LoaderFunction {
  return async () => {
    prefetch({ queryClient }, appInfoQuery.queryKey);
    await page.preload();
    return null;
  };
}

/** A path no route knows: the session decides the frame (a member's has the league's name and week). */
export function notFoundLoader(queryClient: QueryClient, page: LazyPage): LoaderFunction {
  return async ({ request, params }) => {
    const url = new URL(request.url);
    const { user, info } = await session(queryClient);
    if (user) startMemberData({ queryClient, user, info, params, search: url.searchParams }, null);
    await page.preload();
    return null;
  };
}
