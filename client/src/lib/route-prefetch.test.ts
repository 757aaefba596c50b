// The route loaders start a page's data with its code (docs/decisions/0012): these are the pages whose
// data depends on their address or on another answer, checked by the URLs their prefetch asks for;
// and every answer the server embeds for a page's first screen (common/page-data.ts) is one of them.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '@common/auth';
import { pageDataUrls, type PageDataContext } from '@common/page-data';
import { prefetchAdminPage } from '@/features/admin/api/page';
import { prefetchAdminKeepersPage } from '@/features/admin-keepers/api';
import { prefetchDashboard } from '@/features/dashboard/api';
import { prefetchDraftBoardPage } from '@/features/draft-board/api';
import { prefetchKeepersPage } from '@/features/keepers/api';
import { prefetchManagerPage, prefetchManagersPage } from '@/features/managers/api';
import { prefetchPlayoffPicturePage } from '@/features/playoff-odds/api';
import { prefetchPowerRankingsPage } from '@/features/power-rankings/api';
import { prefetchPreDraftPage } from '@/features/pre-draft/payments';
import { prefetchRecordsPage, prefetchWeekGamesPage } from '@/features/records/api';
import { prefetchTradesPage } from '@/features/trades/api';
import { prefetchAdminUsersPage } from '@/features/users/api';
import { queryKeyToUrl } from './query-url';
import type { AppInfo } from './league';
import type { RouteDataContext, RoutePrefetch } from './route-data';

const LEAGUE = '1180342276119023616';
interface Member {
  rosterId: number | null;
  isAdmin: boolean;
  isOwner: boolean;
}
const MEMBER: Member = { rosterId: 1, isAdmin: false, isOwner: false };
const OWNER: Member = { rosterId: 2, isAdmin: true, isOwner: true };

interface RouteCase {
  params?: Record<string, string>;
  search?: string;
  user?: Member;
  offseason?: boolean;
}

/** The URLs of the queries a prefetch starts, in order, with the league in the cache as the page embeds it. */
async function urlsOf(
  prefetchPage: RoutePrefetch,
  { params = {}, search = '', user = MEMBER, offseason = false }: RouteCase = {},
): Promise<string[]> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, queryFn: () => ({}) } },
  });
  const league = ['/api/league', LEAGUE];
  queryClient.setQueryData(league, { week: 14, season: '2025' });
  const context: RouteDataContext = {
    queryClient,
    user: user as AuthUser,
    info: { leagueId: LEAGUE, season: '2025', keeperSeason: '2024', offseason } as AppInfo,
    params,
    search: new URLSearchParams(search),
  };
  prefetchPage(context);
  // The dashboard asks for the week's matchups once the (embedded) league is read.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => queryKeyToUrl(query.queryKey))
    .filter((url) => url !== queryKeyToUrl(league));
}

describe('route prefetches', () => {
  it("the dashboard asks for the standings' playoff odds with the standings, and the week's games", async () => {
    const urls = await urlsOf(prefetchDashboard);
    expect(urls).toEqual([
      `/api/league/${LEAGUE}/standings`,
      `/api/league/${LEAGUE}/playoff-odds`,
      `/api/league/${LEAGUE}/transactions?limit=10`,
      `/api/league/${LEAGUE}/matchups/14`,
      `/api/league/${LEAGUE}/payouts/2025`,
    ]);
  });

  it('trades: the filters in the address, or every trade', async () => {
    expect(await urlsOf(prefetchTradesPage, { search: '?season=2023&manager=42' })).toEqual([
      `/api/league/${LEAGUE}/trades?season=2023&manager=42`,
    ]);
    expect(await urlsOf(prefetchTradesPage)).toEqual([`/api/league/${LEAGUE}/trades`]);
  });

  it("a week's games: the season and week of the address; nothing for an address that names none", async () => {
    expect(await urlsOf(prefetchWeekGamesPage, { params: { season: '2024', week: '3' } })).toEqual([
      `/api/league/${LEAGUE}/games/2024/3`,
    ]);
    expect(await urlsOf(prefetchWeekGamesPage, { params: { season: '2024', week: 'x' } })).toEqual([]);
    expect(await urlsOf(prefetchWeekGamesPage, { params: { season: '24', week: '3' } })).toEqual([]);
  });

  it("a manager's page: the manager of the address", async () => {
    expect(await urlsOf(prefetchManagerPage, { params: { userId: '812750214434121508' } })).toEqual([
      `/api/league/${LEAGUE}/managers/812750214434121508`,
    ]);
  });

  it("the keeper pages: the keeper season's data (the previous season until the renewed league drafts)", async () => {
    expect(await urlsOf(prefetchKeepersPage)).toEqual([
      `/api/league/${LEAGUE}/keeper-status/2024`,
      `/api/league/${LEAGUE}/keeper-selection/2024`,
      `/api/league/${LEAGUE}/roster-players/1`,
    ]);
  });
});

