import { AlertTriangleIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/EmptyState';

/** A tab's loading placeholder: a few card-shaped blocks. */
export function TabSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2" role="status" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-28 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** A tab whose data failed to load: say so and offer a retry. */
export function TabError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <EmptyState
      as="h2"
      icon={AlertTriangleIcon}
      title={`Could not load ${what}`}
      description="Please try again."
    >
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </EmptyState>
  );
}
