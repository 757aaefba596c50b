// Each player's projection for a week, as the roster dialog and the matchup cards use it: the
// provider's where it has one, else his average so far this season (marked derived).
import type { AppContext } from '../../context';
import { averagePointsById, projectedPointsById, projectionKey } from '../../league/projections';
import type { SleeperLeague } from '../../sleeper/schemas';

export interface WeekProjections {
  of(playerId: string): number;
  derived(playerId: string): boolean;
}

export async function weekProjections(
  ctx: AppContext,
  league: SleeperLeague,
  week: number,
  playerIds: readonly string[],
): Promise<WeekProjections> {
  const projected = projectedPointsById(
    await ctx.sleeper.projections(league.season, week),
    projectionKey(league),
  );
  const missing = playerIds.filter((id) => !projected.has(id));
  const averages =
    missing.length > 0 && week > 1
      ? averagePointsById(
          await Promise.all(
            Array.from({ length: week - 1 }, (_, i) => ctx.sleeper.matchups(league.league_id, i + 1)),
          ),
        )
      : new Map<string, number>();
  return {
    of: (id) => projected.get(id) ?? averages.get(id) ?? 0,
    derived: (id) => !projected.has(id),
  };
}
