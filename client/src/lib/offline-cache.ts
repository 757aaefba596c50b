import { API_CACHE } from '@common/offline';
import type { BootAnswers } from '@common/boot';

/**
 * The service worker keeps the last API answers for offline use (client/sw/sw.ts). They belong to
 * the member who was signed in: the app forgets them on logout, on every sign-in, and when the page
 * says nobody is signed in, so one member's answers are never shown to another.
 */
export async function forgetSavedAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch(() => false);
}

/**
 * The answers embedded in the page never pass through the worker: keep them as it would, so an
 * offline reload finds the session, app info, league and NFL state of this member.
 */
export async function saveBootAnswers(answers: BootAnswers): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return;
  const cache = await caches.open(API_CACHE);
  const date = new Date().toUTCString();
  await Promise.all(
    Object.entries(answers).map(([url, answer]) =>
      cache.put(
        url,
        new Response(JSON.stringify(answer.body), {
          headers: { 'content-type': 'application/json; charset=utf-8', date },
        }),
      ),
    ),
  );
}
