import { useSyncExternalStore } from 'react';

/**
 * When the provider fails, the server answers from its last good copy and marks the response with
 * the header `X-Data-Stale: <ISO time of that copy>` (DESIGN section 3). The API client records the
 * header per URL here, so any page can say "data as of ..." without changing its query's data shape.
 */
export const STALE_HEADER = 'X-Data-Stale';

const staleSince = new Map<string, string>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Records the staleness of the latest response for `url` (null: the response was fresh). */
export function recordStaleness(url: string, isoTime: string | null): void {
  const previous = staleSince.get(url) ?? null;
  if (previous === isoTime) return;
  if (isoTime === null) staleSince.delete(url);
  else staleSince.set(url, isoTime);
  notify();
}

/** The ISO time of the served copy if the latest response for `url` was stale, else null. */
export function getStaleSince(url: string): string | null {
  return staleSince.get(url) ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React hook: re-renders when the staleness of `url` changes. Pass `queryKeyToUrl(queryKey)`. */
export function useStaleSince(url: string | null): string | null {
  return useSyncExternalStore(
    subscribe,
    () => (url === null ? null : getStaleSince(url)),
    () => null,
  );
}
