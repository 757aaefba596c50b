// Announcements and their dismissals: the only SQL of the announcements module.
import { desc, eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared';
import type { DbOrTx as Db } from '../../db/types';
import { announcementDismissals, announcements } from '../../db/schema';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncementRow = typeof announcements.$inferInsert;

/** Newest first (ids break a tie of the same millisecond). */
const listQuery = preparedPerDatabase((db) =>
  db.select().from(announcements).orderBy(desc(announcements.createdAt), desc(announcements.id)).prepare(),
);

export function listAnnouncementRows(db: Db): AnnouncementRow[] {
  return listQuery(db).all();
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
const dismissedQuery = preparedPerDatabase((db) =>
  db
    .select({ id: announcementDismissals.announcementId })
    .from(announcementDismissals)
    .where(eq(announcementDismissals.userId, sql.placeholder('userId')))
    .prepare(),
);

export function dismissedIds(db: Db, userId: string): Set<number> {
  return new Set(
    dismissedQuery(db)
      .all({ userId })
      .map((row) => row.id),
  );
}

/** Records a dismissal (again: nothing changes). */
export function insertDismissal(db: Db, announcementId: number, userId: string, at: number): void {
  db.insert(announcementDismissals)
    .values({ announcementId, userId, dismissedAt: at })
    .onConflictDoNothing()
    .run();
}
