import { useRosters } from '@/entities/team/api';
import { TabError, TabSkeleton } from '@/components/TabStates';
import { useAllSelections, useKeeperSeason } from '../api';
import { KeeperTeamCard } from './KeeperTeamCard';
import { useKeeperAdmin } from './use-keeper-admin';

/**
 * The admin page's Keeper Management tab (docs/product.md §2 "Keepers tab"): one card per roster with its
 * actions.
 */
export default function KeepersAdminTab() {
  const { leagueId, season } = useKeeperSeason();
  const rosters = useRosters(leagueId);
  const selections = useAllSelections(leagueId, season);
  const admin = useKeeperAdmin(leagueId, season);
  if (rosters.isError || selections.isError) {
    return (
      <TabError
        what="keeper selections"
        onRetry={() => {
          void rosters.refetch();
          void selections.refetch();
        }}
      />
    );
  }
  if (!rosters.data || !selections.data) return <TabSkeleton rows={6} />;
  const byRoster = new Map(selections.data.map((s) => [s.rosterId, s]));
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">Keeper selections for the {season} season.</p>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {rosters.data.map((team) => (
          <KeeperTeamCard
            key={team.rosterId}
            team={team}
            selection={byRoster.get(team.rosterId)}
            busy={admin.isPending}
            onAction={admin.run}
          />
        ))}
      </div>
    </div>
  );
}
