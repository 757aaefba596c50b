import { mayKeepOffline } from '@common/offline-policy';

/**
 * The last API answers, kept on this device for offline use (docs/decisions/0012). The page keeps
 * and reads them itself: API requests never pass through the service worker, which would add its
 * own hop to every answer and kept the live scores' event stream open for good. They belong to the
 * member who was signed in, and only what a member may read is kept (common/offline-policy.ts): the
 * app forgets them on logout, on every sign-in, and as soon as it learns the session has ended
 * (lib/session-ended.ts), so one member's answers are never shown to another, nor left on a lost phone.
 */

/** The Cache Storage cache of API answers. */
export const API_CACHE = 'huddle-api';

/** On an answer read from API_CACHE because the network failed: the ISO time the server sent it. */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';

/** A slow network counts as none after this long when a kept answer exists (a stadium's network). */
export const NETWORK_TIMEOUT_MS = 10_000;

/**
 * Bumped each time the answers are forgotten: an answer asked for before a logout and arriving after
 * it is not kept.
 */
let generation = 0;

/** Only a page the service worker controls can be reloaded offline: elsewhere nothing is kept. */
function canKeep(): boolean {
  return typeof caches !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
}

export async function forgetSavedAnswers(): Promise<void> {
  generation += 1;
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch(() => false);
}

async function keep(url: string, response: Response, askedIn: number): Promise<void> {
  if (askedIn !== generation || !canKeep() || !mayKeepOffline(url)) return;
  const cache = await caches.open(API_CACHE);
  if (askedIn !== generation) return;
  await cache.put(url, response);
}

/**
 * Keeps an answer once the page is idle: written while the page renders, the copies held back its
 * first screen by about 40 ms on a warm load.
 */
function keepWhenIdle(url: string, response: Response, askedIn: number): void {
  const write = () => void keep(url, response, askedIn).catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(write, { timeout: 2000 });
  else setTimeout(write, 0);
}

/** The kept answer of `url`, marked with the time it was sent, or null. */
async function keptAnswer(url: string): Promise<Response | null> {
  if (typeof caches === 'undefined') return null;
  const kept = await (await caches.open(API_CACHE)).match(url).catch(() => undefined);
  if (!kept) return null;
  const sent = Date.parse(kept.headers.get('date') ?? '');
  const headers = new Headers(kept.headers);
  headers.set(OFFLINE_COPY_HEADER, new Date(Number.isNaN(sent) ? 0 : sent).toISOString());
  return new Response(await kept.blob(), { status: kept.status, statusText: kept.statusText, headers });
}

/**
 * A GET, network first: a 200 answer is kept (not awaited); when the network fails, or gives no
 * answer within NETWORK_TIMEOUT_MS, the kept answer is returned instead, marked with
 * OFFLINE_COPY_HEADER (the network's late answer is still kept for next time). With nothing kept the
 * network's own result or error stands. A request the page cancelled stays cancelled.
 */
export async function fetchNetworkFirst(url: string, init: RequestInit): Promise<Response> {
  const askedIn = generation;
  const network = fetch(url, init).then(async (response) => {
    if (response.status !== 200 || !canKeep()) return response;
    // Read once, for the caller and the copy alike (a clone's second stream cost the first render).
    const body = await response.text();
    const copy = () =>
      new Response(body, { status: 200, statusText: response.statusText, headers: response.headers });
    keepWhenIdle(url, copy(), askedIn);
    return copy();
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<'slow'>((resolve) => {
    timer = setTimeout(() => resolve('slow'), NETWORK_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow') return first;
    network.catch(() => undefined); // its answer, if any, is kept by the handler above
    return (await keptAnswer(url)) ?? (await network);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    const kept = await keptAnswer(url);
    if (kept) return kept;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The answers a server-rendered page came with never pass through fetch: keep them as a fetch would,
 * so an offline reload finds this member's session, league and page.
 */
export async function keepPageAnswers(answers: ReadonlyMap<string, unknown>): Promise<void> {
  const askedIn = generation;
  const date = new Date().toUTCString();
  await Promise.all(
    [...answers].map(([url, body]) =>
      keep(
        url,
        new Response(JSON.stringify(body), {
          headers: { 'content-type': 'application/json; charset=utf-8', date },
        }),
        askedIn,
      ),
    ),
  );
}
