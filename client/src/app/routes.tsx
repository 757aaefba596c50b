// The app's one route table (docs/decisions/0020): the server renders every page from it (it runs the
// same loaders, and preloads the chunks of the pages it names), and the browser hydrates and
// navigates with it. Each page is its own chunk, which the route loads with React Router's `lazy`
// while its loader (in the table, so it never waits for the chunk) starts the page's data. A route's
// `handle` names its page's module and title, and the status a server sends with it.
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/Spinner';
import { prefetchAdminPage } from '@/features/admin/prefetch';
import { prefetchAdminKeepersPage } from '@/features/admin-keepers/prefetch';
import { prefetchAnnouncementsPage } from '@/features/announcements/prefetch';
import { prefetchBracketPage } from '@/features/bracket/prefetch';
import { prefetchCalendarPage } from '@/features/calendar/prefetch';
import { prefetchDemoChatPage } from '@/features/chat/prefetch';
import { prefetchDashboard } from '@/features/dashboard/prefetch';
import { prefetchDraftBoardPage } from '@/features/draft-board/prefetch';
import { prefetchHistoryPage } from '@/features/history/prefetch';
import { prefetchKeepersPage } from '@/features/keepers/prefetch';
import { prefetchManagerPage, prefetchManagersPage } from '@/features/managers/prefetch';
import { prefetchMovesPage } from '@/features/moves/prefetch';
import { prefetchNotificationsPage } from '@/features/notifications/prefetch';
import { prefetchPicksPage } from '@/features/picks/prefetch';
import { prefetchPlayoffPicturePage } from '@/features/playoff-odds/prefetch';
import { prefetchPowerRankingsPage } from '@/features/power-rankings/prefetch';
import { prefetchPreDraftPage } from '@/features/pre-draft/prefetch';
import { prefetchRecapPage, prefetchRecapsPage } from '@/features/recaps/prefetch';
import { prefetchRecordsPage, prefetchWeekGamesPage } from '@/features/records/prefetch';
import { prefetchRulesPage, prefetchRulesVersionPage } from '@/features/rules/prefetch';
import { prefetchTradesPage } from '@/features/trades/prefetch';
import { prefetchAdminUsersPage } from '@/features/users/prefetch';
import type { RoutePrefetch } from '@/lib/route-data';
import { MemberLayout } from './guards';
import { HomeRoute } from './HomeRoute';
import { NotFoundRoute } from './NotFoundRoute';
import { pageComponent } from './pages';
import { RootLayout } from './RootLayout';
import {
  homeRoute,
  memberLoader,
  notFoundLoader,
  publicLoader,
  signInLoader,
  type LoaderSetup,
  type MemberRoute,
} from './route-loader';
import { PageError, RootError } from './RouteError';

export interface RouteHandle {
  /** The page's name in the browser tab. */
  title?: string;
  /** The module of the page the route shows (a member's, where the route shows a visitor another). */
  module?: string;
  /** The module of what the route shows a visitor instead (`/`). */
  visitorModule?: string;
  /** The HTTP status the server sends with the page (200 when unset). */
  status?: number;
}

export const ROOT_ROUTE_ID = 'root';

const DASHBOARD = 'features/dashboard/DashboardPage';
const LANDING = 'features/auth/LandingPage';
const NOT_FOUND = 'features/not-found/NotFoundPage';

export interface RouteOptions {
  /** On the server: when loaders stop waiting for the page's data (see LoaderSetup). */
  dataDeadline?: number;
}

