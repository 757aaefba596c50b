import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { RecapResponse } from '@common/recap';
import { Button } from '@/components/ui/button';
import { recapHref } from '@/entities/recap/links';

type WeekRef = NonNullable<RecapResponse['previous']>;

/** A neighbour's name: its week, and its season too when that is another season than the page's. */
const weekName = (ref: WeekRef, season: string) =>
  ref.season === season ? `Week ${ref.week}` : `${ref.season} week ${ref.week}`;

interface RecapWeekNavProps {
  season: string;
  /** Null while the recap loads: the bar keeps its height, so nothing below it moves. */
  recap: Pick<RecapResponse, 'previous' | 'next'> | null;
  label: string;
}

/** The previous and next recaps (across seasons), as real links. */
export function RecapWeekNav({ season, recap, label }: RecapWeekNavProps) {
  return (
    <nav aria-label={label} className="flex min-h-11 flex-wrap items-center gap-2">
      {recap?.previous && (
        <Button asChild variant="outline">
          <Link to={recapHref(recap.previous.season, recap.previous.week)} rel="prev">
            <ChevronLeftIcon className="size-4" aria-hidden="true" /> {weekName(recap.previous, season)}
          </Link>
        </Button>
      )}
      <Button asChild variant="ghost">
        <Link to="/recaps">All recaps</Link>
      </Button>
      {recap?.next && (
        <Button asChild variant="outline">
          <Link to={recapHref(recap.next.season, recap.next.week)} rel="next">
            {weekName(recap.next, season)} <ChevronRightIcon className="size-4" aria-hidden="true" />
          </Link>
        </Button>
      )}
    </nav>
  );
}
