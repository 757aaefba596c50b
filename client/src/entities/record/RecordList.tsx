import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GameRecord, StreakRecord, Trade } from '@common/almanac';
import { ManagerLink } from '@/components/ManagerLink';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatMargin, formatPoints } from '@/lib/format';
import { runnerUp, settledText } from '@/entities/trade/verdict';
import { gameHref } from './links';

const when = (r: { season: string; week: number | null; playoffs?: boolean }) =>
  `${r.season}${r.week ? ` week ${r.week}` : ''}${r.playoffs ? ' (playoffs)' : ''}`;

/** One list of the record book: its title, and what it says while it has nothing. */
export function RecordCard({
  title,
  empty,
  testId,
  children,
}: {
  title: string;
  /** Shown instead of the list when it has no entry. */
  empty: string | null;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card data-testid={testId} className="render-when-near">
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {empty === null ? children : <p className="text-sm text-muted-foreground">{empty}</p>}
      </CardContent>
    </Card>
  );
}

/** A record's figure in the left column of its row, with its unit (`wide`: signed or 4-digit figures). */
export function RecordFigure({
  value,
  unit,
  wide = false,
}: {
  value: string | number;
  unit: string;
  wide?: boolean;
}) {
  return (
    <span className={cn('shrink-0 text-right font-semibold tabular-nums', wide ? 'w-20' : 'w-16')}>
      {value}
      <span className="ml-0.5 text-[10px] font-normal text-muted-foreground">{unit}</span>
    </span>
  );
}

/** Weekly records: the figure, who, against whom and when, linked to the game. */
export function GameRecordList({
  title,
  records,
  unit = 'pts',
  testId,
}: {
  title: string;
  records: readonly GameRecord[];
  unit?: string;
  testId?: string;
}) {
  return (
    <RecordCard title={title} empty={records.length === 0 ? 'No games yet' : null} testId={testId}>
      <ol className="space-y-2">
        {records.map((record) => (
          <li
            key={`${record.season}-${record.week}-${record.matchupId}-${record.team.rosterId}`}
            className="flex items-baseline gap-3 text-sm"
          >
            <RecordFigure
              value={
                unit === 'margin'
                  ? formatMargin(record.team.points, record.opponent.points)
                  : formatPoints(record.value)
              }
              unit={unit}
            />
            <span className="min-w-0">
              <ManagerLink ownerId={record.team.ownerId} className="font-medium">
                {record.team.teamName}
              </ManagerLink>{' '}
              <span className="text-muted-foreground">
                {formatPoints(record.team.points)}-{formatPoints(record.opponent.points)} v{' '}
              </span>
              <ManagerLink ownerId={record.opponent.ownerId}>{record.opponent.teamName}</ManagerLink>
              <Link
                to={gameHref(record.season, record.week, record.matchupId)}
                className="block text-xs text-primary underline-offset-2 hover:underline"
              >
                {when(record)}
              </Link>
            </span>
          </li>
        ))}
      </ol>
    </RecordCard>
  );
}

/** Streaks: how long, whose, from when to when, linked to the game that ended (or extends) it. */
export function StreakList({
  title,
  streaks,
  testId,
}: {
  title: string;
  streaks: readonly StreakRecord[];
  testId?: string;
}) {
  return (
    <RecordCard title={title} empty={streaks.length === 0 ? 'No streaks yet' : null} testId={testId}>
      <ol className="space-y-2">
        {streaks.map((streak) => (
          <li
            key={`${streak.ownerId}-${streak.from.season}-${streak.from.week}`}
            className="flex items-baseline gap-3 text-sm"
          >
            <RecordFigure value={streak.length} unit="games" />
            <span className="min-w-0">
              <ManagerLink ownerId={streak.ownerId} className="font-medium">
                {streak.ownerName}
              </ManagerLink>{' '}
              <span className="text-muted-foreground">({streak.teamName})</span>
              {streak.ongoing && (
                <span className="ml-1 text-xs font-medium text-emerald-700 dark:text-emerald-400">
                  ongoing
                </span>
              )}
              <Link
                to={gameHref(streak.to.season, streak.to.week, streak.to.matchupId)}
                className="block text-xs text-primary underline-offset-2 hover:underline"
              >
                {streak.from.season} week {streak.from.week} to {streak.to.season} week {streak.to.week}
              </Link>
            </span>
          </li>
        ))}
      </ol>
    </RecordCard>
  );
}

/**
 * Won trades by margin: the winner and the side it beat with what each got out of it, linked to that
 * season's trades of the winner (decision 0016: the record book's most lopsided trades).
 */
export function TradeRecordList({
  title,
  trades,
  testId,
}: {
  title: string;
  trades: readonly Trade[];
  testId?: string;
}) {
  return (
    <RecordCard title={title} empty={trades.length === 0 ? 'No trade won yet' : null} testId={testId}>
      <ol className="space-y-2">
        {trades.map((trade) => {
          const winner = trade.sides.find((side) => side.rosterId === trade.winnerRosterId);
          const beaten = runnerUp(trade);
          const filters = new URLSearchParams({ season: trade.season });
          if (winner?.ownerId) filters.set('manager', winner.ownerId);
          return (
            <li key={trade.id} className="flex items-baseline gap-3 text-sm" data-trade-id={trade.id}>
              <RecordFigure value={formatPoints(trade.margin)} unit="pts" />
              <span className="min-w-0">
                <ManagerLink ownerId={winner?.ownerId} className="font-medium">
                  {winner?.teamName ?? 'Unknown team'}
                </ManagerLink>{' '}
                <span className="text-muted-foreground">
                  {formatPoints(winner?.pointsAfter)}-{formatPoints(beaten?.pointsAfter)} over{' '}
                </span>
                <ManagerLink ownerId={beaten?.ownerId}>{beaten?.teamName ?? 'nobody'}</ManagerLink>
                <Link
                  to={`/trades?${filters.toString()}`}
                  className="block text-xs text-primary underline-offset-2 hover:underline"
                >
                  {when(trade)} trade{trade.settled ? '' : ` (${settledText(trade).toLowerCase()})`}
                </Link>
              </span>
            </li>
          );
        })}
      </ol>
    </RecordCard>
  );
}
