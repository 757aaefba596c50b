// Lineup slot names as the roster dialog prints them: the league's slot names (roster_positions) are
// up to ten letters; the dialog's slot column fits four. The full name goes in the tooltip.
const SHORT: Readonly<Record<string, string>> = {
  SUPER_FLEX: 'SF',
  REC_FLEX: 'W/T',
  WRRB_FLEX: 'W/R',
  IDP_FLEX: 'IDP',
  BN: 'BN',
  TAXI: 'TX',
};

const TITLE: Readonly<Record<string, string>> = {
  FLEX: 'Flex: RB, WR or TE',
  SUPER_FLEX: 'Superflex: QB, RB, WR or TE',
  REC_FLEX: 'Receiver flex: WR or TE',
  WRRB_FLEX: 'WR or RB flex',
  IDP_FLEX: 'Defensive player flex: DL, LB or DB',
  BN: 'Bench',
  TAXI: 'Taxi squad',
  IR: 'Injured reserve',
};

export function slotLabel(slot: string): { short: string; title: string } {
  return { short: SHORT[slot] ?? slot, title: TITLE[slot] ?? slot };
}
