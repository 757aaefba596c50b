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

// Web Push (docs/decisions/0032): each push carries { title, body, url, tag } (encrypted to this
// device); the worker shows it, and a tap opens its page, in a window of the app already open when
// there is one.
interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

function payloadOf(event: PushEvent): PushPayload | null {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    if (typeof data?.title !== 'string' || typeof data.url !== 'string') return null;
    return { title: data.title, body: data.body ?? '', url: data.url, tag: data.tag ?? data.url };
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

/** The page a notification opens: a path of this app (anything else opens the dashboard). */
function pageOf(notification: Notification): string {
  const { url } = (notification.data ?? {}) as { url?: unknown };
  const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
  return target.origin === self.location.origin ? target.href : new URL('/', self.location.origin).href;
}

async function openPage(href: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(href);
    return;
  }
  const shown = open.url === href ? open : ((await open.navigate(href)) ?? open);
  await shown.focus().catch(() => undefined);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(pageOf(event.notification)));
});
