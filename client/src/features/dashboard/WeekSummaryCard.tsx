import type { MatchupsResponse } from '@common/league';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPoints } from '@/lib/format';

/** Week N Summary (docs/product.md D5: live values): games complete and the week's average team score. */
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
      : summary?.seasonStarted
        ? 'No scores yet'
        : 'Season not started';
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
                {summary ? `${summary.gamesComplete}/${summary.totalGames}` : '—'}
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
