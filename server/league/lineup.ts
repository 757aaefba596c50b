// Lineups under the league's own starting slots (roster_positions: QB, RB, FLEX, SUPER_FLEX, IDP...):
// the lineup a manager set (the provider's starters, in slot order), and the best lineup a roster
// could have fielded by some measure: actual points (points left on the bench) or projections (the
// projected lineup of a week nobody has set yet). See docs/decisions/0009-lineups-are-the-providers.md.
import type { LineupEntry } from '../../common/league';
import { LINEUP_SLOTS, POSITION_ORDER } from '../../common/league-constants';
import { canStart, positionGroup, slotPositions } from '../../common/slots';
import { maxWeightAssignment } from './assignment';
import { round2 } from './points';

/** The provider's marker of an empty starting slot. */
export const EMPTY_SLOT = '0';

/** Roster entries that are not starting slots (IR and taxi are not in roster_positions, but be safe). */
const NON_STARTING = new Set(['BN', 'IR', 'TAXI']);

/**
 * The league's starting slots in order; the original ten-slot lineup (docs/product.md §2) when the league
 * does not say.
 */
export function startingSlots(rosterPositions: readonly string[] | null | undefined): string[] {
  const slots = (rosterPositions ?? []).filter((slot) => !NON_STARTING.has(slot));
  return slots.length > 0 ? slots : [...LINEUP_SLOTS];
}

/** The position order of docs/product.md §2 (IDP players by their group); positions outside it go last. */
export function positionRank(position: string): number {
  const index = (POSITION_ORDER as readonly string[]).indexOf(positionGroup(position));
  return index === -1 ? POSITION_ORDER.length : index;
}

export interface LineupCandidate {
  playerId: string;
  position: string;
  /** What the lineup maximises: actual points, or projected points. */
  value: number;
}

/**
 * The lineup a manager set: the provider's starters zipped with the league's slots, "0" (or a missing
 * entry) as an empty slot. Null when the provider has no lineup for the week.
 */
export function providerLineup(
  slots: readonly string[],
  starters: readonly string[] | null | undefined,
): LineupEntry[] | null {
  if (!starters || starters.length === 0) return null;
  return slots.map((slot, index) => {
    const playerId = starters[index];
    return { slot, playerId: playerId && playerId !== EMPTY_SLOT ? playerId : null };
  });
}

/**
 * The best lineup under the league's slots: every slot that some player can fill is filled (a lineup
 * a manager could set), and among those the total value is the highest. An exact assignment, since
 * overlapping flex slots defeat greedy choices. Same-named slots list their players best first.
 */
export function bestLineup(slots: readonly string[], candidates: readonly LineupCandidate[]): LineupEntry[] {
  // A stable candidate order makes ties resolve the same way every time.
  const players = [...candidates].sort((a, b) => a.playerId.localeCompare(b.playerId));
  // Integer weights, by priority: fill as many slots as possible (a lineup a manager could set), then
  // the most points, then (among equal totals) players in dedicated slots rather than flex ones.
  const breadth = slots.map((slot) => slotPositions(slot).length);
  const maxBreadth = Math.max(...breadth);
  // The dedicated-slot preference summed over every slot stays below one hundredth of a point.
  const tieRange = slots.length * maxBreadth + 1;
  const scaled = players.map((p) => Math.round(p.value * 100) * tieRange);
  const fillBonus = 1 + 2 * slots.length * (Math.max(0, ...scaled.map(Math.abs)) + tieRange);
  const assigned = maxWeightAssignment(slots.length, players.length, (slot, player) =>
    canStart(slots[slot]!, players[player]!.position)
      ? fillBonus + scaled[player]! + maxBreadth - breadth[slot]!
      : null,
  );
  const lineup = slots.map((slot, index) => {
    const player = players[assigned[index]!];
    return { slot, playerId: player?.playerId ?? null, value: player?.value ?? -Infinity };
  });
  // Within a group of identical slots (RB, RB), show the best first.
  for (const slot of new Set(slots)) {
    const indexes = lineup.flatMap((entry, i) => (entry.slot === slot ? [i] : []));
    const sorted = indexes.map((i) => lineup[i]!).sort((a, b) => b.value - a.value);
    indexes.forEach((i, k) => (lineup[i] = sorted[k]!));
  }
  return lineup.map(({ slot, playerId }) => ({ slot, playerId }));
}

/** The players of the lineup, in slot order (empty slots left out). */
export function lineupPlayerIds(lineup: readonly LineupEntry[]): string[] {
  return lineup.flatMap((entry) => (entry.playerId ? [entry.playerId] : []));
}

/**
 * Everyone of the roster who does not start, in the position order of docs/product.md §2, then best value
 * first.
 */
export function benchOf(lineup: readonly LineupEntry[], candidates: readonly LineupCandidate[]): string[] {
  const starting = new Set(lineupPlayerIds(lineup));
  return candidates
    .filter((p) => !starting.has(p.playerId))
    .sort(
      (a, b) =>
        positionRank(a.position) - positionRank(b.position) ||
        b.value - a.value ||
        a.playerId.localeCompare(b.playerId),
    )
    .map((p) => p.playerId);
}

/** Sum of a lineup's values (points), to 2 decimals. */
export function lineupTotal(lineup: readonly LineupEntry[], valueOf: (playerId: string) => number): number {
  return round2(lineupPlayerIds(lineup).reduce((sum, id) => sum + valueOf(id), 0));
}

export interface BenchVerdict {
  /** Points of the best lineup the roster could have set for the week. */
  optimalPoints: number;
  /** Optimal minus what the starters scored; never negative. */
  pointsLeftOnBench: number;
}

/**
 * What members argue about: the best lineup by actual points (under the league's slots) against the
 * starters' points. Zero when the manager started the best lineup.
 */
export function benchVerdict(
  slots: readonly string[],
  candidates: readonly LineupCandidate[],
  startersPoints: number,
): BenchVerdict {
  const values = new Map(candidates.map((p) => [p.playerId, p.value]));
  const optimalPoints = lineupTotal(bestLineup(slots, candidates), (id) => values.get(id) ?? 0);
  return { optimalPoints, pointsLeftOnBench: Math.max(0, round2(optimalPoints - startersPoints)) };
}
