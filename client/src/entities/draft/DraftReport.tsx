// A season's draft report card (decision 0016): each team's grade and value, the steals and
// busts of the draft, and what the figures measure. Under the draft board's report view and in a
// season's history.
import type { DraftGrade, DraftReportPick, DraftReportResponse } from '@common/almanac';
import { draftTitle } from '@common/drafts';
import { ordinal } from '@common/ordinal';
import { ManagerLink } from '@/components/ManagerLink';
import { cn } from '@/lib/cn';
import { formatPoints, formatSignedPoints } from '@/lib/format';
import { RecordFigure } from '@/entities/record/RecordList';
import { expectationText, GRADE_CLASSES } from './report-card';

/** A team's grade, in its colour. */
export function GradeMark({ grade }: { grade: DraftGrade }) {
  return (
    <span
      className={cn(
        'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold',
        GRADE_CLASSES[grade],
      )}
      data-testid="grade"
    >
      {grade}
    </span>
  );
}

function PickList({
  picks,
  report,
  empty,
}: {
  picks: readonly DraftReportPick[];
  report: DraftReportResponse;
  empty: string;
}) {
  if (picks.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  const teams = new Map(report.teams.map((team) => [team.rosterId, team]));
  return (
    <ol className="space-y-2">
      {picks.map((pick) => {
        const team = teams.get(pick.rosterId);
        return (
          <li key={pick.pickNo} className="flex items-baseline gap-3 text-sm" data-pick-no={pick.pickNo}>
            <RecordFigure value={formatSignedPoints(pick.value)} unit="pts" wide />
            <span className="min-w-0">
              <span className="font-medium">{pick.name}</span>
              {pick.position && (
                <span className="ml-1 text-xs text-muted-foreground">{pick.position}</span>
              )}{' '}
              <span className="text-muted-foreground">for </span>
              <ManagerLink ownerId={team?.ownerId}>{team?.teamName ?? 'an unknown team'}</ManagerLink>
              <span className="block text-xs text-muted-foreground tabular-nums">
                {ordinal(pick.round)} round, pick {pick.pickNo}: {formatPoints(pick.startedPoints)} pts
                against {formatPoints(pick.expected)}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export function DraftReport({
  report,
  heading: Heading = 'h2',
}: {
  report: DraftReportResponse;
  /** The report's own heading level; its parts take the next one. */
  heading?: 'h2' | 'h3';
}) {
  const Part = Heading === 'h2' ? 'h3' : 'h4';
  const id = `draft-report-${report.season}`;
  const title = (
    <Heading id={id} className="text-lg font-semibold">
      {draftTitle(report.season, report.rookieDraft)} report card{report.final ? '' : ' (so far)'}
    </Heading>
  );
  // A season without player points grades nobody: the card says so, in place of zeros.
  if (report.playerPointsNote) {
    return (
      <section aria-labelledby={id} className="space-y-1" data-testid="draft-report">
        {title}
        <p className="text-sm text-muted-foreground">{report.playerPointsNote}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby={id} className="space-y-4" data-testid="draft-report">
      <div className="space-y-1">
        {title}
        <p className="text-sm text-muted-foreground">
          {expectationText(report)} Grades are on a curve within the draft: A for a team one standard
          deviation or more above the draft&rsquo;s average value, F for one or more below. A keeper counts
          against the pick he cost.
        </p>
      </div>
      {/* Four columns fit a phone: what a team's value is made of goes under its name. */}
      <div className="overflow-hidden rounded-lg border">
        <table className="w-full table-fixed text-sm" data-testid="draft-grades">
          <caption className="sr-only">
            Each team&rsquo;s grade and value over expectation, best first
          </caption>
          <thead className="bg-muted/60 text-left text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="w-8 px-1 py-2 text-right">
                #
              </th>
              <th scope="col" className="px-2 py-2">
                Team
              </th>
              <th scope="col" className="w-14 px-1 py-2 text-center">
                Grade
              </th>
              <th scope="col" className="w-20 px-2 py-2 text-right">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {report.teams.map((team) => (
              <tr
                key={team.rosterId}
                className="h-14 border-t"
                data-testid="draft-grade-row"
                data-roster-id={team.rosterId}
              >
                <td className="px-1 py-1 text-right tabular-nums">{team.rank}</td>
                <th scope="row" className="px-2 py-1 text-left font-medium">
                  <ManagerLink ownerId={team.ownerId} className="block break-words">
                    {team.teamName}
                  </ManagerLink>
                  <span className="block text-xs font-normal text-muted-foreground tabular-nums">
                    drafted {formatSignedPoints(team.draftedValue)} · keepers{' '}
                    {formatSignedPoints(team.keeperValue)}
                  </span>
                </th>
                <td className="px-1 py-1 text-center">
                  <GradeMark grade={team.grade} />
                </td>
                <td className="px-2 py-1 text-right font-semibold tabular-nums">
                  {formatSignedPoints(team.value)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <div className="min-w-0 space-y-2" data-testid="draft-steals">
          <Part className="font-semibold">Steals</Part>
          <PickList picks={report.steals} report={report} empty="No pick beat its round's average." />
        </div>
        <div className="min-w-0 space-y-2" data-testid="draft-busts">
          <Part className="font-semibold">Busts</Part>
          <PickList picks={report.busts} report={report} empty="No pick fell short of its round's average." />
        </div>
      </div>
    </section>
  );
}
