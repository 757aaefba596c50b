import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { RequireAdmin, RequireAuth } from './guards';
import { HomeRoute } from './HomeRoute';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import type { RouteHandle } from './DocumentTitle';

const title = (name: string): RouteHandle => ({ title: name });

// Every page is its own chunk: the browser loads only the code of the page it shows.
const DashboardPage = lazy(() => import('@/features/dashboard/DashboardPage'));
const HistoryPage = lazy(() => import('@/features/history/HistoryPage'));
const PlayoffPicturePage = lazy(() => import('@/features/playoff-odds/PlayoffPicturePage'));
const PowerRankingsPage = lazy(() => import('@/features/power-rankings/PowerRankingsPage'));
const ManagersPage = lazy(() => import('@/features/managers/ManagersPage'));
const ManagerPage = lazy(() => import('@/features/managers/ManagerPage'));
const RecordsPage = lazy(() => import('@/features/records/RecordsPage'));
const WeekGamesPage = lazy(() => import('@/features/records/WeekGamesPage'));
const TradesPage = lazy(() => import('@/features/trades/TradesPage'));
const KeepersPage = lazy(() => import('@/features/keepers/KeepersPage'));
const DraftBoardPage = lazy(() => import('@/features/draft-board/DraftBoardPage'));
const PreDraftPage = lazy(() => import('@/features/pre-draft/PreDraftPage'));
const AdminPage = lazy(() => import('@/features/admin/AdminPage'));
const AdminUsersPage = lazy(() => import('@/features/users/AdminUsersPage'));
const AdminKeepersPage = lazy(() => import('@/features/admin-keepers/AdminKeepersPage'));
const SecureLoginPage = lazy(() => import('@/features/auth/SecureLoginPage'));
const LogoutPage = lazy(() => import('@/features/auth/LogoutPage'));
const NotFoundPage = lazy(() => import('@/features/not-found/NotFoundPage'));

/** The routes of spec section 2, and the almanac's (issue 15). */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/secure-login', element: <SecureLoginPage />, handle: title('Login') },
      { path: '/logout', element: <LogoutPage />, handle: title('Logout') },
      { path: '/', element: <HomeRoute />, children: [{ index: true, element: <DashboardPage /> }] },
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: <DashboardPage />, handle: title('Dashboard') },
          { path: '/history', element: <HistoryPage />, handle: title('History') },
          { path: '/playoffs', element: <PlayoffPicturePage />, handle: title('Playoff Picture') },
          { path: '/power-rankings', element: <PowerRankingsPage />, handle: title('Power Rankings') },
          { path: '/managers', element: <ManagersPage />, handle: title('Managers') },
          { path: '/managers/:userId', element: <ManagerPage />, handle: title('Manager') },
          { path: '/records', element: <RecordsPage />, handle: title('Records') },
          { path: '/games/:season/:week', element: <WeekGamesPage />, handle: title('Games') },
          { path: '/trades', element: <TradesPage />, handle: title('Trades') },
          { path: '/keepers', element: <KeepersPage />, handle: title('Keepers') },
          { path: '/draft-board', element: <DraftBoardPage />, handle: title('Draft Board') },
          { path: '/pre-draft', element: <PreDraftPage />, handle: title('Pre-Draft') },
          {
            path: '/admin',
            element: <RequireAdmin />,
            children: [
              { index: true, element: <AdminPage />, handle: title('Admin') },
              { path: 'users', element: <AdminUsersPage />, handle: title('User Management') },
              { path: 'keepers', element: <AdminKeepersPage />, handle: title('Keeper Admin') },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage />, handle: title('Page Not Found') },
    ],
  },
]);
