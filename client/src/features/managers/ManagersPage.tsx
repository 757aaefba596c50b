// Every manager who ever played (/managers), current members first, each linked to their page.
import { AlertTriangleIcon, CrownIcon, UsersIcon } from 'lucide-react';
import type { ManagerSummary } from '@common/almanac';
import { EmptyState } from '@/components/EmptyState';
import { ManagerLink } from '@/components/ManagerLink';
import { TeamAvatar } from '@/components/TeamAvatar';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { formatPoints } from '@/lib/format';
import { useLeagueId } from '@/lib/league';
import { formatRecord } from '@/lib/format';
import { useManagers } from '@/entities/manager/api';

function ManagerCard({ manager }: { manager: ManagerSummary }) {
  return (
    <ManagerLink
      ownerId={manager.ownerId}
      className="block rounded-xl hover:no-underline"
      data-testid="manager-card"
    >
      <Card className="h-full transition-colors hover:bg-muted/50">
        <CardContent className="flex items-center gap-3 pt-5">
          <TeamAvatar
            avatar={manager.avatar}
            name={manager.teamName}
            colorKey={manager.rosterId}
            className="size-11"
          />
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words">{manager.ownerName}</p>
            <p className="text-xs break-words text-muted-foreground">{manager.teamName}</p>
            <p className="text-xs text-muted-foreground tabular-nums">
              {manager.seasons} {manager.seasons === 1 ? 'season' : 'seasons'} · {formatRecord(manager)} ·{' '}
              {formatPoints(manager.pointsFor)} PF
            </p>
          </div>
          {manager.championships > 0 && (
            <span
              className="inline-flex items-center gap-1 text-sm font-semibold text-amber-700 dark:text-amber-400"
              aria-label={`${manager.championships} championships`}
            >
              <CrownIcon className="size-4" aria-hidden="true" />
              {manager.championships}
            </span>
          )}
        </CardContent>
      </Card>
    </ManagerLink>
  );
}

export default function ManagersPage() {
  const managers = useManagers(useLeagueId());
  const current = managers.data?.managers.filter((m) => m.current) ?? [];
  const past = managers.data?.managers.filter((m) => !m.current) ?? [];
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 sm:space-y-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <UsersIcon className="size-6 text-primary" aria-hidden="true" /> Managers
        </h1>
        <p className="text-sm text-muted-foreground">Everyone who ever ran a team in the league.</p>
      </header>
      {managers.isPending ? (
        <div
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
          role="status"
          aria-label="Loading the managers"
        >
          {Array.from({ length: 9 }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : managers.isError ? (
        <EmptyState
          icon={AlertTriangleIcon}
          title="Could not load the managers"
          description={errorMessage(managers.error, 'Please try again later.')}
        />
      ) : (
        [
          { id: 'current', title: 'Current members', list: current },
          { id: 'past', title: 'Past members', list: past },
        ].map(({ id, title, list }) =>
          list.length === 0 ? null : (
            <section key={id} className="space-y-3" aria-labelledby={`managers-${id}`}>
              <h2 id={`managers-${id}`} className="text-lg font-semibold">
                {title}
              </h2>
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((manager) => (
                  <li key={manager.ownerId}>
                    <ManagerCard manager={manager} />
                  </li>
                ))}
              </ul>
            </section>
          ),
        )
      )}
    </div>
  );
}
