import { ListOrderedIcon } from 'lucide-react';
import type { Standing } from '@common/league';
import { EmptyState } from '@/components/EmptyState';
import { TeamAvatar } from '@/components/TeamAvatar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/format';
import { PLAYOFF_STATUS_LABELS, playoffDotClass } from './playoff-status';
import { formatRecord } from './record';

interface StandingsCardProps {
  standings: Standing[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** Ranks up to this one are highlighted (spec: the dashboard's playoff cutoff, rank 6). */
  playoffTeams: number;
}

/** Current Standings (spec "Dashboard"): ranks inside the playoff cut highlighted, a playoff-status dot. */
export function StandingsCard({ standings, isPending, isError, playoffTeams }: StandingsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Current Standings</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <StandingsSkeleton />
        ) : isError || !standings ? (
          <p role="alert" className="text-sm text-destructive">
            Standings could not be loaded.
          </p>
        ) : standings.length === 0 ? (
          <EmptyState icon={ListOrderedIcon} title="No standings yet" className="py-6" />
        ) : (
          <ol aria-label="Current Standings" className="space-y-1">
            {standings.map((team) => (
              <li
                key={team.rosterId}
                data-testid="standing-row"
                data-roster-id={team.rosterId}
                data-playoff-status={team.playoffStatus}
                className={cn(
                  'flex min-h-11 items-center gap-2 rounded-lg px-2 py-1.5',
                  team.rank <= playoffTeams
                    ? 'bg-emerald-50 dark:bg-emerald-950/40'
                    : 'text-muted-foreground',
                )}
              >
                <span className="w-6 shrink-0 text-right text-sm font-semibold tabular-nums">
                  {team.rank}
                </span>
                <span
                  className={cn('size-2.5 shrink-0 rounded-full', playoffDotClass(team.playoffStatus))}
                  role="img"
                  aria-label={PLAYOFF_STATUS_LABELS[team.playoffStatus]}
                  title={PLAYOFF_STATUS_LABELS[team.playoffStatus]}
                />
                <TeamAvatar
                  avatar={team.avatar}
                  name={team.teamName}
                  colorKey={team.rosterId}
                  className="size-8 shrink-0"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{team.teamName}</p>
                  <p className="truncate text-xs text-muted-foreground">@{team.username}</p>
                </div>
                <div className="shrink-0 text-right">
                  <p className="text-sm font-semibold tabular-nums">
                    {formatRecord(team.wins, team.losses, team.ties)}
                  </p>
                  <p className="text-xs text-muted-foreground tabular-nums">
                    {formatPoints(team.pointsFor)} PF
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

function StandingsSkeleton() {
  return (
    <div className="space-y-2" aria-hidden="true">
      {Array.from({ length: 12 }, (_, i) => (
        <div key={i} className="flex items-center gap-2">
          <Skeleton className="h-4 w-6" />
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-12" />
        </div>
      ))}
    </div>
  );
}
