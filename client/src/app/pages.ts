import { lazyPage } from './lazy-page';

// Every page is its own chunk: the browser loads only the code of the page it shows. Route loaders
// load it as the navigation starts (./route-loader.ts).
export const dashboardPage = lazyPage(() => import('@/features/dashboard/DashboardPage'));
export const historyPage = lazyPage(() => import('@/features/history/HistoryPage'));
export const playoffPicturePage = lazyPage(() => import('@/features/playoff-odds/PlayoffPicturePage'));
export const powerRankingsPage = lazyPage(() => import('@/features/power-rankings/PowerRankingsPage'));
export const managersPage = lazyPage(() => import('@/features/managers/ManagersPage'));
export const managerPage = lazyPage(() => import('@/features/managers/ManagerPage'));
export const recordsPage = lazyPage(() => import('@/features/records/RecordsPage'));
export const weekGamesPage = lazyPage(() => import('@/features/records/WeekGamesPage'));
export const tradesPage = lazyPage(() => import('@/features/trades/TradesPage'));
export const keepersPage = lazyPage(() => import('@/features/keepers/KeepersPage'));
export const draftBoardPage = lazyPage(() => import('@/features/draft-board/DraftBoardPage'));
export const preDraftPage = lazyPage(() => import('@/features/pre-draft/PreDraftPage'));
export const adminPage = lazyPage(() => import('@/features/admin/AdminPage'));
export const adminUsersPage = lazyPage(() => import('@/features/users/AdminUsersPage'));
export const adminKeepersPage = lazyPage(() => import('@/features/admin-keepers/AdminKeepersPage'));
export const secureLoginPage = lazyPage(() => import('@/features/auth/SecureLoginPage'));
export const logoutPage = lazyPage(() => import('@/features/auth/LogoutPage'));
export const notFoundPage = lazyPage(() => import('@/features/not-found/NotFoundPage'));
/** What `/` shows a visitor (HomeRoute). */
export const landingPage = lazyPage(() => import('@/features/auth/LandingPage'));
