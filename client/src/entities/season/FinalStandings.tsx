import { CrownIcon } from 'lucide-react';
import type { HistorySeason } from '@common/history';
import { ManagerLink } from '@/components/ManagerLink';
import { STICKY_FIRST, STICKY_FIRST_HEAD, TableScroll } from '@/components/ui/table-scroll';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/format';
import { formatRecord } from '@/lib/format';

/** Places that count as playoff teams on the history page (docs/product.md §9: top 4 highlighted). */
const HIGHLIGHTED_PLACES = 4;

/**
 * A cell: tight on a phone, where the team, record, points for and points against share a 375 px
 * screen (points against was cut at its edge).
 */
const CELL = 'px-1.5 py-2 sm:px-3';

/** "Final standings" only once the season is over; before that, the standings as they stand. */
export function standingsTitle(season: Pick<HistorySeason, 'isComplete'>): string {
  return season.isComplete ? 'Final Standings' : 'Standings So Far';
}

/**
 * Final Standings (docs/product.md §2 "League History"): a gold top row with a crown once the season is
 * complete, top 4 highlighted, and a legend saying so.
 */
export function FinalStandings({ season }: { season: HistorySeason }) {
  const title = `${standingsTitle(season)} ${season.season}`;
  return (
    <div className="space-y-2">
      {/* On a phone the place and team (sticky), record, points for and against are in view (a median
          season's records with the median scroll in beside them). */}
      <TableScroll label={title}>
        <table className="w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-muted text-left text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className={cn(STICKY_FIRST_HEAD, CELL)}>
                # Team
              </th>
              <th scope="col" className={CELL}>
                Record
              </th>
              <th scope="col" className={cn(CELL, 'text-right')}>
                PF
              </th>
              <th scope="col" className={cn(CELL, 'text-right')}>
                PA
              </th>
              {season.isMedian && (
                <th scope="col" className={CELL}>
                  With Median
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {season.standings.map((row) => {
              const gold = season.isComplete && row.rank === 1;
              const top = row.rank <= HIGHLIGHTED_PLACES;
              return (
                <tr
                  key={row.rosterId}
                  data-testid={
                    gold ? 'history-standing-champion' : top ? 'history-standing-top' : 'history-standing-row'
                  }
                  className={cn(
                    'border-t bg-card',
                    gold
                      ? 'bg-amber-100 font-semibold dark:bg-amber-900'
                      : top && 'bg-emerald-50 dark:bg-emerald-950',
                  )}
                >
                  <th scope="row" className={cn(STICKY_FIRST, CELL, 'text-left font-normal')}>
                    <div className="flex items-start gap-1.5 sm:gap-2">
                      <span className="w-4 shrink-0 text-right tabular-nums sm:w-5">{row.rank}</span>
                      <div className="w-[5.5rem] min-w-0 sm:w-auto">
                        <div className="flex items-center gap-1.5">
                          {gold && (
                            <CrownIcon className="size-4 shrink-0 text-amber-500" aria-label="Champion" />
                          )}
                          <ManagerLink
                            ownerId={row.ownerId}
                            className={cn('break-words', gold ? 'font-semibold' : 'font-medium')}
                          >
                            {row.teamName}
                          </ManagerLink>
                        </div>
                        <div className="text-xs font-normal break-words text-muted-foreground">
                          {row.ownerName}
                        </div>
                      </div>
                    </div>
                  </th>
                  <td className={cn(CELL, 'tabular-nums')}>{formatRecord(row)}</td>
                  <td className={cn(CELL, 'text-right tabular-nums')}>{formatPoints(row.pointsFor)}</td>
                  <td className={cn(CELL, 'text-right tabular-nums')}>{formatPoints(row.pointsAgainst)}</td>
                  {season.isMedian && (
                    <td className={cn(CELL, 'tabular-nums')}>{formatRecord(row.withMedian)}</td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {season.isComplete && (
          <span className="inline-flex items-center gap-1">
            <span className="size-3 rounded-sm bg-amber-100 dark:bg-amber-900" aria-hidden="true" />
            Champion
          </span>
        )}
        <span className="inline-flex items-center gap-1">
          <span
            className="size-3 rounded-sm bg-emerald-50 ring-1 ring-emerald-200 dark:bg-emerald-950"
            aria-hidden="true"
          />
          Top {HIGHLIGHTED_PLACES}
        </span>
      </p>
    </div>
  );
}
