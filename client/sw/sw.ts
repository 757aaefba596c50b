// The service worker (docs/decisions/0012), built by vite-plugin-pwa (injectManifest) from Workbox:
// - the app shell (every built script, style, icon and index.html) is precached at install;
// - a navigation goes to the network, whose page carries the member's session (server/http/client-shell.ts),
//   and only when the network fails is the precached shell shown instead;
// - an API GET goes to the network and its 200 answer is kept (API_CACHE); when the network fails the
//   kept answer is served, marked with its time (OFFLINE_COPY_HEADER) for the page to say so.
// A new worker waits until no tab runs the old one (no skipWaiting): an update applies on the next visit.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute, PrecacheFallbackPlugin } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { API_CACHE, OFFLINE_COPY_HEADER } from '../../common/offline';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** A slow network counts as none after this long when a kept answer exists (a stadium's network). */
const API_NETWORK_TIMEOUT_S = 10;

// '/' is a navigation like any other: it must not be answered by the precached index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
// The navigation request starts while the worker boots, so the worker costs a navigation nothing.
enableNavigationPreload();

registerRoute(
  new NavigationRoute(
    new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/index.html' })] }),
  ),
);

/** A kept answer served because the network failed: the same answer, marked with the time it was sent. */
const markOfflineCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const sent = Date.parse(cachedResponse.headers.get('date') ?? '');
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_COPY_HEADER, new Date(Number.isNaN(sent) ? 0 : sent).toISOString());
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_S,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), markOfflineCopy],
  }),
);
