import { Suspense, useRef, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useNearViewport } from '@/lib/use-near-viewport';

/**
 * A chart's drawing: its box (of the drawing's height, so nothing moves when it arrives) in the
 * server's markup, while the reader is still far from it and while its code loads; the drawing once
 * the page is live in the browser and the chart near the screen (a chart further down a phone's page
 * costs nothing until the reader scrolls towards it). The chart's caption and data table are around
 * it, in the markup for every reader.
 */
export function ClientPlot({ height, children }: { height: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const box = (
    <div ref={ref} style={{ height }} aria-hidden="true" className="w-full rounded-md bg-muted/40" />
  );
  if (!useHydrated() || !near) return box;
  return <Suspense fallback={box}>{children}</Suspense>;
}
