import type { QueryClient } from '@tanstack/react-query';
import { keepPageAnswers } from './offline-cache';
import type { PageState } from './page-state';
import { queryKeyToUrl } from './query-url';
import { authUserQuery } from './session';

const VERSION_KEY = 'huddle-version';

/**
 * Whether this page runs a newer build than the last visit on this device did (the entry chunk's
 * hashed name changes with any change to the app), remembering this one. False on a first visit.
 */
export function takeUpdateNotice(current: string, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  let previous: string | null;
  try {
    previous = storage.getItem(VERSION_KEY);
    if (previous !== current) storage.setItem(VERSION_KEY, current);
  } catch {
    return false; // storage refused (private mode): no notice
  }
  return previous !== null && previous !== current;
}

/** The longest a first visit waits for its data before the worker is registered anyway. */
const SETTLE_CAP_MS = 5000;

/**
 * Resolves once no query is fetching (the page's data has arrived), or after `capMs` at the latest
 * (a query that never settles must not keep the app from being installed).
 */
export function whenDataSettled(queryClient: QueryClient, capMs = SETTLE_CAP_MS): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, capMs);
    unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    if (queryClient.isFetching() === 0) done();
  });
}

/**
 * Production only (`npm run dev` serves no worker): registers the service worker (docs/decisions/0012)
 * once the page has loaded and its data has arrived, and brings the offline copies in line with who is
 * signed in. Registering installs the worker, which downloads the whole app (about 400 KB compressed)
 * for its precache: on a first visit over a phone's network that download would share the bandwidth
 * with the page's own data and lazy parts if it started at the load event, before the data is asked.
 */
export function startServiceWorker(queryClient: QueryClient, page: PageState | null): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    void whenDataSettled(queryClient)
      .then(() => navigator.serviceWorker.register('/sw.js', { scope: '/' }))
      .catch((error: unknown) => {
        console.warn('Service worker registration failed', error);
      });
    // A member's page keeps what it was rendered with (a visitor's was forgotten as it started).
    const answers = page ? pageAnswers(page) : null;
    if (answers?.get(queryKeyToUrl(authUserQuery.queryKey))) void keepPageAnswers(answers);
  });
}

/**
 * The answers a server-rendered page came with, by URL: those that are the URL's answer as the API
 * sent it (a query that reshapes its answer says so in its `meta`).
 */
export function pageAnswers({ queries }: PageState): Map<string, unknown> {
  return new Map(
    queries.queries
      .filter((query) => query.state.status === 'success' && query.meta?.reshaped !== true)
      .map((query) => [queryKeyToUrl(query.queryKey), query.state.data]),
  );
}
