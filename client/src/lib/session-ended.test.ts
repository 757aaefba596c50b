import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as OfflineCacheModule from './offline-cache';
import { forgetSavedAnswers } from './offline-cache';
import { createBrowserQueryClient } from './query-client';
import { authUserQuery } from './session';

vi.mock('./offline-cache', async (original) => ({
  ...(await original<typeof OfflineCacheModule>()),
  forgetSavedAnswers: vi.fn(async () => undefined),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(forgetSavedAnswers).mockClear();
});

describe('a session that ends', () => {
  it("forgets this device's offline copies as soon as a call answers 401", async () => {
    let signedIn = true;
    vi.stubGlobal('fetch', async (url: string) => {
      if (!signedIn) return new Response('{"message":"Please sign in."}', { status: 401 });
      return Response.json(url === '/api/auth/user' ? { id: 'u1' } : []);
    });
    const client = createBrowserQueryClient();
    // The page shows the member (the session query is watched, as the app frame watches it).
    const unsubscribe = new QueryObserver(client, authUserQuery).subscribe(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(authUserQuery.queryKey)).toEqual({ id: 'u1' }));
    expect(forgetSavedAnswers).not.toHaveBeenCalled();

    signedIn = false; // "Log out everywhere" on another device
    await expect(client.fetchQuery({ queryKey: ['/api/league', 'L1', 'standings'] })).rejects.toThrow('401');
    await vi.waitFor(() => expect(client.getQueryData(authUserQuery.queryKey)).toBeNull());
    expect(forgetSavedAnswers).toHaveBeenCalled();
    unsubscribe();
  });
});
