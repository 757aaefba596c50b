// Which players each of Sleeper's starting slots (league.roster_positions, docs/sleeper-api.md §4) accepts:
// the one table the server's lineups (best lineup, lineup checks, projected lineups) and the client's slot
// labels read, so a slot never takes one set of positions in a lineup and names another in its tooltip.

export interface FlexSlot {
  /** The roster dialog's slot column fits four letters; Sleeper's names run to ten. */
  short: string;
  name: string;
  positions: readonly string[];
}

/** Slots that take more than their own position; every other slot (QB, K, DEF, DL...) takes only itself. */
export const FLEX_SLOTS: Readonly<Record<string, FlexSlot>> = {
  FLEX: { short: 'FLEX', name: 'Flex', positions: ['RB', 'WR', 'TE'] },
  SUPER_FLEX: { short: 'SF', name: 'Superflex', positions: ['QB', 'RB', 'WR', 'TE'] },
  REC_FLEX: { short: 'W/T', name: 'Receiver flex', positions: ['WR', 'TE'] },
  WRRB_FLEX: { short: 'W/R', name: 'WR/RB flex', positions: ['WR', 'RB'] },
  IDP_FLEX: { short: 'IDP', name: 'Defensive player flex', positions: ['DL', 'LB', 'DB'] },
};

/**
 * Detailed defensive positions folded into the IDP groups the slots use: the player directory may say DE
 * or CB where the league's slots say DL or DB.
 */
const POSITION_GROUP: Readonly<Record<string, string>> = {
  DE: 'DL',
  DT: 'DL',
  NT: 'DL',
  EDGE: 'DL',
  OLB: 'LB',
  ILB: 'LB',
  MLB: 'LB',
  CB: 'DB',
  S: 'DB',
  SS: 'DB',
  FS: 'DB',
};

/** The slot group a player's position belongs to (DE -> DL); a plain position is its own group. */
export function positionGroup(position: string): string {
  return POSITION_GROUP[position] ?? position;
}

/** The positions a slot accepts. */
export function slotPositions(slot: string): readonly string[] {
  return FLEX_SLOTS[slot]?.positions ?? [slot];
}

/** Whether a player of `position` may start in `slot`. */
export function canStart(slot: string, position: string): boolean {
  return slotPositions(slot).includes(positionGroup(position));
}
