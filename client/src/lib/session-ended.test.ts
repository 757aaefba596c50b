import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { standingsQuery } from './league-queries';
import { API_CACHE } from './offline-cache';
import { createBrowserQueryClient } from './query-client';
import { authUserQuery } from './session';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a session that ends', () => {
  it("forgets this device's offline copies as soon as a call answers 401", async () => {
    let signedIn = true;
    // The device's Cache Storage: forgetting the offline copies deletes the app's cache of answers.
    const deleteCache = vi.fn(async (_name: string) => true);
    vi.stubGlobal('caches', { delete: deleteCache });
    vi.stubGlobal('fetch', async (url: string) => {
      if (!signedIn) return new Response('{"message":"Please sign in."}', { status: 401 });
      return Response.json(url === '/api/auth/user' ? { id: 'u1' } : []);
    });
    const client = createBrowserQueryClient();
    // The page shows the member (the session query is watched, as the app frame watches it).
    const unsubscribe = new QueryObserver(client, authUserQuery).subscribe(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(authUserQuery.queryKey)).toEqual({ id: 'u1' }));
    expect(deleteCache).not.toHaveBeenCalled();

    signedIn = false; // "Log out everywhere" on another device
    await expect(client.fetchQuery(standingsQuery('L1'))).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => expect(client.getQueryData(authUserQuery.queryKey)).toBeNull());
    expect(deleteCache).toHaveBeenCalledWith(API_CACHE);
    unsubscribe();
  });
});
