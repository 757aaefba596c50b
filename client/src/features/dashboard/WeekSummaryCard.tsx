import type { MatchupsResponse } from '@common/league';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPoints } from '@/lib/format';

/**
 * Week N Summary (docs/product.md D5: live values): games complete and the week's average team score.
 * A playoff week whose games the bracket has not set yet says so, not '0/0' and 'No scores yet'.
 */
export function WeekSummaryCard({
  week,
  matchups,
  isPending,
}: {
  week: number;
  matchups: MatchupsResponse | undefined;
  isPending: boolean;
}) {
  const summary = matchups?.summary;
  const average =
    summary?.averageScore != null
      ? formatPoints(summary.averageScore)
      : !summary?.seasonStarted
        ? 'Season not started'
        : summary.state === 'upcoming'
          ? 'Not played yet'
          : 'No scores yet';
  const games = !summary
    ? '—'
    : summary.totalGames === 0
      ? 'Not set yet'
      : `${summary.gamesComplete}/${summary.totalGames}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Week {week} Summary</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="grid grid-cols-2 gap-3" aria-hidden="true">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : (
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-lg bg-muted px-3 py-2">
              <dt className="text-xs text-muted-foreground">Games Complete</dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid="games-complete">
                {games}
              </dd>
            </div>
            <div className="rounded-lg bg-muted px-3 py-2">
              <dt className="text-xs text-muted-foreground">Average Score</dt>
              <dd className="text-lg font-semibold tabular-nums" data-testid="average-score">
                {summary ? average : '—'}
              </dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
