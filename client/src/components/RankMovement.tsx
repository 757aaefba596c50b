import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * How far a team moved in a ranking (1 is the top): an arrow and the places gained or lost, a dash
 * when it stayed or has no earlier rank. The power rankings and the weekly recap's movers show it.
 */
export function RankMovement({ rank, previousRank }: { rank: number; previousRank: number | null }) {
  if (previousRank === null || previousRank === rank) {
    return <span className="text-xs text-muted-foreground">–</span>;
  }
  const up = previousRank > rank;
  const Icon = up ? ArrowUpIcon : ArrowDownIcon;
  const by = Math.abs(previousRank - rank);
  return (
    <span
      className={cn(
        'inline-flex items-center text-xs font-medium',
        up ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400',
      )}
      aria-label={`${up ? 'up' : 'down'} ${by} from ${previousRank}`}
    >
      <Icon className="size-3" aria-hidden="true" />
      {by}
    </span>
  );
}
