import { lazyPage } from './lazy-page';

// Every page is its own chunk: the browser loads only the code of the page it shows. Route loaders
// load it as the navigation starts (./route-loader.ts).
export const dashboardPage = lazyPage('features/dashboard/DashboardPage');
export const historyPage = lazyPage('features/history/HistoryPage');
export const playoffPicturePage = lazyPage('features/playoff-odds/PlayoffPicturePage');
export const bracketPage = lazyPage('features/bracket/BracketPage');
export const powerRankingsPage = lazyPage('features/power-rankings/PowerRankingsPage');
export const recapsPage = lazyPage('features/recaps/RecapsPage');
export const recapPage = lazyPage('features/recaps/RecapPage');
export const managersPage = lazyPage('features/managers/ManagersPage');
export const managerPage = lazyPage('features/managers/ManagerPage');
export const recordsPage = lazyPage('features/records/RecordsPage');
export const weekGamesPage = lazyPage('features/records/WeekGamesPage');
export const tradesPage = lazyPage('features/trades/TradesPage');
export const movesPage = lazyPage('features/moves/MovesPage');
export const keepersPage = lazyPage('features/keepers/KeepersPage');
export const draftBoardPage = lazyPage('features/draft-board/DraftBoardPage');
export const preDraftPage = lazyPage('features/pre-draft/PreDraftPage');
export const demoChatPage = lazyPage('features/chat/DemoChatPage');
export const adminPage = lazyPage('features/admin/AdminPage');
export const adminUsersPage = lazyPage('features/users/AdminUsersPage');
export const adminKeepersPage = lazyPage('features/admin-keepers/AdminKeepersPage');
export const secureLoginPage = lazyPage('features/auth/SecureLoginPage');
export const logoutPage = lazyPage('features/auth/LogoutPage');
export const notFoundPage = lazyPage('features/not-found/NotFoundPage');
/** What `/` shows a visitor (HomeRoute). */
export const landingPage = lazyPage('features/auth/LandingPage');
