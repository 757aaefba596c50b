// The group chat's SQL: the one settings row, and the posts with their delivery state. The claim of an
// automatic post and the lease of a retry are single statements, atomic across processes sharing the database
// (SQLite serialises writers).
import { and, asc, count, desc, eq, gt, isNotNull, like, lt, lte, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared';
import type { DbOrTx } from '../../db/types';
import { chatPosts, chatSettings } from '../../db/schema';

export type ChatSettingsRow = typeof chatSettings.$inferSelect;
export type ChatPostRow = typeof chatPosts.$inferSelect;
export type NewChatPostRow = typeof chatPosts.$inferInsert;

const SETTINGS_ID = 1;

export function readChatSettings(db: DbOrTx): ChatSettingsRow | undefined {
  return db.select().from(chatSettings).where(eq(chatSettings.id, SETTINGS_ID)).get();
}

export function writeChatSettings(db: DbOrTx, values: Omit<ChatSettingsRow, 'id'>): void {
  db.insert(chatSettings)
    .values({ id: SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: chatSettings.id, set: values })
    .run();
}

/**
 * Stores a new post. One with a claim key that another post already holds is not stored: undefined
 * (the post was made before, by this process or another).
 */
export function insertPost(db: DbOrTx, row: NewChatPostRow): ChatPostRow | undefined {
  return db
    .insert(chatPosts)
    .values(row)
    .onConflictDoNothing({ target: chatPosts.claimKey })
    .returning()
    .get();
}

/** Whether a claim key is held (the post was made, or is being made). */
/** Asked for each announcement a page lists (was it posted to the chat?). */
const claimQuery = preparedPerDatabase((db) =>
  db
    .select({ id: chatPosts.id })
    .from(chatPosts)
    .where(eq(chatPosts.claimKey, sql.placeholder('claimKey')))
    .prepare(),
);

export function isClaimed(db: DbOrTx, claimKey: string): boolean {
  return claimQuery(db).get({ claimKey }) !== undefined;
}

/** How many posts hold a claim key matching a LIKE pattern (% for any run of characters). */
export function countClaims(db: DbOrTx, pattern: string): number {
  return db.select({ n: count() }).from(chatPosts).where(like(chatPosts.claimKey, pattern)).get()?.n ?? 0;
}

/** Posts waiting for another attempt whose time has come, oldest first. */
export function postsDue(db: DbOrTx, now: number): ChatPostRow[] {
  return db
    .select()
    .from(chatPosts)
    .where(and(eq(chatPosts.status, 'retrying'), lte(chatPosts.nextAttemptAt, now)))
    .orderBy(chatPosts.id)
    .all();
}

/**
 * Takes a post waiting for another attempt for this process until `leaseUntil`: true when this call
 * took it (another process racing for the same post gets false).
 */
export function leasePost(db: DbOrTx, id: number, now: number, leaseUntil: number): boolean {
  const taken = db
    .update(chatPosts)
    .set({ status: 'sending', leaseUntil })
    .where(and(eq(chatPosts.id, id), eq(chatPosts.status, 'retrying'), lte(chatPosts.nextAttemptAt, now)))
    .run();
  return taken.changes === 1;
}

/** Posts whose attempt was under way when its process stopped (the lease ran out). */
export function interruptedPosts(db: DbOrTx, now: number): ChatPostRow[] {
  return db
    .select()
    .from(chatPosts)
    .where(
      and(eq(chatPosts.status, 'sending'), isNotNull(chatPosts.leaseUntil), lt(chatPosts.leaseUntil, now)),
    )
    .all();
}

/** When each post of a kind an admin asked for was made after `since`, oldest first. */
export function handPostTimes(db: DbOrTx, kind: string, since: number): number[] {
  return db
    .select({ createdAt: chatPosts.createdAt })
    .from(chatPosts)
    .where(and(eq(chatPosts.kind, kind), isNotNull(chatPosts.requestedBy), gt(chatPosts.createdAt, since)))
    .orderBy(asc(chatPosts.createdAt))
    .all()
    .map((row) => row.createdAt);
}

/** Posts whose attempt is under way now (in this process or another). */
export function sendingPosts(db: DbOrTx): ChatPostRow[] {
  return db.select().from(chatPosts).where(eq(chatPosts.status, 'sending')).all();
}

/** Posts waiting for another attempt (whatever its time). */
export function waitingPosts(db: DbOrTx): ChatPostRow[] {
  return db.select().from(chatPosts).where(eq(chatPosts.status, 'retrying')).all();
}

export function updatePost(db: DbOrTx, id: number, values: Partial<ChatPostRow>): ChatPostRow {
  return db.update(chatPosts).set(values).where(eq(chatPosts.id, id)).returning().get()!;
}

/** The newest posts first. */
export function listPosts(db: DbOrTx, limit: number): ChatPostRow[] {
  return db.select().from(chatPosts).orderBy(desc(chatPosts.id)).limit(limit).all();
}
