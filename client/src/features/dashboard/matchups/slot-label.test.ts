import { describe, expect, it } from 'vitest';
import { slotLabel } from './slot-label';

describe('slotLabel', () => {
  it('shortens the long flex slot names and explains them in the title', () => {
    expect(slotLabel('SUPER_FLEX')).toEqual({ short: 'SF', title: 'Superflex: QB, RB, WR or TE' });
    expect(slotLabel('WRRB_FLEX').short).toBe('W/R');
    expect(slotLabel('FLEX')).toEqual({ short: 'FLEX', title: 'Flex: RB, WR or TE' });
    expect(slotLabel('QB')).toEqual({ short: 'QB', title: 'QB' });
  });

  it('names the taxi squad and injured reserve rows after the bench', () => {
    expect(slotLabel('TAXI')).toEqual({ short: 'TX', title: 'Taxi squad' });
    expect(slotLabel('IR')).toEqual({ short: 'IR', title: 'Injured reserve' });
  });
});
