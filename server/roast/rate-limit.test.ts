import { describe, expect, it } from 'vitest';
import { RoastRateLimiter } from './rate-limit';

describe('roast rate limit', () => {
  it('allows the limit within a window, refuses the next with the wait, then frees up', () => {
    const limiter = new RoastRateLimiter(3, 60_000);
    expect([0, 1_000, 2_000].map((t) => limiter.take('ann', t).allowed)).toEqual([true, true, true]);
    expect(limiter.take('ann', 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.take('bob', 30_000).allowed).toBe(true); // per member
    expect(limiter.take('ann', 60_001).allowed).toBe(true); // the first roast left the window
  });
});
