import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  data,
  redirect,
  redirectDocument,
  type LazyRouteFunction,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import type { AuthUser } from '@common/auth';
import { notOfferedReason, type PageOffer } from '@common/not-offered';
import { demoAccountsQuery } from '@/features/auth/use-demo-accounts';
import { loginUrlFor, safeNextPath } from '@/features/auth/redirect-target';
import { leagueQuery } from '@/lib/league-queries';
import { isHydrating } from '@/lib/page-hydration';
import { appInfoQuery, type AppInfo } from '@/lib/league';
import type { RouteDataContext, RoutePrefetch } from '@/lib/route-data';
import { authUserQuery } from '@/lib/session';
import { nflStateQuery } from './use-nfl-state';

// The route loaders (docs/decisions/0020). The same loaders run on the server, which renders the
// page from what they asked for, and in the browser for every later navigation. As a navigation
// starts they start the page's data, through the queries' factories, while React Router loads the
// page's code (the route's `lazy`): neither waits for the other. In the browser the loader does not
// wait for the data either (the page renders at once, with its own loading states for data still on
// the way); on the server it waits until the page-data deadline. The session decides first: a
// visitor is sent to sign in, a member asking for an admin page gets the 403 page, a member asking
// for the sign-in page goes where it would have sent them.

export interface LoaderSetup {
  queryClient: QueryClient;
  /**
   * On the server, when the page's data stops being waited for (`Date.now()` time): what has not
   * arrived by then renders as its loading state. Unset in the browser, which waits for none.
   */
  dataDeadline?: number;
}

/** The session and the deployment info, asked in parallel (each once per query client). */
async function session(queryClient: QueryClient): Promise<{ user: AuthUser | null; info: AppInfo }> {
  const [user, info] = await Promise.all([
    queryClient.ensureQueryData(authUserQuery),
    queryClient.ensureQueryData(appInfoQuery),
  ]);
  return { user, info };
}

/** Waits for the data a loader started, until the deadline (at once without one: the browser). */
async function awaitData({ dataDeadline }: LoaderSetup, started: Promise<unknown>): Promise<void> {
  if (dataDeadline === undefined) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, dataDeadline - Date.now()));
  });
  // A failed answer stays in its query: the page shows it.
  await Promise.race([started.catch(() => undefined), deadline]);
  clearTimeout(timer);
}

/** The answer that makes a route show the Access Denied page, with the status a server sends with it. */
export const FORBIDDEN_STATUS = 403;

/** The app frame's data (the league's name in the navigation, the NFL week in the phone's header), then the page's. */
function startMemberData(context: RouteDataContext, prefetchPage: RoutePrefetch | null): Promise<unknown> {
  // Hydrating the page the server rendered: it came with its data, and a part asks for what the server
  // could not wait for once the page is live (lib/page-hydration.ts).
  if (isHydrating()) return Promise.resolve();
  const { queryClient, info } = context;
  return Promise.all([
    queryClient.prefetchQuery(leagueQuery(info.leagueId)),
    queryClient.prefetchQuery(nflStateQuery),
    prefetchPage?.(context),
  ]);
}

export interface MemberRoute {
  prefetchPage?: RoutePrefetch | null;
  admin?: boolean;
  /** A page only some leagues' formats offer (keeper selection, future picks). */
  offer?: PageOffer;
}

/** The answer that makes a route show the page a league's format leaves out, and why (its data). */
export const NOT_OFFERED_STATUS = 404;

/** Refuses a page the league's format does not offer, with the server's reason (common/not-offered.ts). */
async function requireOffer(setup: LoaderSetup, leagueId: string, offer: PageOffer): Promise<void> {
  // Without the league's answer (offline, a failure) the page decides: its own data is refused anyway.
  const league = await setup.queryClient.ensureQueryData(leagueQuery(leagueId)).catch(() => null);
  if (league && !league.offers[offer]) {
    throw data(notOfferedReason(offer, league.format.kind), { status: NOT_OFFERED_STATUS });
  }
}

