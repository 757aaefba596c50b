import type { Standing } from '@common/league';
import { PLAYOFF_STATUSES } from '@common/league-constants';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { PLAYOFF_STATUS_LABELS, playoffDotClass } from './playoff-status';

/** Playoff Status (docs/product.md §2 "Dashboard"): how many teams are clinched, fighting and eliminated. */
export function PlayoffStatusCard({
  standings,
  isPending,
}: {
  standings: Standing[] | undefined;
  isPending: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Playoff Status</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-2" aria-hidden="true">
            {PLAYOFF_STATUSES.map((status) => (
              <Skeleton key={status} className="h-8" />
            ))}
          </div>
        ) : (
          <ul className="space-y-2">
            {PLAYOFF_STATUSES.map((status) => (
              <li
                key={status}
                className="flex items-center gap-2 text-sm"
                data-testid={`playoff-count-${status}`}
              >
                <span className={cn('size-2.5 rounded-full', playoffDotClass(status))} aria-hidden="true" />
                <span className="flex-1">{PLAYOFF_STATUS_LABELS[status]}</span>
                <span className="font-semibold tabular-nums">
                  {standings ? standings.filter((team) => team.playoffStatus === status).length : '—'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
