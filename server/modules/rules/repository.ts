// The rulebook's saved versions: the only SQL of the rules module.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx as Db } from '../../db/types';
import { rulebookVersions } from '../../db/schema';

export type RulebookVersionRow = typeof rulebookVersions.$inferSelect;

export function latestVersionRow(db: Db): RulebookVersionRow | undefined {
  return db.select().from(rulebookVersions).orderBy(desc(rulebookVersions.version)).limit(1).get();
}

export function findVersionRow(db: Db, version: number): RulebookVersionRow | undefined {
  return db.select().from(rulebookVersions).where(eq(rulebookVersions.version, version)).get();
}

/** Every version without its text, newest first. */
export function listVersionInfo(db: Db): Omit<RulebookVersionRow, 'markdown'>[] {
  return db
    .select({
      version: rulebookVersions.version,
      savedBy: rulebookVersions.savedBy,
      savedAt: rulebookVersions.savedAt,
    })
    .from(rulebookVersions)
    .orderBy(desc(rulebookVersions.version))
    .all();
}

export function insertVersionRow(db: Db, row: RulebookVersionRow): void {
  db.insert(rulebookVersions).values(row).run();
}
