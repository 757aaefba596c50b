import { Suspense, useEffect, useId, type ReactNode } from 'react';
import { forgetPart, reportPart, reportPartLive } from '@/lib/page-hydration';

/**
 * A part of a server-rendered page that the browser hydrates on its own (a Suspense boundary): React
 * makes the page live part by part, in short tasks, instead of in one long one, and a part the reader
 * taps first is hydrated first, its tap then handled. On a phone's first visit the dashboard's
 * buttons answer a good second sooner. Each part says when it is live (lib/page-hydration.ts): the
 * page's requests wait for all of them. A part whose code loads apart (a lazy component) shows
 * `fallback` while it loads on a page the browser renders; the others never suspend once live.
 */
export function HydratesApart({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const id = useId();
  useEffect(() => {
    reportPart(id);
    return () => forgetPart(id);
  }, [id]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <PartLive id={id} />
    </Suspense>
  );
}

/** Last in its part: its effect runs once everything before it in the part has hydrated. */
function PartLive({ id }: { id: string }) {
  useEffect(() => reportPartLive(id), [id]);
  return null;
}
