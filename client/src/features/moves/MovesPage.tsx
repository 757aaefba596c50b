// Moves (/moves): the best waiver pickups of each season, with the FAAB paid where the league
// bids, filterable by season and manager like the trades (kept in the URL so a list can be shared).
import { AlertTriangleIcon, UserPlusIcon } from 'lucide-react';
import type { Pickup } from '@common/almanac';
import { EmptyState } from '@/components/EmptyState';
import { StaleDataNotice } from '@/components/StaleDataNotice';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useLeagueId } from '@/lib/league';
import { SeasonManagerFilters, useSeasonManagerFilters } from '@/entities/trade/SeasonManagerFilters';
import { movesQuery, useMoves } from './api';
import { PickupList } from '@/entities/move/PickupList';

/** The answer's pickups by season, in its order (newest season first, best pickup first). */
function bySeason(pickups: readonly Pickup[]): { season: string; pickups: Pickup[] }[] {
  const groups: { season: string; pickups: Pickup[] }[] = [];
  for (const pickup of pickups) {
    const last = groups[groups.length - 1];
    if (last?.season === pickup.season) last.pickups.push(pickup);
    else groups.push({ season: pickup.season, pickups: [pickup] });
  }
  return groups;
}

export default function MovesPage() {
  const leagueId = useLeagueId();
  const { filters, setFilter } = useSeasonManagerFilters();
  const moves = useMoves(leagueId, filters);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 sm:space-y-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <UserPlusIcon className="size-6 text-primary" aria-hidden="true" /> Moves
        </h1>
        <p className="text-sm text-muted-foreground">
          The best waiver pickups of each season: what each player scored in his new team&rsquo;s starting
          lineups while he stayed, and the FAAB paid where the league bids. A pickup who never scored there is
          not ranked.
        </p>
        <StaleDataNotice queryKey={movesQuery(leagueId, filters).queryKey} />
      </header>
      <SeasonManagerFilters
        idPrefix="moves"
        label="Filter pickups"
        filters={filters}
        seasons={moves.data?.seasons}
        managers={moves.data?.managers}
        onChange={setFilter}
      />
      {moves.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading the pickups">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : moves.isError ? (
        <EmptyState
          icon={AlertTriangleIcon}
          title="Could not load the pickups"
          description={errorMessage(moves.error, 'Please try again later.')}
        />
      ) : moves.data.pickups.length === 0 ? (
        <EmptyState icon={UserPlusIcon} title="No pickups match these filters" />
      ) : (
        bySeason(moves.data.pickups).map((group) => (
          <section
            key={group.season}
            aria-labelledby={`moves-${group.season}`}
            className="space-y-2"
            data-testid="moves-season"
            data-season={group.season}
          >
            <h2 id={`moves-${group.season}`} className="text-lg font-semibold">
              {group.season} season
            </h2>
            <Card>
              <CardContent className="pt-2 sm:pt-2">
                <PickupList pickups={group.pickups} label={`Best pickups of ${group.season}`} />
              </CardContent>
            </Card>
          </section>
        ))
      )}
    </div>
  );
}
