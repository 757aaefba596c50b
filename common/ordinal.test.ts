import { describe, expect, it } from 'vitest';
import { ordinal } from './ordinal';

describe('ordinal', () => {
  it('gives st, nd and rd by the last digit, th for the teens and the rest', () => {
    const cases: [number, string][] = [
      [1, '1st'],
      [2, '2nd'],
      [3, '3rd'],
      [4, '4th'],
      [11, '11th'],
      [12, '12th'],
      [13, '13th'],
      [21, '21st'],
      [22, '22nd'],
      [23, '23rd'],
      [100, '100th'],
      [101, '101st'],
      [111, '111th'],
      [112, '112th'],
    ];
    for (const [n, expected] of cases) expect(ordinal(n)).toBe(expected);
  });
});
