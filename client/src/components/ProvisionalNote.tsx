import { HourglassIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * What a provisional week means, in words: counted from its final scores before Sleeper settled it
 * (docs/decisions/0037). "Week 14 is counted from its final scores, provisional until Sleeper
 * settles the week."
 */
export function provisionalText(weeks: readonly number[]): string {
  if (weeks.length === 1) {
    return `Week ${weeks[0]} is counted from its final scores, provisional until Sleeper settles the week.`;
  }
  const named = `${weeks.slice(0, -1).join(', ')} and ${weeks.at(-1)}`;
  return `Weeks ${named} are counted from their final scores, provisional until Sleeper settles them.`;
}

/**
 * Says that the figures around it count weeks Sleeper has not settled yet: the records, standings,
 * odds, seeds and rankings count a week as soon as its games are final. Renders nothing otherwise.
 */
export function ProvisionalNote({ weeks, className }: { weeks: readonly number[]; className?: string }) {
  if (weeks.length === 0) return null;
  return (
    <p
      data-testid="provisional-note"
      className={cn(
        'flex w-fit max-w-full items-start gap-1.5 rounded-md bg-sky-50 px-2 py-1 text-xs text-sky-900 dark:bg-sky-950/60 dark:text-sky-100',
        className,
      )}
    >
      <HourglassIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      <span>{provisionalText(weeks)}</span>
    </p>
  );
}
