// Brute-force protection (DESIGN D11). Failures are counted per account and per client address.
// After 5 consecutive failures each further attempt must wait a growing delay (1 s, 2 s, 4 s, ...);
// an attempt inside the delay is refused and counted. After 10 the account is locked for an hour or
// until an admin sets a new PIN. Every refusal looks the same to the caller.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../context';
import { loginThrottle, users } from '../../db/schema';

export const DELAY_AFTER_FAILURES = 5;
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_MS = 60 * 60 * 1000;
const MAX_DELAY_MS = 15 * 60 * 1000;

export function delayFor(failures: number): number {
  if (failures < DELAY_AFTER_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - DELAY_AFTER_FAILURES), MAX_DELAY_MS);
}

type UserRow = typeof users.$inferSelect;

/** Whether the account may try a PIN now (it must still pass the PIN check). */
export function accountMayTry(user: UserRow, now: number): boolean {
  if (user.lockedUntil !== null && user.lockedUntil > now) return false;
  if (user.lastFailedAt !== null && now < user.lastFailedAt + delayFor(user.failedAttempts)) return false;
  return true;
}

export function addressMayTry(db: Db, address: string, now: number): boolean {
  const row = db.select().from(loginThrottle).where(eq(loginThrottle.address, address)).get();
  if (!row) return true;
  return now >= row.lastFailureAt + delayFor(row.failures);
}

export function recordAddressFailure(db: Db, address: string, now: number): void {
  db.insert(loginThrottle)
    .values({ address, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.address,
      set: { failures: sql`${loginThrottle.failures} + 1`, lastFailureAt: now },
    })
    .run();
}

export function clearAddress(db: Db, address: string): void {
  db.delete(loginThrottle).where(eq(loginThrottle.address, address)).run();
}

/** Counts a failed attempt on an account and locks it at the threshold. */
export function recordAccountFailure(db: Db, user: UserRow, now: number): void {
  const failedAttempts = user.failedAttempts + 1;
  db.update(users)
    .set({
      failedAttempts,
      lastFailedAt: now,
      lockedUntil: failedAttempts >= LOCK_AFTER_FAILURES ? now + LOCK_MS : user.lockedUntil,
      updatedAt: now,
    })
    .where(eq(users.sleeperUserId, user.sleeperUserId))
    .run();
}

/** Lockout as an admin sees it. */
export function lockoutStatus(
  user: UserRow,
  now: number,
): { locked: boolean; failedAttempts: number; lockedUntil: string | null } {
  const locked = user.lockedUntil !== null && user.lockedUntil > now;
  return {
    locked,
    failedAttempts: user.failedAttempts,
    lockedUntil: locked && user.lockedUntil !== null ? new Date(user.lockedUntil).toISOString() : null,
  };
}
