import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A chart's drawing: its box (of the drawing's height, so nothing moves when it arrives) in the
 * server's markup and while its code loads, the drawing once the page is live in the browser. The
 * chart's caption and data table are around it, in the markup for every reader.
 */
export function ClientPlot({ height, children }: { height: number; children: ReactNode }) {
  const box = <div style={{ height }} aria-hidden="true" className="w-full rounded-md bg-muted/40" />;
  if (!useHydrated()) return box;
  return <Suspense fallback={box}>{children}</Suspense>;
}
