// The weekly recaps (/recaps): every week that has one, newest first, by season. The history
// page links to a season's weeks here (#season-{year}).
import { useEffect } from 'react';
import { AlertTriangleIcon, NewspaperIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { RecapListResponse } from '@common/recap';
import { EmptyState } from '@/components/EmptyState';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { formatPoints } from '@/lib/format';
import { useLeagueId } from '@/lib/league';
import { useRecapList } from '@/entities/recap/api';
import { recapsBySeason } from '@/entities/recap/recap-list';

function Seasons({ recaps }: { recaps: RecapListResponse['recaps'] }) {
  return recapsBySeason(recaps).map(({ season, weeks }) => (
    <section
      key={season}
      id={`season-${season}`}
      aria-labelledby={`season-${season}-title`}
      className="scroll-mt-20 space-y-3"
      data-testid="recap-season"
    >
      <h2 id={`season-${season}-title`} className="text-lg font-semibold tracking-tight">
        {season} season
      </h2>
      {/* Each week with its headline, the week's high score (not a blank "Week N" tile). */}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {weeks.map((recap) => (
          <li key={recap.week}>
            <Link
              to={recap.path}
              className="flex h-full min-h-14 flex-col rounded-lg border bg-card px-3 py-2 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="font-medium">
                Week {recap.week}
                {recap.playoffs && <span className="font-normal text-muted-foreground"> · Playoffs</span>}
              </span>
              {recap.headline?.kind === 'champion' ? (
                <span className="text-xs text-muted-foreground">
                  Champion: <span className="font-medium text-foreground">{recap.headline.teamName}</span>
                </span>
              ) : recap.headline ? (
                <span className="text-xs text-muted-foreground">
                  High score: <span className="text-foreground">{recap.headline.teamName}</span>{' '}
                  <span className="tabular-nums">{formatPoints(recap.headline.points)}</span>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  ));
}

export default function RecapsPage() {
  const leagueId = useLeagueId();
  const list = useRecapList(leagueId);
  const { hash } = useLocation();
  // A season asked for by the address (#season-2024) is there once the list is: scroll to it then.
  useEffect(() => {
    if (list.data && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [list.data, hash]);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <NewspaperIcon className="size-6 text-primary" aria-hidden="true" /> Weekly Recaps
        </h1>
        <p className="text-sm text-muted-foreground">
          Every final week: its awards, results, who moved, and the story in the league’s voice.
        </p>
      </header>
      {list.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading the recaps">
          <Skeleton className="h-7 w-40" />
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-6 lg:grid-cols-9">
            {Array.from({ length: 18 }, (_, i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        </div>
      ) : list.isError ? (
        <EmptyState
          icon={AlertTriangleIcon}
          title="Could not load the recaps"
          description={errorMessage(list.error, 'Please try again later.')}
        />
      ) : list.data.recaps.length === 0 ? (
        <EmptyState
          icon={NewspaperIcon}
          title="No recaps yet"
          description="A week gets its recap once it is final."
        />
      ) : (
        <Seasons recaps={list.data.recaps} />
      )}
    </div>
  );
}
