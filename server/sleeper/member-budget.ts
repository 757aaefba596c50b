// Each member's share of the provider. Sleeper asks a caller to stay under about 1,000 calls a minute
// and may block the server's address past that, which leaves every member's pages stale: one member's
// requests must not be able to spend it. Each signed-in request runs as its member
// (server/http/provider-budget.ts); the cache spends one call of that member's budget before each
// call it makes to the provider for them. Answers from the cache cost nothing, nor do reads made for
// no one (the warm-up at start, the live poller, the upkeep timers).
import { AsyncLocalStorage } from 'node:async_hooks';
import { tooManyRequests, type AppError } from '../http/errors';

const WINDOW_MS = 60_000;

/** The member whose request is running (their Sleeper user id); undefined outside one. */
const memberStorage = new AsyncLocalStorage<string>();

/** Runs `fn` (a member's request) with its provider calls counted against `memberId`'s budget. */
export function runAsMember<T>(memberId: string, fn: () => T): T {
  return memberStorage.run(memberId, fn);
}

/**
 * Runs `fn` as no member: for work a member's request starts that then serves everyone (the live
 * poller's timer would otherwise charge every later read to the member whose stream started it).
 */
export function runAsNoMember<T>(fn: () => T): T {
  return memberStorage.exit(fn);
}

/** The refusal when a member's budget is spent and no copy exists to answer from. */
export function budgetSpentError(waitMs: number): AppError {
  return tooManyRequests('Too many league data requests from your account.', waitMs);
}

/**
 * A sliding window per member: a call is allowed while the member made fewer than `perMinute` in the
 * last 60 seconds, so no minute, wherever it starts, holds more (a fixed window would allow twice as
 * many across its boundary). One timestamp per call kept: at most `perMinute` per member, and only
 * signed-in members have an entry.
 */
export class MemberBudget {
  private readonly calls = new Map<string, number[]>();

  constructor(
    readonly perMinute: number,
    private readonly now: () => number,
  ) {}

  /**
   * Spends one call of the running request's member. Returns 0 when the call may go out (always
   * outside a member's request), else how long (ms) until the member's oldest call leaves the window.
   */
  spend(): number {
    const member = memberStorage.getStore();
    if (member === undefined) return 0;
    const now = this.now();
    const recent = (this.calls.get(member) ?? []).filter((at) => now - at < WINDOW_MS);
    this.calls.set(member, recent);
    if (recent.length >= this.perMinute) return (recent[0] ?? now) + WINDOW_MS - now;
    recent.push(now);
    return 0;
  }
}
