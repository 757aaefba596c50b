import { describe, expect, it } from 'vitest';
import { formatPoints, roundPoints } from './points-format';

describe('points as shown', () => {
  it('rounds a margin ending in 5 up, where toFixed alone rounds some of them down', () => {
    // (7.35).toFixed(1) is '7.3' and (80.55).toFixed(1) '80.5': the card and the recap disagreed.
    expect(formatPoints(7.35)).toBe('7.4');
    expect(formatPoints(80.55)).toBe('80.6');
    expect(formatPoints(1.15)).toBe('1.2');
  });

  it('rounds below 5 down, keeps one decimal, and is symmetric around zero', () => {
    expect(formatPoints(123.456)).toBe('123.5');
    expect(formatPoints(123.44)).toBe('123.4');
    expect(formatPoints(120)).toBe('120.0');
    expect(formatPoints(-7.35)).toBe('-7.4');
    expect(formatPoints(-0.04)).toBe('0.0');
    expect(roundPoints(-80.55)).toBe(-80.6);
  });

  it('agrees with the sum a member makes of the hundredths: every two-decimal score of 0-200', () => {
    for (let hundredths = 0; hundredths <= 20_000; hundredths += 1) {
      const shown = formatPoints(hundredths / 100);
      const expected = (Math.floor(hundredths / 10) + (hundredths % 10 >= 5 ? 1 : 0)) / 10;
      expect(shown, `${hundredths / 100}`).toBe(expected.toFixed(1));
    }
  });
});
