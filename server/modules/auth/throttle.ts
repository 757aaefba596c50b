// Guessing budget (docs/product.md D11, docs/decisions/0006). A "strike" is a failed sign-in that still
// counts against an account: strikes are only ever removed by an admin (unlock, PIN reset, the CLI) or by the
// member's own success from the browser that made them, never by time. Each strike is a guess, so the
// number of strikes an account can take bounds the chance of guessing its PIN:
//   strikes 1-4: no wait; 5-9: the next attempt waits 1, 2, 4, 8, 16 s; 10-18: the account is locked
//   for 1 h, 2 h, 4 h ... 256 h after each; 19: locked until an admin acts.
// A refusal while waiting records nothing. These rules are pure; the stores are beside them.

/** Strikes before the first wait. */
export const DELAY_AFTER_STRIKES = 5;
/** Strikes at which the account locks (for FIRST_LOCK_MS, doubling with each further strike). */
export const LOCK_AFTER_STRIKES = 10;
export const FIRST_LOCK_MS = 60 * 60 * 1000;
/** Strikes at which the account stays locked until an admin unlocks it or resets the PIN. */
export const GUESS_BUDGET = 19;

export interface Strikes {
  count: number;
  /** When the last strike was recorded (epoch ms); null when there is none. */
  lastAt: number | null;
}

export const NO_STRIKES: Strikes = { count: 0, lastAt: null };

/** How long after its last strike an account with `count` strikes must wait; 'locked' past the budget. */
export function waitAfter(count: number): number | 'locked' {
  if (count >= GUESS_BUDGET) return 'locked';
  if (count >= LOCK_AFTER_STRIKES) return FIRST_LOCK_MS * 2 ** (count - LOCK_AFTER_STRIKES);
  if (count >= DELAY_AFTER_STRIKES) return 1000 * 2 ** (count - DELAY_AFTER_STRIKES);
  return 0;
}

export type Verdict = { kind: 'allow' } | { kind: 'wait'; retryAfterMs: number } | { kind: 'locked' };

/** Whether an attempt on an account with these strikes may check a PIN now. */
export function verdictFor(strikes: Strikes, now: number): Verdict {
  const wait = waitAfter(strikes.count);
  if (wait === 'locked') return { kind: 'locked' };
  const until = (strikes.lastAt ?? 0) + wait;
  return now < until ? { kind: 'wait', retryAfterMs: until - now } : { kind: 'allow' };
}

/** Whether the strike just recorded locked the account (each lock is logged and audited). */
export const isLock = (count: number) => count >= LOCK_AFTER_STRIKES;

/** The account's lock as an admin sees it: until when (ISO), or 'admin' when only an admin lifts it. */
export function lockOf(strikes: Strikes, now: number): { lockedUntil: string | null; needsAdmin: boolean } {
  if (!isLock(strikes.count)) return { lockedUntil: null, needsAdmin: false };
  const verdict = verdictFor(strikes, now);
  if (verdict.kind === 'locked') return { lockedUntil: null, needsAdmin: true };
  if (verdict.kind === 'wait') {
    return { lockedUntil: new Date(now + verdict.retryAfterMs).toISOString(), needsAdmin: false };
  }
  return { lockedUntil: null, needsAdmin: false };
}
