import { useSyncExternalStore } from 'react';
import { OFFLINE_COPY_HEADER } from './offline-cache';

/**
 * When the provider fails, the server answers from its last good copy and marks the response with
 * the header `X-Data-Stale: <ISO time of that copy>` (DESIGN section 3). When the network fails, the
 * API client answers from the last answer this device kept (offline-cache.ts), marked
 * `X-Offline-Copy: <its time>`. The client records the mark per URL here, so any page can say
 * "data as of ..." without changing its query's data shape.
 */
export const STALE_HEADER = 'X-Data-Stale';

export interface Staleness {
  /** ISO time of the copy shown. */
  since: string;
  /** true: this device's saved copy (offline); false: the server's (the provider failed). */
  offline: boolean;
}

const staleSince = new Map<string, Staleness>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Records the staleness of the latest response for `url` (null: the response was fresh). */
export function recordStaleness(url: string, isoTime: string | null, offline = false): void {
  const previous = staleSince.get(url) ?? null;
  if (previous?.since === isoTime && previous?.offline === offline) return;
  if (previous === null && isoTime === null) return;
  if (isoTime === null) staleSince.delete(url);
  else staleSince.set(url, { since: isoTime, offline });
  notify();
}

/** Records the marks of a response (this device's offline copy first, else the server's stale copy). */
export function recordResponseStaleness(url: string, headers: Headers): void {
  const offlineSince = headers.get(OFFLINE_COPY_HEADER);
  if (offlineSince !== null) recordStaleness(url, offlineSince, true);
  else recordStaleness(url, headers.get(STALE_HEADER));
}

/** The staleness of the latest response for `url`, null when it was fresh. */
export function getStaleness(url: string): Staleness | null {
  return staleSince.get(url) ?? null;
}

/** The ISO time of the served copy if the latest response for `url` was stale, else null. */
export function getStaleSince(url: string): string | null {
  return getStaleness(url)?.since ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React hook: re-renders when the staleness of `url` changes. Pass `queryKeyToUrl(queryKey)`. */
export function useStaleness(url: string | null): Staleness | null {
  return useSyncExternalStore(
    subscribe,
    () => (url === null ? null : getStaleness(url)),
    () => null,
  );
}
