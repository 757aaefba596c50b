import type { ReactNode } from 'react';
import { AlertTriangleIcon, TableIcon } from 'lucide-react';
import { EmptyState } from '@/components/EmptyState';
import { Skeleton } from '@/components/ui/skeleton';

/** The board's placeholder while its data loads (the report card's too: no jump between the two). */
export function BoardSkeleton() {
  return (
    <div role="status" aria-label="Loading draft board" className="space-y-2">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}

/** The failure of a board's (or report card's) data. */
export function BoardError({ title }: { title: string }) {
  return (
    <div role="alert">
      <EmptyState icon={AlertTriangleIcon} title={title} description="Please try again later." />
    </div>
  );
}

/** The board's place on the page: empty, failed, loading, or the board. */
export function BoardArea({
  year,
  isPending,
  isError,
  isEmpty,
  children,
}: {
  year: string | undefined;
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  children: ReactNode;
}) {
  // docs/product.md §2: 'No draft data available for 2024' (for the season chosen).
  if (isEmpty)
    return <EmptyState icon={TableIcon} title={`No draft data available for ${year ?? ''}`.trim()} />;
  if (isError) return <BoardError title="Failed to load the draft board" />;
  if (isPending) return <BoardSkeleton />;
  return <>{children}</>;
}
