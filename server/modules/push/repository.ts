// Web Push's SQL (docs/decisions/0032): subscriptions, the members' settings, the event claims and each
// message's delivery. The claim of an event and the lease of a message are single statements, atomic
// across processes sharing the database (SQLite serialises writers).
import { and, asc, countDistinct, eq, gt, inArray, isNotNull, lt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import {
  notificationSettings,
  pushEvents,
  pushMessages,
  pushSubscriptions,
  sessions,
  users,
} from '../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type PushMessageRow = typeof pushMessages.$inferSelect;
export type NewPushMessageRow = typeof pushMessages.$inferInsert;
export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;

/** The members who can sign in (only they have devices to tell). */
export function activeMemberIds(db: DbOrTx): string[] {
  return db
    .select({ id: users.sleeperUserId })
    .from(users)
    .where(eq(users.isActive, true))
    .all()
    .map((row) => row.id);
}

/** Stores a device's subscription, or moves an endpoint already known to this member and session. */
export function saveSubscription(
  db: DbOrTx,
  row: Pick<PushSubscriptionRow, 'userId' | 'sessionIdHash' | 'endpoint' | 'p256dh' | 'auth' | 'createdAt'>,
): PushSubscriptionRow {
  return db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, sessionIdHash: row.sessionIdHash, p256dh: row.p256dh, auth: row.auth },
    })
    .returning()
    .get();
}

export function subscriptionById(db: DbOrTx, id: number): PushSubscriptionRow | undefined {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).get();
}

export function subscriptionByEndpoint(db: DbOrTx, endpoint: string): PushSubscriptionRow | undefined {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).get();
}

/** A member's devices, oldest first. */
export function subscriptionsOf(db: DbOrTx, userId: string): PushSubscriptionRow[] {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.id))
    .all();
}

/** A member's devices whose session is still signed in at `now`, oldest first. */
export function activeSubscriptionsOf(db: DbOrTx, userId: string, now: number): PushSubscriptionRow[] {
  return db
    .select({ subscription: pushSubscriptions })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.idHash, pushSubscriptions.sessionIdHash))
    .where(and(eq(pushSubscriptions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(asc(pushSubscriptions.id))
    .all()
    .map((row) => row.subscription);
}

/** Whether any device anywhere has notifications on (no device: nothing is worked out). */
export function anySubscription(db: DbOrTx): boolean {
  return db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).limit(1).get() !== undefined;
}

export function deleteSubscription(db: DbOrTx, id: number): void {
  db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id)).run();
}

export function deleteSubscriptionOf(
  db: DbOrTx,
  userId: string,
  endpoint: string,
): PushSubscriptionRow | undefined {
  return db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning()
    .get();
}

/** Every subscription (rotating the VAPID key ends them all); how many there were. */
export function deleteAllSubscriptions(db: DbOrTx): number {
  return db.delete(pushSubscriptions).run().changes;
}

export function readNotificationSettings(db: DbOrTx, userId: string): NotificationSettingsRow | undefined {
  return db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).get();
}

export function writeNotificationSettings(
  db: DbOrTx,
  row: Omit<NotificationSettingsRow, 'updatedAt'> & { updatedAt: number },
): void {
  db.insert(notificationSettings)
    .values(row)
    .onConflictDoUpdate({ target: notificationSettings.userId, set: row })
    .run();
}

/** Claims an event: true when this call made the claim (false: told before, here or elsewhere). */
export function claimEvent(db: DbOrTx, claimKey: string, kind: string, now: number): boolean {
  return (
    db
      .insert(pushEvents)
      .values({ claimKey, kind, createdAt: now })
      .onConflictDoNothing({ target: pushEvents.claimKey })
      .run().changes === 1
  );
}

export function isEventClaimed(db: DbOrTx, claimKey: string): boolean {
  return (
    db
      .select({ key: pushEvents.claimKey })
      .from(pushEvents)
      .where(eq(pushEvents.claimKey, claimKey))
      .get() !== undefined
  );
}

/** Stores a message; undefined when the device already has this event. */
export function insertMessage(db: DbOrTx, row: NewPushMessageRow): PushMessageRow | undefined {
  return db
    .insert(pushMessages)
    .values(row)
    .onConflictDoNothing({ target: [pushMessages.subscriptionId, pushMessages.eventKey] })
    .returning()
    .get();
}

export function updateMessage(
  db: DbOrTx,
  id: number,
  values: Partial<PushMessageRow>,
): PushMessageRow | undefined {
  return db.update(pushMessages).set(values).where(eq(pushMessages.id, id)).returning().get();
}

/** Held messages whose quiet hours are over, oldest first. */
export function releasedMessages(db: DbOrTx, now: number): PushMessageRow[] {
  return db
    .select()
    .from(pushMessages)
    .where(and(eq(pushMessages.status, 'held'), lte(pushMessages.notBefore, now)))
    .orderBy(asc(pushMessages.id))
    .all();
}

/** Messages waiting for their (next) attempt whose time has come, oldest first. */
export function messagesDue(db: DbOrTx, now: number): PushMessageRow[] {
  return db
    .select()
    .from(pushMessages)
    .where(and(eq(pushMessages.status, 'waiting'), lte(pushMessages.nextAttemptAt, now)))
    .orderBy(asc(pushMessages.id))
    .all();
}

/** Takes a waiting message for this process until `leaseUntil`: true when this call took it. */
export function leaseMessage(db: DbOrTx, id: number, now: number, leaseUntil: number): boolean {
  return (
    db
      .update(pushMessages)
      .set({ status: 'sending', leaseUntil })
      .where(
        and(
          eq(pushMessages.id, id),
          eq(pushMessages.status, 'waiting'),
          lte(pushMessages.nextAttemptAt, now),
        ),
      )
      .run().changes === 1
  );
}

/** Messages whose attempt was under way when its process stopped (the lease ran out). */
export function interruptedMessages(db: DbOrTx, now: number): PushMessageRow[] {
  return db
    .select()
    .from(pushMessages)
    .where(
      and(
        eq(pushMessages.status, 'sending'),
        isNotNull(pushMessages.leaseUntil),
        lt(pushMessages.leaseUntil, now),
      ),
    )
    .all();
}

/**
 * The notifications a member was sent (or is being sent) since `since`, each event once however many
 * devices it went to: what the hourly bound counts.
 */
export function notificationsSentSince(db: DbOrTx, userId: string, since: number): number {
  return (
    db
      .select({ n: countDistinct(pushMessages.eventKey) })
      .from(pushMessages)
      .where(
        and(
          eq(pushMessages.userId, userId),
          gt(pushMessages.firstAttemptAt, since),
          inArray(pushMessages.status, ['sending', 'waiting', 'sent', 'failed']),
        ),
      )
      .get()?.n ?? 0
  );
}

/** Whether this event already went to another device of the member since `since` (it counts once). */
export function eventSentSince(db: DbOrTx, userId: string, eventKey: string, since: number): boolean {
  return (
    db
      .select({ id: pushMessages.id })
      .from(pushMessages)
      .where(
        and(
          eq(pushMessages.userId, userId),
          eq(pushMessages.eventKey, eventKey),
          gt(pushMessages.firstAttemptAt, since),
        ),
      )
      .get() !== undefined
  );
}
