import { describe, expect, it } from 'vitest';
import { integerTicks, linearScale, linePath, niceTicks } from './scale';

describe('chart scales', () => {
  it('maps a domain onto a range, inverted when the range is', () => {
    const y = linearScale([1, 12], [300, 0]);
    expect(y(1)).toBe(300);
    expect(y(12)).toBe(0);
    expect(linearScale([5, 5], [0, 100])(5)).toBe(50);
  });

  it('picks round ticks', () => {
    expect(niceTicks(0, 100, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(83, 171, 4)).toEqual([100, 120, 140, 160]);
    expect(niceTicks(0, 1, 4)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(integerTicks(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(integerTicks(1, 17, 6)).toEqual([1, 4, 7, 10, 13, 17]);
    expect(integerTicks(1, 12, 6)).toEqual([1, 3, 5, 7, 9, 12]);
    expect(integerTicks(1, 14, 5)).toEqual([1, 4, 7, 10, 14]);
  });

  it('draws lines and steps, breaking at a missing value', () => {
    const x = linearScale([0, 2], [0, 20]);
    const y = linearScale([0, 10], [100, 0]);
    const points = [
      { x: 0, y: 0 },
      { x: 1, y: 10 },
      { x: 2, y: 5 },
    ];
    expect(linePath(points, x, y)).toBe('M0.0,100.0L10.0,0.0L20.0,50.0');
    expect(linePath(points, x, y, true)).toBe('M0.0,100.0H10.0V0.0H20.0V50.0');
    expect(
      linePath(
        [
          { x: 0, y: 1 },
          { x: 1, y: null },
          { x: 2, y: 2 },
        ],
        x,
        y,
      ),
    ).toBe('M0.0,90.0M20.0,80.0');
  });
});
