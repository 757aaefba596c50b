// The app's browser entry (docs/decisions/0020). A page the server rendered is hydrated from the
// state it carries: the same answers, so the first render in the browser is the server's markup.
// The offline shell (the service worker's, client/sw/sw.ts) and the dev server's page carry none:
// there the browser renders the app itself.
import { hydrateRoot, createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { App } from './app/App';
import { createRoutes } from './app/routes';
import { toast } from './components/ui/use-toast';
import { apiOf } from './lib/api';
import { APP_NAME } from './lib/app-name';
import { forgetSavedAnswers } from './lib/offline-cache';
import { startHydrating } from './lib/page-hydration';
import { readPageState, type PageState } from './lib/page-state';
import { createBrowserQueryClient } from './lib/query-client';
import { startServiceWorker, takeUpdateNotice } from './lib/service-worker';
import { authUserQuery } from './lib/session';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const state = readPageState(document);
const queryClient = createBrowserQueryClient();
if (state) seed(queryClient, state);
// A page served to nobody: whatever an earlier member left on this device for offline use goes.
if (state && !queryClient.getQueryData(authUserQuery.queryKey)) void forgetSavedAnswers();
const routes = createRoutes(queryClient);

startServiceWorker(queryClient, state);
// This module is the entry chunk: its hashed name changes with every new build of the app.
if (takeUpdateNotice(new URL(import.meta.url).pathname, window.localStorage)) {
  toast({ title: `${APP_NAME} was updated`, description: "You're on the newest version." });
}

if (state) {
  // The code of the routes shown is loaded before hydrating, so their pages hydrate in the first pass.
  // Not awaited at the top of this module: the pages' chunks import from it, and would wait for it.
  void loadShownRoutes(routes).then(() => {
    // Until every part is hydrated, no answer lands and no loader starts a request (lib/page-hydration.ts).
    startHydrating();
    const router = createBrowserRouter(routes);
    markNavigated(router);
    hydrateRoot(
      container,
      <App
        queryClient={queryClient}
        renderedAt={state.renderedAt}
        router={<RouterProvider router={router} />}
      />,
      {
        // A page whose first render differs from the server's markup: named so the browser tests fail on it.
        onRecoverableError: (error) => console.error('[hydration]', error),
      },
    );
    markLive();
  });
} else {
  const router = createBrowserRouter(routes);
  markNavigated(router);
  createRoot(container).render(
    <App queryClient={queryClient} renderedAt={null} router={<RouterProvider router={router} />} />,
  );
  markLive();
}

/**
 * Marks the document (`data-hydrated`) once React has its root: from then on a tap is never lost
 * (React replays it on a part not yet hydrated), while one before it, on the server's markup, does
 * nothing. The browser tests wait for this before they tap.
 */
function markLive(): void {
  document.documentElement.dataset.hydrated = '';
}

/**
 * Marks the document (`data-navigated`) as the reader first moves inside the app: from then on pages
 * render whole (index.css, render-when-near), so a scroll position restored on back and forward
 * lands on what was there.
 */
function markNavigated(router: ReturnType<typeof createBrowserRouter>): void {
  const first = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location.key === first) return;
    document.documentElement.dataset.navigated = '';
    unsubscribe();
  });
}

/** The answers and staleness marks the page was rendered with. */
function seed(client: QueryClient, { queries, staleness }: PageState): void {
  hydrate(client, queries);
  for (const [url, mark] of Object.entries(staleness))
    apiOf(client).staleness.record(url, mark.since, mark.offline);
}

/**
 * Resolves the `lazy` parts of the routes the address matches, into the route objects, before the
 * router is created (React Router's way for server rendering with lazy routes): the router then sees
 * routes whose code is in, and renders the server's markup at once, without a HydrateFallback. The
 * index of `/` picks its page by the session the page came with (app/route-loader.ts, homeRoute).
 */
async function loadShownRoutes(all: RouteObject[]): Promise<void> {
  const matches = matchRoutes(all, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (!lazy) return;
      const parts =
        typeof lazy === 'function'
          ? await lazy()
          : Object.fromEntries(
              await Promise.all(Object.entries(lazy).map(async ([key, load]) => [key, await load?.()])),
            );
      Object.assign(route, parts, { lazy: undefined });
    }),
  );
}
