// Which provider copies a request was answered from when the provider failed. The gateway records
// the oldest stale copy it served into the request's store; the HTTP layer turns it into the
// `X-Data-Stale` header so the UI can say "data as of ...".
import { AsyncLocalStorage } from 'node:async_hooks';

export interface StalenessStore {
  /** fetchedAt (epoch ms) of the oldest stale copy served, or null when everything was fresh. */
  staleSince: number | null;
}

export const stalenessStorage = new AsyncLocalStorage<StalenessStore>();

export function markStale(fetchedAt: number): void {
  const store = stalenessStorage.getStore();
  if (store && (store.staleSince === null || fetchedAt < store.staleSince)) store.staleSince = fetchedAt;
}
