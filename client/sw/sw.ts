// The service worker (docs/decisions/0012), built by vite-plugin-pwa (injectManifest) from Workbox:
// - the app shell (every built script, style, icon and index.html) is precached at install;
// - a navigation goes to the network, whose page the server renders for the member (server/http/page-render.ts),
//   and only when the network fails is the precached shell shown instead.
// API requests are not the worker's: the page goes to the network itself and keeps its answers for
// offline use (client/src/lib/offline-cache.ts). Through the worker each answer took a hop more, and
// the live scores' event stream, kept in a cache as it came, stayed open after the page had gone:
// after a few reloads the browser had no connection left to the server and the app hung.
// A new worker waits until no tab runs the old one (no skipWaiting): an update applies on the next visit.
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute, PrecacheFallbackPlugin } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

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