describe("the answers embedded for a page's first screen", () => {
  const cases: [page: string, prefetchPage: RoutePrefetch, routeCase?: RouteCase][] = [
    ['features/dashboard/DashboardPage', prefetchDashboard],
    ['features/dashboard/DashboardPage', prefetchDashboard, { offseason: true }],
    ['features/playoff-odds/PlayoffPicturePage', prefetchPlayoffPicturePage],
    ['features/power-rankings/PowerRankingsPage', prefetchPowerRankingsPage],
    ['features/managers/ManagersPage', prefetchManagersPage],
    ['features/managers/ManagerPage', prefetchManagerPage, { params: { userId: '812750214434121508' } }],
    ['features/records/RecordsPage', prefetchRecordsPage],
    ['features/records/WeekGamesPage', prefetchWeekGamesPage, { params: { season: '2024', week: '3' } }],
    ['features/keepers/KeepersPage', prefetchKeepersPage],
    ['features/keepers/KeepersPage', prefetchKeepersPage, { user: { ...MEMBER, rosterId: null } }],
    ['features/draft-board/DraftBoardPage', prefetchDraftBoardPage],
    ['features/pre-draft/PreDraftPage', prefetchPreDraftPage],
    ['features/pre-draft/PreDraftPage', prefetchPreDraftPage, { user: OWNER }],
    ['features/admin/AdminPage', prefetchAdminPage, { user: OWNER }],
    ['features/users/AdminUsersPage', prefetchAdminUsersPage, { user: OWNER }],
    ['features/admin-keepers/AdminKeepersPage', prefetchAdminKeepersPage, { user: OWNER }],
  ];

  it.each(cases)(
    "%s: the server embeds only answers the route's loader asks for",
    async (page, prefetchPage, routeCase = {}) => {
      const embedded = pageDataUrls(page, {
        leagueId: LEAGUE,
        season: '2025',
        keeperSeason: '2024',
        offseason: routeCase.offseason ?? false,
        league: { week: 14, season: '2025' },
        user: routeCase.user ?? MEMBER,
        params: routeCase.params ?? {},
        search: new URLSearchParams(routeCase.search ?? ''),
      });
      const asked = await urlsOf(prefetchPage, routeCase);
      expect(embedded.length).toBeGreaterThan(0);
      for (const url of embedded) expect(asked, url).toContain(url);
    },
  );
});

describe('pageDataUrls', () => {
  const context: PageDataContext = {
    leagueId: LEAGUE,
    season: '2025',
    keeperSeason: '2024',
    offseason: false,
    league: { week: 14, season: '2025' },
    user: MEMBER,
    params: {},
    search: new URLSearchParams(),
  };

  it('leaves to the page the long pages, and what depends on a bad address', () => {
    const page = (name: string, more: Partial<PageDataContext>) =>
      pageDataUrls(name, { ...context, ...more });
    expect(page('features/trades/TradesPage', {})).toEqual([]);
    expect(page('features/history/HistoryPage', {})).toEqual([]);
    expect(page('features/managers/ManagerPage', { params: { userId: '../admin' } })).toEqual([]);
    expect(page('features/records/WeekGamesPage', { params: { season: '24', week: '3' } })).toEqual([]);
    expect(page('features/records/WeekGamesPage', { params: { season: '2024', week: '0' } })).toEqual([]);
    expect(page('features/not-found/NotFoundPage', {})).toEqual([]);
    // Without the league's answer the dashboard's week is unknown: its standings only.
    expect(page('features/dashboard/DashboardPage', { league: null })).toEqual([
      `/api/league/${LEAGUE}/standings`,
      `/api/league/${LEAGUE}/playoff-odds`,
    ]);
  });
});
