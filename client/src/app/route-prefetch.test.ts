// The route loaders start a page's data with its code (docs/decisions/0020): these are the pages whose
// data depends on their address or on another answer, checked by the URLs their prefetch asks for,
// once the promise it answers has settled (the server waits for it, within its budget).
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '@common/auth';
import { prefetchDemoChatPage } from '@/features/chat/prefetch';
import { prefetchDashboard } from '@/features/dashboard/prefetch';
import { prefetchDraftBoardPage } from '@/features/draft-board/prefetch';
import { prefetchHistoryPage } from '@/features/history/prefetch';
import { prefetchKeepersPage } from '@/features/keepers/prefetch';
import { prefetchManagerPage } from '@/features/managers/prefetch';
import { prefetchMovesPage } from '@/features/moves/prefetch';
import { prefetchPreDraftPage } from '@/features/pre-draft/prefetch';
import { prefetchRecapPage } from '@/features/recaps/prefetch';
import { prefetchWeekGamesPage } from '@/features/records/prefetch';
import { prefetchRulesVersionPage } from '@/features/rules/prefetch';
import { prefetchTradesPage } from '@/features/trades/prefetch';
import type { AppInfo } from '@/lib/league';
import { createQueryClient } from '@/lib/query-client';
import { queryKeyToUrl } from '@/lib/query-url';
import type { RouteDataContext, RoutePrefetch } from '@/lib/route-data';

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
  demo?: boolean;
  /** The server's answers by URL (others answer `{}`). */
  answers?: Record<string, unknown>;
  /** A league whose format picks no keepers. */
  redraft?: boolean;
}

/**
 * The URLs of the queries a prefetch starts, in order, with the league in the cache as the page
 * embeds it; every query it started has answered once its promise settles.
 */
async function urlsOf(
  prefetchPage: RoutePrefetch,
  {
    params = {},
    search = '',
    user = MEMBER,
    offseason = false,
    demo = false,
    answers = {},
    redraft = false,
  }: RouteCase = {},
): Promise<string[]> {
  const fetched: string[] = [];
  const queryClient = createQueryClient({
    transport: async (url) => {
      fetched.push(url);
      return Response.json(answers[url] ?? {});
    },
  });
  const league = ['/api/league', LEAGUE];
  queryClient.setQueryData(league, {
    week: 14,
    season: '2025',
    offers: {
      keeperSelection: !redraft,
      futurePicks: false,
      lineupJudgement: true,
      divisionStandings: false,
    },
  });
  const context: RouteDataContext = {
    queryClient,
    user: user as AuthUser,
    info: { leagueId: LEAGUE, season: '2025', keeperSeason: '2024', offseason, demo } as AppInfo,
    params,
    search: new URLSearchParams(search),
  };
  await prefetchPage(context);
  const queries = queryClient.getQueryCache().getAll();
  expect(queries.filter((query) => query.state.fetchStatus !== 'idle')).toEqual([]);
  const urls = queries
    .map((query) => queryKeyToUrl(query.queryKey))
    .filter((url) => url !== queryKeyToUrl(league));
  // Each query asks for the URL its key stands for (staleness and offline copies are found by it).
  expect(fetched).toEqual(expect.arrayContaining(urls));
  expect(fetched).toHaveLength(urls.length);
  return urls;
}

