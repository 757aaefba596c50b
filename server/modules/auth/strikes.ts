// The per-account guessing budget in the database (docs/decisions/0006): one row per strike, so it
// survives restarts, and at most GUESS_BUDGET rows per account (a locked account records no more).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/types';
import { preparedPerDatabase } from '../../db/prepared';
import { loginFailures } from '../../db/schema';
import type { Lockout } from '../../../common/admin';
import { lockOf, type Strikes } from './throttle';

const strikesQuery = preparedPerDatabase((db) =>
  db
    .select({ count: sql<number>`count(*)`, lastAt: sql<number | null>`max(${loginFailures.at})` })
    .from(loginFailures)
    .where(eq(loginFailures.userId, sql.placeholder('userId')))
    .prepare(),
);

export function accountStrikes(db: Db, userId: string): Strikes {
  const row = strikesQuery(db).get({ userId });
  return { count: row?.count ?? 0, lastAt: row?.lastAt ?? null };
}

export function recordStrike(
  db: Db,
  strike: { userId: string; deviceHash: string | null; address: string; at: number },
): void {
  db.insert(loginFailures).values(strike).run();
}

/** The member got in from this browser: its own failures were typos, not guesses. */
export function refundDeviceStrikes(db: Db, userId: string, deviceHash: string): void {
  db.delete(loginFailures)
    .where(and(eq(loginFailures.userId, userId), eq(loginFailures.deviceHash, deviceHash)))
    .run();
}

/** An admin's unlock or PIN reset (or the CLI): the account's budget is whole again. */
export function clearStrikes(db: Db, userId: string): number {
  return db.delete(loginFailures).where(eq(loginFailures.userId, userId)).run().changes;
}

export interface StrikeView {
  at: number;
  address: string;
}

/** Every account's strikes, newest first (the Password Management list). */
export function strikesByUser(db: Db): Map<string, StrikeView[]> {
  const rows = db
    .select({ userId: loginFailures.userId, at: loginFailures.at, address: loginFailures.address })
    .from(loginFailures)
    .orderBy(desc(loginFailures.at))
    .all();
  const byUser = new Map<string, StrikeView[]>();
  for (const { userId, ...strike } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), strike]);
  return byUser;
}

/** The lock and failures of an account, from its strikes (newest first). */
export function lockoutView(strikes: readonly StrikeView[], now: number): Lockout {
  const lock = lockOf({ count: strikes.length, lastAt: strikes[0]?.at ?? null }, now);
  return {
    failedAttempts: strikes.length,
    lockedUntil: lock.lockedUntil,
    lockedForGood: lock.needsAdmin,
    recentFailures: strikes.map((strike) => ({
      at: new Date(strike.at).toISOString(),
      address: strike.address,
    })),
  };
}
