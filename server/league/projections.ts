// Projected points for the roster dialog. The provider's weekly projections carry ready-made totals
// for the standard formats; a player without one gets his average points so far (flagged as derived).
import type { SleeperLeague, SleeperMatchup, SleeperProjection } from '../sleeper/schemas';
import { round2 } from './points';

/** The projection total that matches the league's reception scoring (PPR, half or standard). */
export function projectionKey(league: SleeperLeague): 'pts_ppr' | 'pts_half_ppr' | 'pts_std' {
  const rec = league.scoring_settings?.rec ?? 1;
  if (rec >= 1) return 'pts_ppr';
  if (rec >= 0.5) return 'pts_half_ppr';
  return 'pts_std';
}

/** Player id -> projected points, for players the provider projects. */
export function projectedPointsById(
  projections: readonly SleeperProjection[],
  key: ReturnType<typeof projectionKey>,
): Map<string, number> {
  const result = new Map<string, number>();
  for (const projection of projections) {
    const value = projection.stats?.[key];
    if (typeof value === 'number' && Number.isFinite(value)) result.set(projection.player_id, round2(value));
  }
  return result;
}

/**
 * Average points per played week, from the weeks before the one shown: a week counts for a player
 * when he was on a roster that week (present in players_points).
 */
export function averagePointsById(pastWeeks: readonly (readonly SleeperMatchup[])[]): Map<string, number> {
  const totals = new Map<string, { sum: number; weeks: number }>();
  for (const week of pastWeeks) {
    for (const row of week) {
      for (const [playerId, points] of Object.entries(row.players_points ?? {})) {
        const total = totals.get(playerId) ?? { sum: 0, weeks: 0 };
        total.sum += points;
        total.weeks += 1;
        totals.set(playerId, total);
      }
    }
  }
  return new Map([...totals].map(([playerId, t]) => [playerId, round2(t.sum / t.weeks)]));
}
