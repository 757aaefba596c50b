// Server-side sessions: a random 256-bit id in an HttpOnly cookie; only its SHA-256 is stored.
// 30 days of sliding expiry, refreshed at most once an hour to keep reads cheap.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/types';
import { preparedPerDatabase } from '../../db/prepared';
import { unlessStorageFails } from '../../db/storage-errors';
import { sessions, users } from '../../db/schema';

export const SESSION_COOKIE = 'huddle_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const SLIDE_AFTER_MS = 60 * 60 * 1000;

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

export function createSession(db: Db, userId: string, now: number): { id: string; expiresAt: number } {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = now + SESSION_TTL_MS;
  db.insert(sessions)
    .values({ idHash: hashSessionId(id), userId, expiresAt, lastSeenAt: now, createdAt: now })
    .run();
  return { id, expiresAt };
}

export interface SessionLookup {
  idHash: string;
  user: typeof users.$inferSelect;
  /** Set when the expiry moved forward, so the cookie is re-issued. */
  renewedUntil: number | null;
}

/** Runs on every API request. */
const sessionQuery = preparedPerDatabase((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.sleeperUserId, sessions.userId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .prepare(),
);

export function findSession(db: Db, id: string, now: number): SessionLookup | null {
  const idHash = hashSessionId(id);
  const row = sessionQuery(db).get({ idHash });
  if (!row) return null;
  // On a full or read-only disk a request still reads: an ended session's row stays until a later one
  // deletes it, and a session slides only when its new expiry was stored.
  if (row.session.expiresAt <= now || !row.user.isActive) {
    unlessStorageFails(() => db.delete(sessions).where(eq(sessions.idHash, idHash)).run());
    return null;
  }
  let renewedUntil: number | null = null;
  if (now - row.session.lastSeenAt > SLIDE_AFTER_MS) {
    const expiresAt = now + SESSION_TTL_MS;
    const slid = unlessStorageFails(() =>
      db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.idHash, idHash)).run(),
    );
    if (slid) renewedUntil = expiresAt;
  }
  return { idHash, user: row.user, renewedUntil };
}

/**
 * Whether a session (by its hash) is still signed in, without sliding its expiry: for long-lived
 * connections (the live stream), which must end with the session but not keep it alive.
 */
export function isSessionActive(db: Db, idHash: string, now: number): boolean {
  const row = sessionQuery(db).get({ idHash });
  return row !== undefined && row.session.expiresAt > now && row.user.isActive;
}

export function deleteSession(db: Db, idHash: string): void {
  db.delete(sessions).where(eq(sessions.idHash, idHash)).run();
}

/** Ends every session of a user except (optionally) one: used when a PIN changes. */
export function endSessionsOfUser(db: Db, userId: string, exceptIdHash?: string): number {
  const condition = exceptIdHash
    ? and(eq(sessions.userId, userId), ne(sessions.idHash, exceptIdHash))
    : eq(sessions.userId, userId);
  return db.delete(sessions).where(condition).run().changes;
}
