// League members' accounts as the commissioner tools read and change them: the admin module's SQL.
import { asc, eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared';
import type { Db } from '../../db/types';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

import type { MemberIdentity } from '../auth/service';

export type { MemberIdentity };

/** Read by the pages that name members (payments, users, phones). */
const usersQuery = preparedPerDatabase((db) =>
  db.select().from(users).orderBy(asc(users.displayName)).prepare(),
);

export function listUserRows(db: Db): UserRow[] {
  return usersQuery(db).all();
}

/** Read by the member pages that name the signed-in member's own account. */
const userQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.sleeperUserId, sql.placeholder('sleeperUserId')))
    .prepare(),
);

export function findUserRow(db: Db, sleeperUserId: string): UserRow | undefined {
  return userQuery(db).get({ sleeperUserId });
}

/** Creates a member's account row (no PIN, no roles) unless it exists; returns the row. */
export function ensureUserRow(db: Db, member: MemberIdentity, now: number): UserRow {
  db.insert(users)
    .values({ ...member, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.sleeperUserId })
    .run();
  return findUserRow(db, member.sleeperUserId)!;
}

export function updateUser(
  db: Db,
  sleeperUserId: string,
  values: Partial<Pick<UserRow, 'isAdmin' | 'isOwner' | 'phoneEncrypted' | 'pinHash' | 'pinEncrypted'>>,
  now: number,
): void {
  db.update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.sleeperUserId, sleeperUserId))
    .run();
}

/** Takes owner rights from whoever holds them (they keep admin), in the caller's transaction. */
export function clearOwners(db: Db, now: number): void {
  db.update(users)
    .set({ isOwner: false, isAdmin: true, updatedAt: now })
    .where(eq(users.isOwner, true))
    .run();
}
