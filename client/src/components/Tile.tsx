import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

interface TileProps {
  label: ReactNode;
  value: ReactNode;
  /** A line (or a few) under the value. */
  detail?: ReactNode;
  icon?: LucideIcon;
  /** The label heads a part of the page of its own (the off-season's to-dos): an h2. */
  heading?: boolean;
  /** The page's key figures (the off-season's, the pre-draft overview's) are larger. */
  large?: boolean;
  testId?: string;
  className?: string;
}

/** A figure with its label: every page's tiles (career totals, season facts, the off-season's to-dos). */
export function Tile({
  label,
  value,
  detail,
  icon: Icon,
  heading = false,
  large = false,
  testId,
  className,
}: TileProps) {
  const Label = heading ? 'h2' : 'div';
  return (
    <div className={cn('flex min-w-0 gap-3 rounded-lg border bg-card p-3', className)} data-testid={testId}>
      {Icon && (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <Label className="text-xs font-medium text-muted-foreground uppercase">{label}</Label>
        <div
          className={cn('font-semibold break-words tabular-nums', large ? 'text-2xl font-bold' : 'text-lg')}
        >
          {value}
        </div>
        {detail && <div className="space-y-1 text-xs text-muted-foreground">{detail}</div>}
      </div>
    </div>
  );
}
