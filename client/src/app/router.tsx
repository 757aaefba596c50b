import { createRouter } from '@/router';
import { prefetchAdminPage } from '@/features/admin/api/page';
import { prefetchAdminKeepersPage } from '@/features/admin-keepers/api';
import { prefetchDashboard } from '@/features/dashboard/api';
import { prefetchDraftBoardPage } from '@/features/draft-board/api';
import { prefetchHistoryPage } from '@/features/history/api';
import { prefetchKeepersPage } from '@/features/keepers/api';
import { prefetchManagerPage, prefetchManagersPage } from '@/features/managers/api';
import { prefetchPlayoffPicturePage } from '@/features/playoff-odds/api';
import { prefetchPowerRankingsPage } from '@/features/power-rankings/api';
import { prefetchRecordsPage, prefetchWeekGamesPage } from '@/features/records/api';
import { prefetchPreDraftPage } from '@/features/pre-draft/payments';
import { prefetchTradesPage } from '@/features/trades/api';
import { prefetchAdminUsersPage } from '@/features/users/api';
import { RequireAdmin, RequireAuth } from './guards';
import { HomeRoute } from './HomeRoute';
import type { LazyPage } from './lazy-page';
import * as pages from './pages';
import { RootLayout } from './RootLayout';
import { routeLoader, seedBootQueries } from './route-loader';
import type { RoutePrefetch } from '@/lib/route-data';
import type { RouteHandle } from './DocumentTitle';

const title = (name: string): RouteHandle => ({ title: name });

// The answers embedded in the page are in the cache before the first loader runs.
seedBootQueries();

const dashboard = {
  Component: pages.dashboardPage.Component,
  loader: routeLoader(pages.dashboardPage, prefetchDashboard, { visitorPage: pages.landingPage }),
};
const memberPage = (page: LazyPage, prefetchPage: RoutePrefetch | null = null) => ({
  Component: page.Component,
  loader: routeLoader(page, prefetchPage),
});
const publicPage = (page: LazyPage) => ({
  Component: page.Component,
  loader: routeLoader(page, null, { access: 'public' }),
});

/**
 * The routes of spec section 2 and the almanac's (issue 15). Each page's loader starts its data and its code as the navigation
 * starts (docs/decisions/0012); the app first renders once the first page's code is there (main.tsx).
 */
export const router = createRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/secure-login', ...publicPage(pages.secureLoginPage), handle: title('Login') },
      { path: '/logout', ...publicPage(pages.logoutPage), handle: title('Logout') },
      { path: '/', element: <HomeRoute />, children: [{ index: true, ...dashboard }] },
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', ...dashboard, handle: title('Dashboard') },
          {
            path: '/history',
            Component: pages.historyPage.Component,
            loader: routeLoader(pages.historyPage, prefetchHistoryPage),
            handle: title('History'),
          },
          {
            path: '/playoffs',
            ...memberPage(pages.playoffPicturePage, prefetchPlayoffPicturePage),
            handle: title('Playoff Picture'),
          },
          {
            path: '/power-rankings',
            ...memberPage(pages.powerRankingsPage, prefetchPowerRankingsPage),
            handle: title('Power Rankings'),
          },
          {
            path: '/managers',
            ...memberPage(pages.managersPage, prefetchManagersPage),
            handle: title('Managers'),
          },
          {
            path: '/managers/:userId',
            ...memberPage(pages.managerPage, prefetchManagerPage),
            handle: title('Manager'),
          },
          {
            path: '/records',
            ...memberPage(pages.recordsPage, prefetchRecordsPage),
            handle: title('Records'),
          },
          {
            path: '/games/:season/:week',
            ...memberPage(pages.weekGamesPage, prefetchWeekGamesPage),
            handle: title('Games'),
          },
          { path: '/trades', ...memberPage(pages.tradesPage, prefetchTradesPage), handle: title('Trades') },
          {
            path: '/keepers',
            Component: pages.keepersPage.Component,
            loader: routeLoader(pages.keepersPage, prefetchKeepersPage),
            handle: title('Keepers'),
          },
          {
            path: '/draft-board',
            Component: pages.draftBoardPage.Component,
            loader: routeLoader(pages.draftBoardPage, prefetchDraftBoardPage),
            handle: title('Draft Board'),
          },
          {
            path: '/pre-draft',
            Component: pages.preDraftPage.Component,
            loader: routeLoader(pages.preDraftPage, prefetchPreDraftPage),
            handle: title('Pre-Draft'),
          },
          {
            path: '/admin',
            element: <RequireAdmin />,
            children: [
              {
                index: true,
                Component: pages.adminPage.Component,
                loader: routeLoader(pages.adminPage, prefetchAdminPage, { access: 'admin' }),
                handle: title('Admin'),
              },
              {
                path: 'users',
                Component: pages.adminUsersPage.Component,
                loader: routeLoader(pages.adminUsersPage, prefetchAdminUsersPage, { access: 'admin' }),
                handle: title('User Management'),
              },
              {
                path: 'keepers',
                Component: pages.adminKeepersPage.Component,
                loader: routeLoader(pages.adminKeepersPage, prefetchAdminKeepersPage, { access: 'admin' }),
                handle: title('Keeper Admin'),
              },
            ],
          },
        ],
      },
      { path: '*', ...publicPage(pages.notFoundPage), handle: title('Page Not Found') },
    ],
  },
]);
