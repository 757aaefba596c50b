import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links under the text. */
  children?: ReactNode;
  /** Heading level of the title: 'h1' when the state is the whole page. */
  as?: 'h1' | 'h2' | 'h3';
  className?: string;
}

/** A centred icon, title and explanation: empty lists, access refusals, not-found, coming soon. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  children,
  as: Heading = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-3 px-4 py-12 text-center', className)}>
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <Heading className="text-xl font-semibold tracking-tight">{title}</Heading>
      {description && <p className="max-w-md text-sm text-muted-foreground">{description}</p>}
      {children && <div className="mt-2 flex flex-wrap items-center justify-center gap-2">{children}</div>}
    </div>
  );
}
