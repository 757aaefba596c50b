import { UsersIcon } from 'lucide-react';
import type { CareerTotal, HistoryResponse, TransactionStatsResponse } from '@common/history';
import { ManagerLink } from '@/components/ManagerLink';
import { formatPoints } from '@/lib/format';
import { formatRecord } from './format';
import { Section } from './Section';

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
        <div className="overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-label={title}>
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">{title}, sorted by wins</caption>
            <thead className="bg-muted/60 text-left text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Member
                </th>
                <th scope="col" className="px-3 py-2">
                  Seasons
                </th>
                <th scope="col" className="px-3 py-2">
                  Record
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  PF
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  PA
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Titles
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Trades
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Waivers
                </th>
              </tr>
            </thead>
            <tbody>
              {careers.map((career) => {
                const move = moves?.get(career.ownerId);
                return (
                  <tr key={career.ownerId} className="border-t" data-testid="career-row">
                    <td className="px-3 py-2">
                      <div className="truncate font-medium">
                        <ManagerLink ownerId={career.ownerId}>{career.teamName}</ManagerLink>
                      </div>
                      <div className="truncate text-xs text-muted-foreground">{career.ownerName}</div>
                    </td>
                    <td className="px-3 py-2 tabular-nums">{career.seasons}</td>
                    <td className="px-3 py-2 tabular-nums">{formatRecord(career)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatPoints(career.pointsFor)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {formatPoints(career.pointsAgainst)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{career.championships}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{moves ? (move?.trades ?? 0) : '—'}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {moves ? (move?.waivers ?? 0) : '—'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
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
      description="Every season of each member, sorted by wins."
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
