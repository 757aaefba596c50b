// Announcements and their dismissals: the only SQL of the announcements module.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/types';
import { announcementDismissals, announcements } from '../../db/schema';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncementRow = typeof announcements.$inferInsert;

/** Newest first (ids break a tie of the same millisecond). */
export function listAnnouncementRows(db: Db): AnnouncementRow[] {
  return db.select().from(announcements).orderBy(desc(announcements.createdAt), desc(announcements.id)).all();
}

export function findAnnouncementRow(db: Db, id: number): AnnouncementRow | undefined {
  return db.select().from(announcements).where(eq(announcements.id, id)).get();
}

export function insertAnnouncementRow(db: Db, row: NewAnnouncementRow): AnnouncementRow {
  return db.insert(announcements).values(row).returning().get();
}

export function updateAnnouncementRow(db: Db, id: number, values: Partial<AnnouncementRow>): AnnouncementRow {
  return db.update(announcements).set(values).where(eq(announcements.id, id)).returning().get();
}

export function deleteAnnouncementRow(db: Db, id: number): void {
  db.delete(announcements).where(eq(announcements.id, id)).run();
}

/** The ids of the announcements a member dismissed. */
export function dismissedIds(db: Db, userId: string): Set<number> {
  const rows = db
    .select({ id: announcementDismissals.announcementId })
    .from(announcementDismissals)
    .where(eq(announcementDismissals.userId, userId))
    .all();
  return new Set(rows.map((row) => row.id));
}

/** Records a dismissal (again: nothing changes). */
export function insertDismissal(db: Db, announcementId: number, userId: string, at: number): void {
  db.insert(announcementDismissals)
    .values({ announcementId, userId, dismissedAt: at })
    .onConflictDoNothing()
    .run();
}