describe('route prefetches', () => {
  it("the dashboard asks for the standings' playoff odds with the standings, and the week's games", async () => {
    const urls = await urlsOf(prefetchDashboard);
    expect(urls).toEqual([
      // The commissioner's announcements head the dashboard.
      `/api/league/${LEAGUE}/announcements`,
      `/api/league/${LEAGUE}/standings`,
      `/api/league/${LEAGUE}/playoff-odds`,
      // The matchups card links a final week to its recap.
      `/api/league/${LEAGUE}/recaps`,
      `/api/league/${LEAGUE}/transactions?limit=10`,
      `/api/league/${LEAGUE}/matchups/14`,
      `/api/league/${LEAGUE}/payouts/2025`,
    ]);
  });

  it('a version of the rules: it, the versions, and what changed from the one before or the one asked', async () => {
    const rules = `/api/league/${LEAGUE}/rules`;
    expect(await urlsOf(prefetchRulesVersionPage, { params: { version: '3' } })).toEqual([
      `${rules}/versions/3`,
      `${rules}/versions`,
      `${rules}/versions/3/changes?from=2`,
    ]);
    expect(await urlsOf(prefetchRulesVersionPage, { params: { version: '3' }, search: '?from=1' })).toEqual([
      `${rules}/versions/3`,
      `${rules}/versions`,
      `${rules}/versions/3/changes?from=1`,
    ]);
    expect(await urlsOf(prefetchRulesVersionPage, { params: { version: '1' } })).toEqual([
      `${rules}/versions/1`,
      `${rules}/versions`,
    ]);
    expect(await urlsOf(prefetchRulesVersionPage, { params: { version: '1e1' } })).toEqual([]);
  });

  it('trades: the filters in the address, or every trade', async () => {
    expect(await urlsOf(prefetchTradesPage, { search: '?season=2023&manager=42' })).toEqual([
      `/api/league/${LEAGUE}/trades?season=2023&manager=42`,
    ]);
    expect(await urlsOf(prefetchTradesPage)).toEqual([`/api/league/${LEAGUE}/trades`]);
  });

  it('moves: the filters in the address, as the trades, or every pickup', async () => {
    expect(await urlsOf(prefetchMovesPage, { search: '?manager=42&season=2023' })).toEqual([
      `/api/league/${LEAGUE}/moves?season=2023&manager=42`,
    ]);
    expect(await urlsOf(prefetchMovesPage)).toEqual([`/api/league/${LEAGUE}/moves`]);
  });

  it("a week's games: the season and week of the address; nothing for an address that names none", async () => {
    expect(await urlsOf(prefetchWeekGamesPage, { params: { season: '2024', week: '3' } })).toEqual([
      `/api/league/${LEAGUE}/games/2024/3`,
    ]);
    expect(await urlsOf(prefetchWeekGamesPage, { params: { season: '2024', week: 'x' } })).toEqual([]);
    expect(await urlsOf(prefetchWeekGamesPage, { params: { season: '24', week: '3' } })).toEqual([]);
  });

  it("a week's recap: the season and week of the address; nothing for an address that names none", async () => {
    expect(await urlsOf(prefetchRecapPage, { params: { season: '2024', week: '9' } })).toEqual([
      `/api/league/${LEAGUE}/recaps/2024/9`,
    ]);
    expect(await urlsOf(prefetchRecapPage, { params: { season: '2024', week: 'x' } })).toEqual([]);
  });

  it('the history: its sections, and the payouts and report card of the season it opens on', async () => {
    const history = { seasons: [{ season: '2025' }, { season: '2024' }] };
    expect(
      await urlsOf(prefetchHistoryPage, { answers: { [`/api/league/${LEAGUE}/history`]: history } }),
    ).toEqual([
      `/api/league/${LEAGUE}/history`,
      `/api/league/${LEAGUE}/transaction-stats`,
      `/api/league/${LEAGUE}/head-to-head`,
      `/api/league/${LEAGUE}/payouts/2025`,
      `/api/league/${LEAGUE}/drafts/2025/report`,
    ]);
  });

  it("the demo's chat: only a demo has one", async () => {
    expect(await urlsOf(prefetchDemoChatPage, { demo: true })).toEqual(['/api/demo/chat']);
    expect(await urlsOf(prefetchDemoChatPage)).toEqual([]);
  });

  it("a manager's page: the manager of the address", async () => {
    expect(await urlsOf(prefetchManagerPage, { params: { userId: '812750214434121508' } })).toEqual([
      `/api/league/${LEAGUE}/managers/812750214434121508`,
    ]);
  });

  it("the keeper pages: the keeper season's data (the previous season until the renewed league drafts)", async () => {
    // The member's own keeper data follows the league's answer (already in the cache): any order.
    expect((await urlsOf(prefetchKeepersPage)).sort()).toEqual(
      [
        `/api/league/${LEAGUE}/keeper-status/2024`,
        `/api/league/${LEAGUE}/keeper-selection/2024`,
        `/api/league/${LEAGUE}/roster-players/1`,
        `/api/league/${LEAGUE}/keeper-candidates/1`,
        `/api/league/${LEAGUE}/keeper-value`,
      ].sort(),
    );
  });

  it('a league that picks no keepers: the draft board and the pre-draft page ask for no keeper data', async () => {
    const keeperData = (urls: string[]) =>
      urls.filter((url) => /keeper-(status|selection|selections)|roster-players/.test(url));
    expect(
      keeperData(await urlsOf(prefetchDraftBoardPage, { redraft: true, search: '?season=2023' })),
    ).toEqual([]);
    expect(keeperData(await urlsOf(prefetchPreDraftPage, { redraft: true }))).toEqual([]);
    expect(keeperData(await urlsOf(prefetchPreDraftPage))).not.toEqual([]);
  });

  it("the draft board: the address's season with its report card in the report view", async () => {
    expect(await urlsOf(prefetchDraftBoardPage, { search: '?season=2023&view=report' })).toEqual([
      `/api/league/${LEAGUE}/drafts/history`,
      `/api/league/${LEAGUE}/drafts/2023`,
      `/api/league/${LEAGUE}/drafts/2023/report`,
      `/api/league/${LEAGUE}/keeper-selection/2024`,
      `/api/league/${LEAGUE}/roster-players/1`,
    ]);
    expect(await urlsOf(prefetchDraftBoardPage, { search: '?season=2023' })).not.toContain(
      `/api/league/${LEAGUE}/drafts/2023/report`,
    );
  });

  it("the pre-draft page: the dues' admin view for an admin only", async () => {
    const admin = (urls: string[]) => urls.filter((url) => url.endsWith('/admin'));
    expect(admin(await urlsOf(prefetchPreDraftPage))).toEqual([]);
    expect(admin(await urlsOf(prefetchPreDraftPage, { user: OWNER }))).toEqual([
      `/api/league/${LEAGUE}/payment-status/2024/admin`,
    ]);
  });
});
