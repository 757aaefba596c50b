import { cn } from '@/lib/cn';
import { formatPoints, formatSignedPoints } from '@/lib/format';
import { CellBadge } from './BoardCell';
import { TONE_CLASSES, valueTone, type CellReport } from '@/entities/draft/report-card';

/**
 * One pick on the report card: its value over what its round produces on average (green above, red
 * below), the player, his started points against the round's average, and a steal's or bust's mark.
 */
export function ReportCell({ report }: { report: CellReport | null }) {
  if (!report) {
    return (
      <div className="relative h-full min-h-16 rounded-md border border-dashed border-muted">
        <span className="sr-only">No pick</span>
      </div>
    );
  }
  const { pick, mark, madeBy } = report;
  return (
    <div
      className={cn(
        'flex h-full min-h-16 w-32 flex-col gap-0.5 rounded-md border p-1.5 text-xs',
        TONE_CLASSES[valueTone(pick.value)],
      )}
      data-testid="report-cell"
      data-pick-no={pick.pickNo}
    >
      <span className="flex w-full items-center gap-1">
        <span className="font-bold">{pick.position}</span>
        {pick.isKeeper && (
          <>
            <CellBadge title="Keeper">K</CellBadge>
            <span className="sr-only">keeper</span>
          </>
        )}
        <span className="ml-auto font-bold tabular-nums" data-testid="report-cell-value">
          {formatSignedPoints(pick.value)}
        </span>
      </span>
      <span className="line-clamp-1 leading-tight font-semibold">{pick.name}</span>
      <span className="truncate text-[11px] leading-tight tabular-nums">
        {formatPoints(pick.startedPoints)} / {formatPoints(pick.expected)}
        <span className="sr-only"> points against the round&rsquo;s average</span>
      </span>
      {mark && (
        <span className="text-[10px] leading-tight font-bold uppercase">
          {mark === 'steal' ? 'Steal' : 'Bust'}
        </span>
      )}
      {madeBy && <span className="text-[11px] leading-tight break-words">Made by {madeBy}</span>}
    </div>
  );
}
