import { describe, expect, it } from 'vitest';
import { formatMargin, formatPoints, roundPoints, shownMargin } from './points-format';

describe('points as shown', () => {
  it('rounds a margin ending in 5 up, where toFixed alone rounds some of them down', () => {
    // (7.35).toFixed(1) is '7.3' and (80.55).toFixed(1) '80.5': the card and the recap disagreed.
    expect(formatPoints(7.35)).toBe('7.4');
    expect(formatPoints(80.55)).toBe('80.6');
    expect(formatPoints(1.15)).toBe('1.2');
  });

  it('prints unknown points (a season without player points) as a dash, not 0.0', () => {
    expect(formatPoints(null)).toBe('—');
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

  it('prints a margin as the difference of the printed scores, whichever side is first', () => {
    // 100.34 - 92.96 = 7.38 would print 7.4; the printed scores 100.3 and 93.0 differ by 7.3.
    expect(formatMargin(100.34, 92.96)).toBe('7.3');
    expect(formatMargin(92.96, 100.34)).toBe('7.3');
    expect(shownMargin(100.35, 92.94)).toBe(7.5);
    expect(formatMargin(80.55, 80.55)).toBe('0.0');
    for (let a = 0; a <= 2_000; a += 7) {
      for (let b = 0; b <= 2_000; b += 13) {
        const [x, y] = [a / 10 + 0.04, b / 10 + 0.06];
        const difference = Math.abs(Number(formatPoints(x)) - Number(formatPoints(y)));
        expect(formatMargin(x, y)).toBe(difference.toFixed(1));
      }
    }
  });
});
