import { cn } from '@/lib/cn';

/**
 * docs/product.md §2 "Historical Draft Boards": QB red, RB green, WR blue, TE yellow, K purple, DEF gray
 * (full class strings for Tailwind).
 */
export const POSITION_CLASSES: Record<string, string> = {
  QB: 'bg-red-100 text-red-800 border-red-300 dark:bg-red-950 dark:text-red-200 dark:border-red-800',
  RB: 'bg-green-100 text-green-800 border-green-300 dark:bg-green-950 dark:text-green-200 dark:border-green-800',
  WR: 'bg-blue-100 text-blue-800 border-blue-300 dark:bg-blue-950 dark:text-blue-200 dark:border-blue-800',
  TE: 'bg-yellow-100 text-yellow-900 border-yellow-300 dark:bg-yellow-950 dark:text-yellow-200 dark:border-yellow-800',
  K: 'bg-purple-100 text-purple-800 border-purple-300 dark:bg-purple-950 dark:text-purple-200 dark:border-purple-800',
  DEF: 'bg-gray-200 text-gray-800 border-gray-300 dark:bg-gray-800 dark:text-gray-200 dark:border-gray-600',
};

export function positionClass(position: string | null | undefined): string {
  return POSITION_CLASSES[position ?? ''] ?? 'bg-muted text-muted-foreground border-border';
}

export function PositionBadge({
  position,
  className,
}: {
  position: string | null | undefined;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex min-w-9 items-center justify-center rounded border px-1.5 py-0.5 text-xs font-bold',
        positionClass(position),
        className,
      )}
    >
      {position ?? '?'}
    </span>
  );
}
