import { CrownIcon } from 'lucide-react';
import type { HistorySeason } from '@common/history';
import { ManagerLink } from '@/components/ManagerLink';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/format';
import { formatRecord } from './format';

/** Places that count as playoff teams on the history page (docs/product.md §9: top 4 highlighted). */
const HIGHLIGHTED_PLACES = 4;

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
      {/* Focusable so keyboard users can scroll a table wider than the screen. */}
      <div className="overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-label={title}>
        <table className="w-full min-w-[32rem] text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-muted/60 text-left text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                #
              </th>
              <th scope="col" className="px-3 py-2">
                Team
              </th>
              <th scope="col" className="px-3 py-2">
                Record
              </th>
              {season.isMedian && (
                <th scope="col" className="px-3 py-2">
                  With Median
                </th>
              )}
              <th scope="col" className="px-3 py-2 text-right">
                PF
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                PA
              </th>
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
                    'border-t',
                    gold
                      ? 'bg-amber-100 font-semibold dark:bg-amber-900/40'
                      : top
                        ? 'bg-emerald-50 dark:bg-emerald-950/30'
                        : '',
                  )}
                >
                  <td className="px-3 py-2 tabular-nums">{row.rank}</td>
                  <td className="px-3 py-2">
                    <div className="flex items-center gap-1.5">
                      {gold && <CrownIcon className="size-4 shrink-0 text-amber-500" aria-label="Champion" />}
                      <ManagerLink ownerId={row.ownerId} className="truncate">
                        {row.teamName}
                      </ManagerLink>
                    </div>
                    <div className="truncate text-xs text-muted-foreground">{row.ownerName}</div>
                  </td>
                  <td className="px-3 py-2 tabular-nums">{formatRecord(row)}</td>
                  {season.isMedian && (
                    <td className="px-3 py-2 tabular-nums">{formatRecord(row.withMedian)}</td>
                  )}
                  <td className="px-3 py-2 text-right tabular-nums">{formatPoints(row.pointsFor)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatPoints(row.pointsAgainst)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {season.isComplete && (
          <span className="inline-flex items-center gap-1">
            <span className="size-3 rounded-sm bg-amber-100 dark:bg-amber-900/40" aria-hidden="true" />
            Champion
          </span>
        )}
        <span className="inline-flex items-center gap-1">
          <span
            className="size-3 rounded-sm bg-emerald-50 ring-1 ring-emerald-200 dark:bg-emerald-950/30"
            aria-hidden="true"
          />
          Top {HIGHLIGHTED_PLACES}
        </span>
      </p>
    </div>
  );
}
