import type { QueryClient } from '@tanstack/react-query';
import { forgetSavedAnswers } from './offline-cache';
import { authUserQuery } from './session';

/**
 * Forgets this device's offline copies (offline-cache.ts) the moment the app learns nobody is signed
 * in any more: the session query answers null after having named a member (a 401 from any call asks
 * it again; so does the live stream's `end: signed-out`), or a page comes from the server for a
 * visitor. "Log out everywhere" pressed for a lost phone then leaves nothing readable on it once it
 * is back online.
 */
export function forgetOnSessionEnd(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== JSON.stringify(authUserQuery.queryKey)) return;
    if (event.query.state.data === null) void forgetSavedAnswers();
  });
}
