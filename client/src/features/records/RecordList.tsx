import { Link } from 'react-router';
import type { GameRecord, StreakRecord } from '@common/almanac';
import { ManagerLink } from '@/components/ManagerLink';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatPoints } from '@/lib/format';
import { gameHref } from './links';

const when = (r: { season: string; week: number; playoffs?: boolean }) =>
  `${r.season} week ${r.week}${r.playoffs ? ' (playoffs)' : ''}`;

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
    <Card data-testid={testId} className="render-when-near">
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {records.length === 0 ? (
          <p className="text-sm text-muted-foreground">No games yet</p>
        ) : (
          <ol className="space-y-2">
            {records.map((record) => (
              <li
                key={`${record.season}-${record.week}-${record.matchupId}-${record.team.rosterId}`}
                className="flex items-baseline gap-3 text-sm"
              >
                <span className="w-16 shrink-0 text-right font-semibold tabular-nums">
                  {formatPoints(record.value)}
                  <span className="ml-0.5 text-[10px] font-normal text-muted-foreground">{unit}</span>
                </span>
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
        )}
      </CardContent>
    </Card>
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
    <Card data-testid={testId} className="render-when-near">
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {streaks.length === 0 ? (
          <p className="text-sm text-muted-foreground">No streaks yet</p>
        ) : (
          <ol className="space-y-2">
            {streaks.map((streak) => (
              <li
                key={`${streak.ownerId}-${streak.from.season}-${streak.from.week}`}
                className="flex items-baseline gap-3 text-sm"
              >
                <span className="w-16 shrink-0 text-right font-semibold tabular-nums">
                  {streak.length}
                  <span className="ml-0.5 text-[10px] font-normal text-muted-foreground">games</span>
                </span>
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
        )}
      </CardContent>
    </Card>
  );
}
