import { createContext, useContext, useState, useSyncExternalStore } from 'react';

/**
 * The time the page was rendered at by the server: on the server, and in the browser for the page
 * it hydrates (null for a page the browser rendered itself).
 */
const PageTimeContext = createContext<number | null>(null);

export const PageTimeProvider = PageTimeContext.Provider;

const noChanges = () => () => {};

/**
 * The time to compute relative ages from ("2 hours ago"), fixed when the component mounts. While a
 * server-rendered page hydrates it is the server's render time, so the text hydrates as the server
 * wrote it; React then renders it once more from the browser's own clock.
 */
export function useMountTime(): number {
  const renderedAt = useContext(PageTimeContext);
  const [mountedAt] = useState(() => Date.now());
  return useSyncExternalStore(
    noChanges,
    () => mountedAt,
    () => renderedAt ?? mountedAt,
  );
}
