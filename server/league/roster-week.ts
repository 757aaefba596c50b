// One roster's week as the roster dialog shows it: the lineup the manager set (the provider's starters
// in the league's slot order, empty slots included), the bench below, each player's points, and the
// points left on the bench. Only a week the provider has no lineup for gets the best projected lineup,
// marked as such. The starters' points add up to the team's score (custom_points shown apart).
import type { LineupEntry } from '../../common/league';
import type { SleeperMatchup } from '../sleeper/schemas';
import {
  benchOf,
  benchVerdict,
  bestLineup,
  EMPTY_SLOT,
  lineupTotal,
  providerLineup,
  type LineupCandidate,
} from './lineup';
import { round2 } from './points';

export interface RosterWeekPlayer {
  playerId: string;
  position: string;
  projectedPoints: number;
}

export interface RosterWeek {
  /** 'provider': the manager's own lineup; 'projected': none is set yet, best projections shown. */
  lineupSource: 'provider' | 'projected';
  lineup: LineupEntry[];
  /** The lineup's player ids in slot order, "0" for an empty slot (the provider's own form). */
  starters: string[];
  bench: string[];
  /** Each player's points this week (0 when none yet): starters' own points, then players_points. */
  pointsById: Map<string, number>;
  /** What the starters scored; equals the provider's `points`. */
  startersPoints: number;
  /** A commissioner's override of the score, or null. */
  customPoints: number | null;
  /** The team's score: custom_points when set, else the starters' points. */
  points: number;
  /** Best possible lineup by actual points, and what was left on the bench; null before any points. */
  optimalPoints: number | null;
  pointsLeftOnBench: number | null;
}

/** Player id -> points of the week: players_points, with the starters' own slot points on top. */
export function weekPointsById(row: SleeperMatchup | undefined): Map<string, number> {
  const points = new Map(Object.entries(row?.players_points ?? {}));
  (row?.starters ?? []).forEach((id, index) => {
    const own = row?.starters_points?.[index];
    if (id !== EMPTY_SLOT && typeof own === 'number') points.set(id, own);
  });
  return points;
}

/**
 * Builds a roster's week from the provider's matchup row (undefined when the provider has none) and
 * the roster's players of that week (with positions and projections).
 */
export function buildRosterWeek(
  slots: readonly string[],
  row: SleeperMatchup | undefined,
  players: readonly RosterWeekPlayer[],
): RosterWeek {
  const pointsById = weekPointsById(row);
  const pointsOf = (id: string) => pointsById.get(id) ?? 0;
  const byPoints: LineupCandidate[] = players.map((p) => ({
    playerId: p.playerId,
    position: p.position,
    value: pointsOf(p.playerId),
  }));
  const byProjection: LineupCandidate[] = players.map((p) => ({
    playerId: p.playerId,
    position: p.position,
    value: p.projectedPoints,
  }));
  const set = providerLineup(slots, row?.starters);
  const lineup = set ?? bestLineup(slots, byProjection);
  const startersPoints = lineupTotal(lineup, pointsOf);
  const customPoints = row?.custom_points ?? null;
  const scored = row?.players_points != null && set !== null;
  const verdict = scored ? benchVerdict(slots, byPoints, startersPoints) : null;
  return {
    lineupSource: set ? 'provider' : 'projected',
    lineup,
    starters: lineup.map((entry) => entry.playerId ?? EMPTY_SLOT),
    bench: benchOf(lineup, set ? byPoints : byProjection),
    pointsById,
    startersPoints,
    customPoints: customPoints === null ? null : round2(customPoints),
    points: customPoints === null ? startersPoints : round2(customPoints),
    optimalPoints: verdict?.optimalPoints ?? null,
    pointsLeftOnBench: verdict?.pointsLeftOnBench ?? null,
  };
}
