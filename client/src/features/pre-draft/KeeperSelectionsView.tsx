import type { KeeperSelection } from '@common/keepers';
import type { RosterResponse } from '@common/league';
import { Skeleton } from '@/components/ui/skeleton';
import { KeeperTeamCard } from '@/entities/keeper/admin/KeeperTeamCard';

/** Every team's keepers, read-only, with the lottery's marks. */
export function KeeperSelectionsView({
  rosters,
  selections,
  isError,
}: {
  rosters: RosterResponse[] | undefined;
  selections: KeeperSelection[] | undefined;
  isError: boolean;
}) {
  if (isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Failed to load keeper selections. Please try again.
      </p>
    );
  if (!rosters || !selections) return <Skeleton className="h-40 w-full" />;
  const byRoster = new Map(selections.map((s) => [s.rosterId, s]));
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {rosters.map((team) => (
        <KeeperTeamCard key={team.rosterId} team={team} selection={byRoster.get(team.rosterId)} />
      ))}
    </div>
  );
}
