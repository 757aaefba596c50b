import { describe, expect, it } from 'vitest';
import { bustedCleanYearsNote, bustedNote, bustedPotText } from './busted';

describe('BUSTED texts', () => {
  it('names the pot by amount (docs/product.md §4)', () => {
    expect(bustedPotText(0)).toBe('No arrests tracked this season');
    expect(bustedPotText(40)).toBe('First year of tracking');
    expect(bustedPotText(60)).toBe('Rollover');
    expect(bustedPotText(80)).toBe('Rollover: 2 years clean');
    expect(bustedPotText(120)).toBe('Rollover: 3 years clean');
  });

  it('says Rollover above the 40 base and Base at it', () => {
    expect(bustedNote({ bustedAccumulated: 80 })).toBe('Rollover');
    expect(bustedNote({ bustedAccumulated: 40 })).toBe('Base');
    expect(bustedNote({ bustedAccumulated: 0 })).toBe('Not tracked');
  });

  it('gives clean years as award / 40, or the base amount', () => {
    expect(bustedCleanYearsNote(80, true)).toBe('BUSTED: $80 = 2 clean years × $40');
    expect(bustedCleanYearsNote(40, false)).toBe('BUSTED: $40 base amount');
  });
});
