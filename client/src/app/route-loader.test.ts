// The loaders' two sides (docs/decisions/0020): the server's wait for the page's data within its
// deadline, the browser's none; and `/`, whose page the session picks.
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { authUserQuery } from '@/lib/session';
import { appInfoQuery } from '@/lib/league';
import { leagueQuery } from '@/lib/league-queries';
import { createQueryClient } from '@/lib/query-client';
import { homeRoute, memberLoader } from './route-loader';
import { nflStateQuery } from './use-nfl-state';

const MEMBER = { id: 'u1', isAdmin: false, rosterId: 1 };
const INFO = { leagueId: 'L1', season: '2025', keeperSeason: '2024', offseason: false, demo: false };
const Dashboard: ComponentType = () => null;
const Landing: ComponentType = () => null;

/** A client whose session is known, and whose other answers take `answerMs`. */
function clientFor(user: unknown, answerMs = 0) {
  const queryClient = createQueryClient({
    transport: () => new Promise((resolve) => setTimeout(() => resolve(Response.json({})), answerMs)),
  });
  queryClient.setQueryData(authUserQuery.queryKey, user as never);
  queryClient.setQueryData(appInfoQuery.queryKey, INFO as never);
  return queryClient;
}

const args = (path: string) => ({
  request: new Request(`http://huddle.test${path}`),
  params: {},
  context: {},
});

describe('route loaders', () => {
  it("wait for the page's data on the server until the deadline, and not at all in the browser", async () => {
    const slow = () => new Promise<void>((resolve) => setTimeout(resolve, 5_000));
    for (const [dataDeadline, most] of [
      [Date.now() + 50, 1_000],
      [undefined, 40],
    ] as const) {
      const loader = memberLoader({ queryClient: clientFor(MEMBER), dataDeadline }, { prefetchPage: slow });
      const started = Date.now();
      await loader(args('/history') as never);
      expect(Date.now() - started).toBeLessThan(most);
    }
  });

  it('the server has the answers in that arrive before the deadline', async () => {
    const queryClient = clientFor(MEMBER, 10);
    const loader = memberLoader({ queryClient, dataDeadline: Date.now() + 2_000 }, {});
    await loader(args('/history') as never);
    expect(queryClient.getQueryData(leagueQuery('L1').queryKey)).toEqual({});
    expect(queryClient.getQueryData(nflStateQuery.queryKey)).toEqual({});
  });

  it('`/` shows the page of its session, and has the document loaded again once the session changed', async () => {
    const queryClient = clientFor(null);
    const home = homeRoute(
      { queryClient },
      { member: async () => Dashboard, visitor: async () => Landing, prefetchMemberPage: async () => null },
    );
    expect(await home.lazy()).toEqual({ Component: Landing });
    expect(await home.loader(args('/') as never)).toEqual({ visitor: true });
    queryClient.setQueryData(authUserQuery.queryKey, MEMBER as never);
    const reload = (await Promise.resolve(home.loader(args('/') as never)).catch(
      (thrown: unknown) => thrown,
    )) as Response;
    expect(reload.status).toBe(302);
    expect(reload.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it("refuses a page the league's format leaves out with a 404 saying why, and opens it where offered", async () => {
    const offers = {
      keeperSelection: true,
      futurePicks: false,
      lineupJudgement: true,
      divisionStandings: false,
    };
    const outcome = async (kind: string, keeperSelection: boolean) => {
      const queryClient = clientFor(MEMBER);
      queryClient.setQueryData(leagueQuery('L1').queryKey, {
        format: { kind },
        offers: { ...offers, keeperSelection },
      } as never);
      const loader = memberLoader({ queryClient }, { offer: 'keeperSelection' });
      return Promise.resolve(loader(args('/keepers') as never)).catch((thrown: unknown) => thrown);
    };
    expect(await outcome('keeper', true)).toBeNull();
    expect(await outcome('redraft', false)).toMatchObject({
      init: { status: 404 },
      data: 'This is a redraft league: no players are kept, so there is no keeper selection.',
    });
    expect(await outcome('dynasty', false)).toMatchObject({
      data: 'This is a dynasty league: every roster carries over whole, so there is no keeper selection.',
    });
  });
});
