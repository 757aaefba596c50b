// The history loading state (docs/product.md §2 "League History": four messages, one every 800 ms) over a
// page-shaped skeleton.
import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

export const LOADING_MESSAGES = [
  'Digging through the league archives...',
  'Counting championship rings...',
  'Replaying every blowout...',
  'Tallying trades and waiver moves...',
] as const;
export const LOADING_MESSAGE_MS = 800;

export function LoadingMessages() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(
      () => setIndex((i) => (i + 1) % LOADING_MESSAGES.length),
      LOADING_MESSAGE_MS,
    );
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className="space-y-6">
      <p role="status" aria-live="polite" className="text-center text-sm font-medium text-muted-foreground">
        {LOADING_MESSAGES[index]}
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-64" />
      <Skeleton className="h-96" />
    </div>
  );
}
