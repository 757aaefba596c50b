// The roster dialog's lineup rule (spec "Roster matchup dialog"): fill 1 QB, 2 RB, 2 WR, 1 TE, then
// 2 FLEX with the best remaining RB/WR/TE, then 1 K and 1 DEF, always taking the best projection.
import type { LineupEntry } from '../../common/league';
import { FLEX_POSITIONS, LINEUP_SLOTS, POSITION_ORDER } from '../../common/league-constants';

export interface LineupCandidate {
  playerId: string;
  position: string;
  projectedPoints: number;
}

export interface Lineup {
  lineup: LineupEntry[];
  /** Everyone not in the lineup, in position order (then best projection first). */
  bench: string[];
}

/** Spec position order; positions outside it go last. */
export function positionRank(position: string): number {
  const index = (POSITION_ORDER as readonly string[]).indexOf(position);
  return index === -1 ? POSITION_ORDER.length : index;
}

/** Position order, then best projection, then player id (a stable, deterministic order). */
export function comparePlayers(a: LineupCandidate, b: LineupCandidate): number {
  return (
    positionRank(a.position) - positionRank(b.position) ||
    b.projectedPoints - a.projectedPoints ||
    a.playerId.localeCompare(b.playerId)
  );
}

export function selectLineup(players: readonly LineupCandidate[]): Lineup {
  const available = [...players].sort(
    (a, b) => b.projectedPoints - a.projectedPoints || a.playerId.localeCompare(b.playerId),
  );
  const used = new Set<string>();
  const take = (fits: (position: string) => boolean): string | null => {
    const pick = available.find((p) => !used.has(p.playerId) && fits(p.position));
    if (!pick) return null;
    used.add(pick.playerId);
    return pick.playerId;
  };

  // Fixed positions first, so a FLEX never takes the player a dedicated slot needs.
  const chosen = new Map<number, string | null>();
  LINEUP_SLOTS.forEach((slot, index) => {
    if (slot !== 'FLEX')
      chosen.set(
        index,
        take((position) => position === slot),
      );
  });
  LINEUP_SLOTS.forEach((slot, index) => {
    if (slot === 'FLEX')
      chosen.set(
        index,
        take((position) => FLEX_POSITIONS.includes(position)),
      );
  });

  const lineup = LINEUP_SLOTS.map((slot, index) => ({ slot, playerId: chosen.get(index) ?? null }));
  const bench = players
    .filter((p) => !used.has(p.playerId))
    .sort(comparePlayers)
    .map((p) => p.playerId);
  return { lineup, bench };
}
