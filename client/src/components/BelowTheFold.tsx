// The part of a long page below its first screen, rendered one frame after the page has painted:
// the first screen's commit is then not the whole page's (on /history at a phone's 4x slower CPU,
// rendering every section at once held the first paint back by about half a second). It renders in
// a transition, so taps and typing stay answered meanwhile; a placeholder stands in until then, so
// the page's loading checks (no skeleton left) wait for it too. It only ever adds content after
// everything above it, so nothing already on screen moves.
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

export function BelowTheFold({
  children,
  placeholderClassName,
}: {
  children: ReactNode;
  placeholderClassName: string;
}) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer = 0;
    // requestAnimationFrame runs before the next paint; the timeout after it, once painted.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setShown(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return shown ? <>{children}</> : <Skeleton className={placeholderClassName} />;
}
