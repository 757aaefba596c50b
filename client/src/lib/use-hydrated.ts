import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true from then on: for
 * what only a browser can draw (a chart sized to its box), rendered once the page is live.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
