// Per-member roast budget (so nobody runs up an LLM bill): at most `limit` roasts in any window.
export interface RateDecision {
  allowed: boolean;
  /** Seconds until the oldest roast of the window expires (when refused). */
  retryAfterSeconds: number;
}

export class RoastRateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one roast for `key` at `now` if the budget allows it. */
  take(key: string, now: number): RateDecision {
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)),
      };
    }
    recent.push(now);
    this.hits.set(key, recent);
    return { allowed: true, retryAfterSeconds: 0 };
  }
}
