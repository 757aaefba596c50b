// One roster's week as the roster dialog shows it: the lineup the manager set (the provider's starters
// in the league's slot order, empty slots included), the bench below, then the taxi squad and injured
// reserve (never starters' rivals: ./set-aside.ts), each player's points, and the points left on the
// bench. Only a week the provider has no lineup for gets the best projected lineup, marked as such. The
// starters' points add up to the team's score (custom_points shown apart); in a season without player
// points (./player-points.ts) a player's points are unknown and the score is the provider's `points`.
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
import { hasPlayerPoints } from './player-points';
import { round2 } from './points';
import { isSetAside, partSetAside, type SetAside } from './set-aside';

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
  /** The taxi squad and injured reserve of the week's players, in bench order. */
  taxi: string[];
  reserve: string[];
  /**
   * A player's points this week (0 when none yet): his starter's own points, then players_points;
   * null in a week the provider sent no player points for.
   */
  pointsOf: (playerId: string) => number | null;
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
 * Builds a roster's week from the provider's matchup row (undefined when the provider has none), the
 * roster's players of that week (with positions and projections) and its taxi squad and reserve.
 */
export function buildRosterWeek(
  slots: readonly string[],
  row: SleeperMatchup | undefined,
  players: readonly RosterWeekPlayer[],
  aside: SetAside,
): RosterWeek {
  const pointsById = weekPointsById(row);
  const playerPoints = row === undefined || hasPlayerPoints(row);
  const pointsOf = (id: string) => pointsById.get(id) ?? 0;
  const toCandidate =
    (value: (p: RosterWeekPlayer) => number) =>
    (p: RosterWeekPlayer): LineupCandidate => ({
      playerId: p.playerId,
      position: p.position,
      value: value(p),
    });
  const byPoints = toCandidate((p) => pointsOf(p.playerId));
  const byProjection = toCandidate((p) => p.projectedPoints);
  const set = providerLineup(slots, row?.starters);
  const started = new Set(set?.map((entry) => entry.playerId));
  // Who could have started: a taxi or reserve player only when the provider says he did.
  const eligible = players.filter((p) => started.has(p.playerId) || !isSetAside(aside, p.playerId));
  const lineup = set ?? bestLineup(slots, eligible.map(byProjection));
  const startersPoints = playerPoints ? lineupTotal(lineup, pointsOf) : round2(row?.points ?? 0);
  const customPoints = row?.custom_points ?? null;
  const scored = row?.players_points != null && set !== null && playerPoints;
  const verdict = scored ? benchVerdict(slots, eligible.map(byPoints), startersPoints) : null;
  // Everyone not starting, in bench order, then parted into bench, taxi squad and reserve.
  const sitting = benchOf(lineup, players.map(set ? byPoints : byProjection));
  return {
    lineupSource: set ? 'provider' : 'projected',
    lineup,
    starters: lineup.map((entry) => entry.playerId ?? EMPTY_SLOT),
    ...partSetAside(sitting, aside),
    pointsOf: (id) => (playerPoints ? pointsOf(id) : null),
    startersPoints,
    customPoints: customPoints === null ? null : round2(customPoints),
    points: customPoints === null ? startersPoints : round2(customPoints),
    optimalPoints: verdict?.optimalPoints ?? null,
    pointsLeftOnBench: verdict?.pointsLeftOnBench ?? null,
  };
}
