import { describe, expect, it } from 'vitest';
import { inventedNumbers, numbersIn } from './number-check';
import type { FactSheet } from './types';

const sheet: FactSheet = {
  subjectType: 'season',
  subjectKey: '2024',
  moment: { season: '2024', week: 0 },
  slots: { season: '2024', record: '11-3' },
  lines: [
    'The 2024 season: Taco Titans went 11-3 with 1868.16 points for.',
    'Biggest blowout: week 9, by 105.36.',
  ],
};

describe('number check', () => {
  it('reads integers, decimals, records, ordinals and thousands separators', () => {
    expect(numbersIn('Went 11-3, 1,868.2 points, 3rd place, $40')).toEqual([11, 3, 1868.2, 3, 40]);
  });

  it('accepts numbers the facts state, as written or rounded like points are', () => {
    expect(
      inventedNumbers('An 11-3 season in 2024 with 1868.2 (call it 1,868) points; week 9, 105.4.', sheet),
    ).toEqual([]);
  });

  it('rejects an invented number', () => {
    expect(inventedNumbers('They won by 105.4 and scored 140 in week 9.', sheet)).toEqual([140]);
    expect(inventedNumbers('A 12-2 season', sheet)).toEqual([12, 2]);
  });

  it('does not accept a rounding the facts do not support', () => {
    expect(inventedNumbers('105.3 points', sheet)).toEqual([105.3]);
    expect(inventedNumbers('1869 points', sheet)).toEqual([1869]);
  });
});
