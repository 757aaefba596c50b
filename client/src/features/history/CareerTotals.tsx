import { UsersIcon } from 'lucide-react';
import type { CareerTotal, HistoryResponse, TransactionStatsResponse } from '@common/history';
import { ManagerLink } from '@/components/ManagerLink';
import { STICKY_FIRST, STICKY_FIRST_HEAD, TableScroll } from '@/components/ui/table-scroll';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/format';
import { formatRecord } from '@/lib/format';
import { Section } from './Section';

/** A cell: tight on a phone, where the member, record and titles share 375 px. */
const CELL = 'px-2 py-2 sm:px-3';

type Moves = Map<string, { trades: number; waivers: number }>;

function CareerTable({
  title,
  careers,
  moves,
  testId,
}: {
  title: string;
  careers: CareerTotal[];
  moves: Moves | null;
  testId: string;
}) {
  return (
    <div className="space-y-2" data-testid={testId}>
      <h3 className="font-semibold">{title}</h3>
      {careers.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody yet</p>
      ) : (
        // On a phone the member (sticky), record and titles are in view; the rest scrolls in beside.
        <TableScroll label={title}>
          <table className="w-full text-sm">
            <caption className="sr-only">{title}, sorted by wins</caption>
            <thead className="bg-muted text-left text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className={cn(STICKY_FIRST_HEAD, CELL)}>
                  Member
                </th>
                <th scope="col" className={CELL}>
                  Record
                </th>
                <th scope="col" className={cn(CELL, 'text-right')}>
                  Titles
                </th>
                <th scope="col" className={cn(CELL, 'text-right')}>
                  Seasons
                </th>
                <th scope="col" className={cn(CELL, 'text-right')}>
                  PF
                </th>
                <th scope="col" className={cn(CELL, 'text-right')}>
                  PA
                </th>
                <th scope="col" className={cn(CELL, 'text-right')}>
                  Trades
                </th>
                <th scope="col" className={cn(CELL, 'text-right')}>
                  Waivers
                </th>
              </tr>
            </thead>
            <tbody>
              {careers.map((career) => {
                const move = moves?.get(career.ownerId);
                return (
                  <tr key={career.ownerId} className="border-t bg-card" data-testid="career-row">
                    <th scope="row" className={cn(STICKY_FIRST, CELL, 'text-left font-normal')}>
                      <div className="w-28 min-w-0 sm:w-auto">
                        <ManagerLink ownerId={career.ownerId} className="font-medium break-words">
                          {career.teamName}
                        </ManagerLink>
                        <div className="text-xs break-words text-muted-foreground">{career.ownerName}</div>
                      </div>
                    </th>
                    <td className={cn(CELL, 'tabular-nums')}>{formatRecord(career)}</td>
                    <td className={cn(CELL, 'text-right tabular-nums')}>{career.championships}</td>
                    <td className={cn(CELL, 'text-right tabular-nums')}>{career.seasons}</td>
                    <td className={cn(CELL, 'text-right tabular-nums')}>{formatPoints(career.pointsFor)}</td>
                    <td className={cn(CELL, 'text-right tabular-nums')}>
                      {formatPoints(career.pointsAgainst)}
                    </td>
                    <td className={cn(CELL, 'text-right tabular-nums')}>
                      {moves ? (move?.trades ?? 0) : '—'}
                    </td>
                    <td className={cn(CELL, 'text-right tabular-nums')}>
                      {moves ? (move?.waivers ?? 0) : '—'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </div>
  );
}

/**
 * Team Career Totals (docs/product.md §2 "League History"): current members (owners in the current standings)
 * and past members.
 */
export function CareerTotals({
  history,
  stats,
}: {
  history: HistoryResponse;
  stats: TransactionStatsResponse | undefined;
}) {
  const moves: Moves | null = stats ? new Map(stats.byOwner.map((o) => [o.ownerId, o])) : null;
  return (
    <Section
      id="career-totals"
      icon={UsersIcon}
      title="Team Career Totals"
      description="Every season of each member, sorted by wins. Trades and waiver moves count completed seasons only, as the transaction leaders do."
    >
      <div className="space-y-6">
        <CareerTable
          title="Current League Members"
          careers={history.careers.current}
          moves={moves}
          testId="current-members"
        />
        <CareerTable
          title="Past League Members"
          careers={history.careers.past}
          moves={moves}
          testId="past-members"
        />
      </div>
    </Section>
  );
}
