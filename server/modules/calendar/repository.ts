// The calendar feeds' SQL (docs/decisions/0034): one row per member, replaced whole by a reset.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { calendarFeeds, users } from '../../db/schema';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

export function findFeedOfUser(db: DbOrTx, userId: string): CalendarFeedRow | undefined {
  return db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).get();
}

/** The feed with this public id, of a member who may still sign in; undefined otherwise. */
export function findActiveFeed(db: DbOrTx, feedId: string): CalendarFeedRow | undefined {
  return db
    .select({ feed: calendarFeeds })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.sleeperUserId, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.feedId, feedId), eq(users.isActive, true)))
    .get()?.feed;
}

/** Stores the member's feed, replacing the one they had (its address then finds nothing). */
export function saveFeed(db: DbOrTx, row: CalendarFeedRow): void {
  const { feedId, secretHash, createdAt } = row;
  db.insert(calendarFeeds)
    .values(row)
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { feedId, secretHash, createdAt } })
    .run();
}
