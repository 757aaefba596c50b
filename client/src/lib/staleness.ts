import { useSyncExternalStore } from 'react';
import { OFFLINE_COPY_HEADER } from './offline-cache';

/**
 * When the provider fails, the server answers from its last good copy and marks the response with
 * the header `X-Data-Stale: <ISO time of that copy>` (docs/product.md §11). When the network fails, the
 * API client answers from the last answer this device kept (offline-cache.ts), marked
 * `X-Offline-Copy: <its time>`. The marks are recorded per URL in the store of the query client
 * that asked (one per page on the server, one per tab in the browser), so any page can say "data as
 * of ..." without changing its query's data shape, and a server-rendered notice hydrates as it was.
 */
export const STALE_HEADER = 'X-Data-Stale';

export interface Staleness {
  /** ISO time of the copy shown. */
  since: string;
  /** true: this device's saved copy (offline); false: the server's (the provider failed). */
  offline: boolean;
}

export class StalenessStore {
  private readonly byUrl = new Map<string, Staleness>();
  private readonly listeners = new Set<() => void>();

  /** Records the staleness of the latest response for `url` (null: the response was fresh). */
  record(url: string, isoTime: string | null, offline = false): void {
    const previous = this.byUrl.get(url) ?? null;
    if (previous?.since === isoTime && previous?.offline === offline) return;
    if (previous === null && isoTime === null) return;
    if (isoTime === null) this.byUrl.delete(url);
    else this.byUrl.set(url, { since: isoTime, offline });
    for (const listener of this.listeners) listener();
  }

  /** Records the marks of a response (this device's offline copy first, else the server's stale copy). */
  recordResponse(url: string, headers: Headers): void {
    const offlineSince = headers.get(OFFLINE_COPY_HEADER);
    if (offlineSince !== null) this.record(url, offlineSince, true);
    else this.record(url, headers.get(STALE_HEADER));
  }

  /** The staleness of the latest response for `url`, null when it was fresh. */
  get(url: string): Staleness | null {
    return this.byUrl.get(url) ?? null;
  }

  /** Every stale URL, for the page's state (entries of URLs not in `urls` are left out). */
  entries(urls: ReadonlySet<string>): Record<string, Staleness> {
    return Object.fromEntries([...this.byUrl].filter(([url]) => urls.has(url)));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** React hook: the staleness of `url` in `store`, re-rendering when it changes. */
export function useStoreStaleness(store: StalenessStore, url: string | null): Staleness | null {
  // The server renders from the same store the page's state carries, so its snapshot is the same.
  const read = () => (url === null ? null : store.get(url));
  return useSyncExternalStore(store.subscribe, read, read);
}
