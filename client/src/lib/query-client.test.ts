import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appInfoQuery } from './league';
import { payoutsQuery, standingsQuery } from './league-queries';
import { createBrowserQueryClient, createQueryClient } from './query-client';
import { authUserQuery } from './session';

afterEach(() => vi.unstubAllGlobals());

function stubServer(sessionValid: () => boolean) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    if (!sessionValid()) return new Response('{"message":"Not signed in"}', { status: 401 });
    return Response.json(url === '/api/auth/user' ? { id: 'u1' } : []);
  });
  return calls;
}

describe('query client', () => {
  it('uses the defaults of docs/product.md §9: never stale, no refetch on focus, no polling, no retries', () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
  });

  it('asks for the current user again when a call of a signed-in member answers 401', async () => {
    let valid = true;
    const calls = stubServer(() => valid);
    const client = createBrowserQueryClient();
    await client.fetchQuery(authUserQuery);
    expect(client.getQueryData(authUserQuery.queryKey)).toEqual({ id: 'u1' });

    valid = false; // the session expires
    await expect(client.fetchQuery(standingsQuery('L1'))).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => expect(client.getQueryState(authUserQuery.queryKey)?.isInvalidated).toBe(true));
    expect(calls).toContain('/api/league/L1/standings');
  });

  it("leaves a visitor's session alone on a refused login", async () => {
    stubServer(() => false);
    const client = createBrowserQueryClient();
    await client.fetchQuery(authUserQuery);
    await expect(client.fetchQuery(standingsQuery('L1'))).rejects.toMatchObject({ status: 401 });
    expect(client.getQueryState(authUserQuery.queryKey)?.isInvalidated).toBe(false);
  });

  it('moves to the league id the server names once the league has renewed, asking app-info once', async () => {
    let served = 'L2025';
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      const headers = { 'X-League-Id': served };
      if (url === '/api/app-info') return Response.json({ leagueId: served }, { headers });
      return Response.json([], { headers });
    });
    const client = createBrowserQueryClient();
    // A page showing the app info: its query is active, so an invalidation fetches it again at once.
    const observer = new QueryObserver(client, appInfoQuery);
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(appInfoQuery.queryKey)).toEqual({ leagueId: 'L2025' }));
    await client.fetchQuery(standingsQuery('L2025'));
    expect(calls.filter((url) => url === '/api/app-info')).toHaveLength(1);

    served = 'L2026'; // renewed on the server: the next answer names the new id
    await client.fetchQuery(payoutsQuery('L2025', '2025'));
    await vi.waitFor(() => expect(client.getQueryData(appInfoQuery.queryKey)).toEqual({ leagueId: 'L2026' }));
    // Its own answer named the new id too: no loop of app-info requests.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((url) => url === '/api/app-info')).toHaveLength(2);
    unsubscribe();
  });
});
