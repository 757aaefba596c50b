// Lineup slot names as the roster dialog prints them: the league's slot names (roster_positions) are
// up to ten letters; the dialog's slot column fits four. The full name, with the positions the slot
// takes (common/slots.ts, the table the server's lineups use), goes in the tooltip.
import { FLEX_SLOTS } from '@common/slots';

/** The rows below the starters: not slots of roster_positions, so not in the slots table. */
const SET_ASIDE: Readonly<Record<string, { short: string; title: string }>> = {
  BN: { short: 'BN', title: 'Bench' },
  TAXI: { short: 'TX', title: 'Taxi squad' },
  IR: { short: 'IR', title: 'Injured reserve' },
};

/** "QB, RB, WR or TE". */
function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

export function slotLabel(slot: string): { short: string; title: string } {
  const flex = FLEX_SLOTS[slot];
  if (flex) return { short: flex.short, title: `${flex.name}: ${orList(flex.positions)}` };
  return SET_ASIDE[slot] ?? { short: slot, title: slot };
}
