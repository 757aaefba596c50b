import { cn } from '@/lib/cn';

/**
 * docs/product.md §2: after the lottery, kept players show '✓ SELECTED' and the dropped one '✗ NOT SELECTED'.
 */
export function LotteryMark({
  mark,
  className,
}: {
  mark: 'selected' | 'deselected' | null;
  className?: string;
}) {
  if (mark === null) return null;
  return mark === 'selected' ? (
    <span className={cn('text-xs font-bold text-emerald-700 dark:text-emerald-400', className)}>
      ✓ SELECTED
    </span>
  ) : (
    <span className={cn('text-xs font-bold text-red-700 dark:text-red-400', className)}>✗ NOT SELECTED</span>
  );
}
