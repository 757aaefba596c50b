import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A table wider than a phone: it scrolls sideways inside its own box, which is focusable so a keyboard can
 * scroll it too, and never widens the page. Its first column stays in view (`STICKY_FIRST`) so a row's team
 * is always beside the figure being read, and each table puts its key figures right after that column, inside
 * a 375 px screen (tests/e2e/fit.spec.ts names them).
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  /** The region's accessible name (the table's title). */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn('overflow-x-auto rounded-lg border', className)}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </div>
  );
}

/**
 * A first column's body cell that stays put while the row scrolls under it. It takes the row's
 * background, so rows under a sticky column set an opaque one (`bg-card` or a solid highlight).
 */
export const STICKY_FIRST = 'sticky left-0 z-10 bg-inherit';

/** The same for the header row's first cell (the header is `bg-muted`, opaque for the same reason). */
export const STICKY_FIRST_HEAD = 'sticky left-0 z-10 bg-muted';
