// The app's one route table (docs/decisions/0020): the server renders every page from it (it runs the
// same loaders, and preloads the chunks of the pages it names), and the browser hydrates and
// navigates with it. A route's `handle` names its page's module and title, and the status a server
// sends with it.
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/Spinner';
import { prefetchAdminPage } from '@/features/admin/api/page';
import { prefetchAdminKeepersPage } from '@/features/admin-keepers/api';
import { prefetchBracketPage } from '@/shared/bracket/api';
import { prefetchDemoChatPage } from '@/shared/chat/api';
import { prefetchDashboard } from '@/features/dashboard/api';
import { prefetchDraftBoardPage } from '@/shared/draft-board/api';
import { prefetchHistoryPage } from '@/features/history/api';
import { prefetchKeepersPage } from '@/shared/keepers/api';
import { prefetchManagerPage, prefetchManagersPage } from '@/shared/managers/api';
import { prefetchMovesPage } from '@/features/moves/api';
import { prefetchPlayoffPicturePage } from '@/shared/playoff-odds/api';
import { prefetchPowerRankingsPage } from '@/features/power-rankings/api';
import { prefetchPreDraftPage } from '@/features/pre-draft/payments';
import { prefetchRecapPage, prefetchRecapsPage } from '@/shared/recaps/api';
import { prefetchRecordsPage, prefetchWeekGamesPage } from '@/shared/records/api';
import { prefetchTradesPage } from '@/shared/trades/api';
import { prefetchAdminUsersPage } from '@/shared/users/api';
import { MemberLayout } from './guards';
import { HomeRoute } from './HomeRoute';
import { NotFoundRoute } from './NotFoundRoute';
import type { LazyPage } from './lazy-page';
import * as pages from './pages';
import { RootLayout } from './RootLayout';
import {
  homeLoader,
  memberLoader,
  notFoundLoader,
  publicLoader,
  signInLoader,
  type MemberRoute,
} from './route-loader';
import { PageError, RootError } from './RouteError';

export interface RouteHandle {
  /** The page's name in the browser tab. */
  title?: string;
  /** The page the route shows (a member's, where the route shows a visitor another). */
  page?: LazyPage;
  /** What the route shows a visitor instead (`/`). */
  visitorPage?: LazyPage;
  /** The HTTP status the server sends with the page (200 when unset). */
  status?: number;
}

export const ROOT_ROUTE_ID = 'root';

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const member = (path: string, title: string, route: MemberRoute): RouteObject => ({
    path,
    loader: memberLoader(queryClient, route),
    Component: route.page.Component,
    handle: { title, page: route.page } satisfies RouteHandle,
  });
  const publicPage = (path: string, title: string, page: LazyPage, status?: number): RouteObject => ({
    path,
    loader: path === '/secure-login' ? signInLoader(queryClient, page) : publicLoader(queryClient, page),
    Component: page.Component,
    handle: { title, page, status } satisfies RouteHandle,
  });
  const dashboard: MemberRoute = { page: pages.dashboardPage, prefetchPage: prefetchDashboard };
  const admin = (page: LazyPage, prefetchPage: MemberRoute['prefetchPage']) => ({
    page,
    prefetchPage,
    admin: true,
  });

  return [
    {
      id: ROOT_ROUTE_ID,
      Component: RootLayout,
      ErrorBoundary: RootError,
      // Only where the browser renders a page itself (the offline shell, the dev server).
      HydrateFallback: FullPageSpinner,
      children: [
        publicPage('/secure-login', 'Login', pages.secureLoginPage),
        publicPage('/logout', 'Logout', pages.logoutPage),
        {
          path: '/',
          loader: homeLoader(queryClient, { member: dashboard, visitorPage: pages.landingPage }),
          Component: HomeRoute,
          handle: { page: dashboard.page, visitorPage: pages.landingPage } satisfies RouteHandle,
          children: [{ index: true, Component: dashboard.page.Component, ErrorBoundary: PageError }],
        },
        {
          Component: MemberLayout,
          children: [
            {
              ErrorBoundary: PageError,
              children: [
                member('/dashboard', 'Dashboard', dashboard),
                member('/history', 'History', { page: pages.historyPage, prefetchPage: prefetchHistoryPage }),
                member('/playoffs', 'Playoff Picture', {
                  page: pages.playoffPicturePage,
                  prefetchPage: prefetchPlayoffPicturePage,
                }),
                member('/bracket', 'Playoff Bracket', {
                  page: pages.bracketPage,
                  prefetchPage: prefetchBracketPage,
                }),
                member('/power-rankings', 'Power Rankings', {
                  page: pages.powerRankingsPage,
                  prefetchPage: prefetchPowerRankingsPage,
                }),
                member('/recaps', 'Recaps', { page: pages.recapsPage, prefetchPage: prefetchRecapsPage }),
                member('/recaps/:season/:week', 'Recap', {
                  page: pages.recapPage,
                  prefetchPage: prefetchRecapPage,
                }),
                member('/managers', 'Managers', {
                  page: pages.managersPage,
                  prefetchPage: prefetchManagersPage,
                }),
                member('/managers/:userId', 'Manager', {
                  page: pages.managerPage,
                  prefetchPage: prefetchManagerPage,
                }),
                member('/records', 'Records', { page: pages.recordsPage, prefetchPage: prefetchRecordsPage }),
                member('/games/:season/:week', 'Games', {
                  page: pages.weekGamesPage,
                  prefetchPage: prefetchWeekGamesPage,
                }),
                member('/trades', 'Trades', { page: pages.tradesPage, prefetchPage: prefetchTradesPage }),
                member('/moves', 'Moves', { page: pages.movesPage, prefetchPage: prefetchMovesPage }),
                member('/keepers', 'Keepers', { page: pages.keepersPage, prefetchPage: prefetchKeepersPage }),
                member('/draft-board', 'Draft Board', {
                  page: pages.draftBoardPage,
                  prefetchPage: prefetchDraftBoardPage,
                }),
                member('/pre-draft', 'Pre-Draft', {
                  page: pages.preDraftPage,
                  prefetchPage: prefetchPreDraftPage,
                }),
                member('/demo/chat', 'Demo Chat', {
                  page: pages.demoChatPage,
                  prefetchPage: prefetchDemoChatPage,
                }),
                member('/admin', 'Admin', admin(pages.adminPage, prefetchAdminPage)),
                member(
                  '/admin/users',
                  'User Management',
                  admin(pages.adminUsersPage, prefetchAdminUsersPage),
                ),
                member(
                  '/admin/keepers',
                  'Keeper Admin',
                  admin(pages.adminKeepersPage, prefetchAdminKeepersPage),
                ),
              ],
            },
          ],
        },
        {
          path: '*',
          loader: notFoundLoader(queryClient, pages.notFoundPage),
          Component: NotFoundRoute,
          handle: { title: 'Page Not Found', page: pages.notFoundPage, status: 404 } satisfies RouteHandle,
        },
      ],
    },
  ];
}
