import { describe, expect, it } from 'vitest';
import { normalCdf } from './normal';
import { winChance } from './win-chance';

describe('win chance under the normal scoring model', () => {
  it('follows the normal distribution function at known points', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
    expect(normalCdf(-8)).toBeGreaterThanOrEqual(0);
  });

  it('adds up to one for the two sides, favours the higher mean, and is even for equal teams', () => {
    const strong = { mean: 120, sd: 20 };
    const weak = { mean: 100, sd: 25 };
    expect(winChance(strong, weak) + winChance(weak, strong)).toBeCloseTo(1, 9);
    // (120 - 100) / sqrt(20² + 25²) = 0.6247: a 73.4% favourite.
    expect(winChance(strong, weak)).toBeCloseTo(0.734, 3);
    expect(winChance(weak, weak)).toBeCloseTo(0.5, 6);
    expect(winChance({ mean: 1, sd: 0 }, { mean: 0, sd: 0 })).toBe(1);
  });
});
