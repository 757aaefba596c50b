import { Link, useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import type { BoardView } from '@/entities/draft/api';

const VIEWS: { view: BoardView; label: string }[] = [
  { view: 'board', label: 'Board' },
  { view: 'report', label: 'Report card' },
];

/**
 * The board or its report card (?view=report). Links, not buttons: the view lives in the address, so
 * it can be shared and it switches without JavaScript too.
 */
export function ViewToggle({ view }: { view: BoardView }) {
  const [params] = useSearchParams();
  const searchOf = (target: BoardView) => {
    const next = new URLSearchParams(params);
    if (target === 'report') next.set('view', 'report');
    else next.delete('view');
    const query = next.toString();
    return query ? `?${query}` : '';
  };
  return (
    <nav aria-label="Draft board view" className="inline-flex rounded-lg bg-muted p-1 text-muted-foreground">
      {VIEWS.map((item) => (
        <Link
          key={item.view}
          to={{ search: searchOf(item.view) }}
          replace
          preventScrollReset
          aria-current={item.view === view ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-10 items-center rounded-md px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
            item.view === view && 'bg-card text-foreground shadow-sm',
          )}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
