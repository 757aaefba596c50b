import { describe, expect, it } from 'vitest';
import { slotLabel } from './slot-label';

describe('slotLabel', () => {
  it('shortens the long flex slot names and explains them in the title', () => {
    expect(slotLabel('SUPER_FLEX')).toEqual({ short: 'SF', title: 'Superflex: QB, RB, WR or TE' });
    expect(slotLabel('FLEX')).toEqual({ short: 'FLEX', title: 'Flex: RB, WR or TE' });
    expect(slotLabel('QB')).toEqual({ short: 'QB', title: 'QB' });
  });

  it.each([
    ['REC_FLEX', 'W/T', 'Receiver flex: WR or TE'],
    ['WRRB_FLEX', 'W/R', 'WR/RB flex: WR or RB'],
    ['IDP_FLEX', 'IDP', 'Defensive player flex: DL, LB or DB'],
    ['DL', 'DL', 'DL'],
    ['K', 'K', 'K'],
    ['DEF', 'DEF', 'DEF'],
  ])('labels %s as %s within the four letters of the slot column', (slot, short, title) => {
    expect(slotLabel(slot)).toEqual({ short, title });
    expect(short.length).toBeLessThanOrEqual(4);
  });

  it('names the taxi squad and injured reserve rows after the bench', () => {
    expect(slotLabel('BN')).toEqual({ short: 'BN', title: 'Bench' });
    expect(slotLabel('TAXI')).toEqual({ short: 'TX', title: 'Taxi squad' });
    expect(slotLabel('IR')).toEqual({ short: 'IR', title: 'Injured reserve' });
  });
});
