import { TableIcon } from 'lucide-react';
import { draftTitle, type DraftBoard } from '@common/drafts';
import { EmptyState } from '@/components/EmptyState';
import { errorStatus } from '@/lib/api';
import { formatSignedPoints } from '@/lib/format';
import { useDraftReport } from '@/entities/draft/api';
import { BoardError, BoardSkeleton } from './BoardStates';
import { DraftBoardGrid } from './DraftBoardGrid';
import { DraftReport, GradeMark } from '@/entities/draft/DraftReport';
import { ReportCell } from './ReportCell';
import { cellReport, indexReport } from '@/entities/draft/report-card';

function ReportLegend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Legend">
      <li>Each pick: points against the average of its round (started points / that average)</li>
      <li>
        <span className="font-semibold text-emerald-800 dark:text-emerald-300">Green</span> above,{' '}
        <span className="font-semibold text-red-800 dark:text-red-300">red</span> below
      </li>
      <li>
        <strong>K</strong> keeper (he cost that pick)
      </li>
    </ul>
  );
}

/**
 * The report card of a season's draft (?view=report): the board with each pick's value over its
 * round's expectation and each team's grade, then the grades, steals and busts (decision 0016).
 */
export function ReportView({
  leagueId,
  board,
  yourSlot,
}: {
  leagueId: string | undefined;
  board: DraftBoard;
  yourSlot: number | null;
}) {
  const report = useDraftReport(leagueId, board.season);
  if (report.isPending) return <BoardSkeleton />;
  if (report.isError) {
    return errorStatus(report.error) === 404 ? (
      <EmptyState
        icon={TableIcon}
        title={`No report card for ${board.season}`}
        description="Its draft has not been held yet."
      />
    ) : (
      <BoardError title="Failed to load the report card" />
    );
  }
  const index = indexReport(report.data);
  return (
    <>
      <DraftBoardGrid
        board={board}
        yourSlot={yourSlot}
        label={`${draftTitle(board.season, board.rookieDraft)} board, report card`}
        waiverRows={false}
        renderCell={(cell, team) => (
          <ReportCell report={cellReport(index, cell.pickNo, team?.rosterId ?? null)} />
        )}
        renderTeamNote={(team) => {
          const graded = team.rosterId === null ? undefined : index.teams.get(team.rosterId);
          return (
            graded && (
              <span className="mt-1 flex items-center gap-1.5 font-normal tabular-nums">
                <span className="sr-only">grade</span>
                <GradeMark grade={graded.grade} />
                {formatSignedPoints(graded.value)}
              </span>
            )
          );
        }}
      />
      <ReportLegend />
      <DraftReport report={report.data} />
    </>
  );
}