/** A member's page: a visitor is sent to sign in and brought back afterwards (docs/product.md D3). */
export function memberLoader(
  setup: LoaderSetup,
  { prefetchPage = null, admin = false, offer }: MemberRoute,
): LoaderFunction {
  return async ({ request, params }) => {
    const url = new URL(request.url);
    const { user, info } = await session(setup.queryClient);
    if (!user) throw redirect(loginUrlFor(url.pathname + url.search + url.hash));
    // The server refuses an admin's data to anyone else anyway; the page says so, with its status.
    if (admin && !user.isAdmin) throw data('Admin only', { status: FORBIDDEN_STATUS });
    const context = { queryClient: setup.queryClient, user, info, params, search: url.searchParams };
    const started = startMemberData(context, prefetchPage);
    if (offer) await requireOffer(setup, info.leagueId, offer);
    await awaitData(setup, started);
    return null;
  };
}

/** Whom `/` was shown to: its loader's data. */
export interface HomeData {
  visitor: boolean;
}

/**
 * `/` (docs/product.md §2, D3): the landing page with login form A for a visitor, the dashboard for a
 * member; only the code of the one shown is loaded. Its `loader` goes on the `/` route and its
 * `lazy` on the route's index, which shows the page. React Router loads a route's lazy part once, so
 * the page is the one of the session `/` was first shown to in this tab: should `/` be asked for
 * under another session later (signed out since), the loader has the browser load the document
 * again, for the server to pick.
 */
export function homeRoute(
  setup: LoaderSetup,
  pages: {
    member: () => Promise<ComponentType>;
    visitor: () => Promise<ComponentType>;
    prefetchMemberPage: RoutePrefetch;
  },
): { loader: LoaderFunction; lazy: LazyRouteFunction<RouteObject> } {
  const { queryClient } = setup;
  let shownToVisitor: boolean | null = null;
  return {
    loader: async ({ request, params }) => {
      const url = new URL(request.url);
      const { user, info } = await session(queryClient);
      const visitor = !user;
      if (shownToVisitor !== null && shownToVisitor !== visitor) throw redirectDocument(url.href);
      if (!user) {
        await awaitData(setup, queryClient.prefetchQuery(demoAccountsQuery));
      } else {
        const context = { queryClient, user, info, params, search: url.searchParams };
        await awaitData(setup, startMemberData(context, pages.prefetchMemberPage));
      }
      return { visitor } satisfies HomeData;
    },
    lazy: async () => {
      const user = await queryClient.ensureQueryData(authUserQuery);
      shownToVisitor = !user;
      return { Component: await (user ? pages.member : pages.visitor)() };
    },
  };
}

/** The sign-in page: a member who is already signed in goes where it would have sent them. */
export function signInLoader(setup: LoaderSetup): LoaderFunction {
  return async ({ request }) => {
    const { user } = await session(setup.queryClient);
    if (user) throw redirect(safeNextPath(new URL(request.url).searchParams.get('next')));
    // Listed on the form in demo mode (asked with the page: arriving later it pushed the card up).
    await awaitData(setup, setup.queryClient.prefetchQuery(demoAccountsQuery));
    return null;
  };
}

/** A page anyone may see (logout): the deployment info, for the product's name. */
export function publicLoader(setup: LoaderSetup): LoaderFunction {
  return async () => {
    await awaitData(setup, setup.queryClient.prefetchQuery(appInfoQuery));
    return null;
  };
}

/** A path no route knows: the session decides the frame (a member's has the league's name and week). */
export function notFoundLoader(setup: LoaderSetup): LoaderFunction {
  return async ({ request, params }) => {
    const url = new URL(request.url);
    const { user, info } = await session(setup.queryClient);
    if (user) {
      const context = { queryClient: setup.queryClient, user, info, params, search: url.searchParams };
      await awaitData(setup, startMemberData(context, null));
    }
    return null;
  };
}