export function createRoutes(queryClient: QueryClient, { dataDeadline }: RouteOptions = {}): RouteObject[] {
  const setup: LoaderSetup = { queryClient, dataDeadline };
  /** The page's code, loaded with the route (React Router's `lazy`). */
  const pageCode = (module: string) => ({ Component: pageComponent(module) });
  const member = (
    path: string,
    title: string,
    module: string,
    prefetchPage: RoutePrefetch,
    { admin = false, offer }: Pick<MemberRoute, 'admin' | 'offer'> = {},
  ): RouteObject => ({
    path,
    loader: memberLoader(setup, { prefetchPage, admin, offer }),
    lazy: pageCode(module),
    handle: { title, module } satisfies RouteHandle,
  });
  const publicPage = (
    path: string,
    title: string,
    module: string,
    loader = publicLoader(setup),
  ): RouteObject => ({
    path,
    loader,
    lazy: pageCode(module),
    handle: { title, module } satisfies RouteHandle,
  });
  const home = homeRoute(setup, {
    member: pageComponent(DASHBOARD),
    visitor: pageComponent(LANDING),
    prefetchMemberPage: prefetchDashboard,
  });
  const admin = { admin: true };

  return [
    {
      id: ROOT_ROUTE_ID,
      Component: RootLayout,
      ErrorBoundary: RootError,
      // Only where the browser renders a page itself (the offline shell, the dev server).
      HydrateFallback: FullPageSpinner,
      children: [
        publicPage('/secure-login', 'Login', 'features/auth/SecureLoginPage', signInLoader(setup)),
        publicPage('/logout', 'Logout', 'features/auth/LogoutPage'),
        {
          path: '/',
          loader: home.loader,
          Component: HomeRoute,
          handle: { module: DASHBOARD, visitorModule: LANDING } satisfies RouteHandle,
          children: [{ index: true, lazy: home.lazy, ErrorBoundary: PageError }],
        },
        {
          Component: MemberLayout,
          children: [
            {
              ErrorBoundary: PageError,
              children: [
                member('/dashboard', 'Dashboard', DASHBOARD, prefetchDashboard),
                member('/history', 'History', 'features/history/HistoryPage', prefetchHistoryPage),
                member(
                  '/playoffs',
                  'Playoff Picture',
                  'features/playoff-odds/PlayoffPicturePage',
                  prefetchPlayoffPicturePage,
                ),
                member('/bracket', 'Playoff Bracket', 'features/bracket/BracketPage', prefetchBracketPage),
                member(
                  '/power-rankings',
                  'Power Rankings',
                  'features/power-rankings/PowerRankingsPage',
                  prefetchPowerRankingsPage,
                ),
                member('/recaps', 'Recaps', 'features/recaps/RecapsPage', prefetchRecapsPage),
                member('/recaps/:season/:week', 'Recap', 'features/recaps/RecapPage', prefetchRecapPage),
                member('/managers', 'Managers', 'features/managers/ManagersPage', prefetchManagersPage),
                member('/managers/:userId', 'Manager', 'features/managers/ManagerPage', prefetchManagerPage),
                member('/records', 'Records', 'features/records/RecordsPage', prefetchRecordsPage),
                member(
                  '/games/:season/:week',
                  'Games',
                  'features/records/WeekGamesPage',
                  prefetchWeekGamesPage,
                ),
                member('/trades', 'Trades', 'features/trades/TradesPage', prefetchTradesPage),
                member('/moves', 'Moves', 'features/moves/MovesPage', prefetchMovesPage),
                member('/keepers', 'Keepers', 'features/keepers/KeepersPage', prefetchKeepersPage, {
                  offer: 'keeperSelection',
                }),
                member('/picks', 'Draft Picks', 'features/picks/PicksPage', prefetchPicksPage, {
                  offer: 'futurePicks',
                }),
                member(
                  '/draft-board',
                  'Draft Board',
                  'features/draft-board/DraftBoardPage',
                  prefetchDraftBoardPage,
                ),
                member('/pre-draft', 'Pre-Draft', 'features/pre-draft/PreDraftPage', prefetchPreDraftPage),
                member('/calendar', 'Calendar', 'features/calendar/CalendarPage', prefetchCalendarPage),
                member('/demo/chat', 'Demo Chat', 'features/chat/DemoChatPage', prefetchDemoChatPage),
                member(
                  '/notifications',
                  'Notifications',
                  'features/notifications/NotificationsPage',
                  prefetchNotificationsPage,
                ),
                member(
                  '/announcements',
                  'Announcements',
                  'features/announcements/AnnouncementsPage',
                  prefetchAnnouncementsPage,
                ),
                member('/rules', 'Rulebook', 'features/rules/RulesPage', prefetchRulesPage),
                member(
                  '/rules/versions/:version',
                  'Rulebook Version',
                  'features/rules/RulesVersionPage',
                  prefetchRulesVersionPage,
                ),
                member('/admin', 'Admin', 'features/admin/AdminPage', prefetchAdminPage, admin),
                member(
                  '/admin/users',
                  'SMS Management',
                  'features/users/AdminUsersPage',
                  prefetchAdminUsersPage,
                  admin,
                ),
                member(
                  '/admin/keepers',
                  'Keeper Admin',
                  'features/admin-keepers/AdminKeepersPage',
                  prefetchAdminKeepersPage,
                  { admin: true, offer: 'keeperSelection' },
                ),
              ],
            },
          ],
        },
        {
          // The session decides the frame around the 404 page (NotFoundRoute).
          Component: NotFoundRoute,
          children: [
            {
              path: '*',
              loader: notFoundLoader(setup),
              lazy: pageCode(NOT_FOUND),
              handle: { title: 'Page Not Found', module: NOT_FOUND, status: 404 } satisfies RouteHandle,
            },
          ],
        },
      ],
    },
  ];
}
