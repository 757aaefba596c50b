// A season's draft report card in its history: the same report as the draft board's report
// view, below the season's standings and payouts, linked to that board.
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, errorStatus } from '@/lib/api';
import { useLeagueId } from '@/lib/league';
import { useDraftReport } from '@/entities/draft/api';
import { DraftReport } from '@/entities/draft/DraftReport';

export function SeasonDraftReport({ season, teams }: { season: string; teams: number }) {
  const report = useDraftReport(useLeagueId(), season);
  if (report.isError) {
    return (
      <p className="text-sm text-muted-foreground">
        {errorStatus(report.error) === 404
          ? `No draft report card for ${season}: the league has no draft of that season.`
          : errorMessage(report.error, 'Could not load the draft report card.')}
      </p>
    );
  }
  if (report.isPending) {
    // The report's size: its heading and explanation, a row per team, then the steals and busts.
    return (
      <div className="space-y-4" role="status" aria-label={`Loading the ${season} draft report card`}>
        <Skeleton className="h-20" />
        <Skeleton style={{ height: `${2.25 + teams * 3.5}rem` }} />
        <Skeleton className="h-40" />
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <DraftReport report={report.data} heading="h3" />
      <Link
        to={`/draft-board?season=${season}&view=report`}
        className="inline-block text-sm font-medium text-primary underline-offset-2 hover:underline"
      >
        The {season} draft board&rsquo;s report card
      </Link>
    </div>
  );
}
