// The rulebook's saved versions: the only SQL of the rules module.
import { desc, eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared';
import type { DbOrTx as Db } from '../../db/types';
import { rulebookVersions } from '../../db/schema';

export type RulebookVersionRow = typeof rulebookVersions.$inferSelect;

// Read on every visit of the rules pages.
const latestQuery = preparedPerDatabase((db) =>
  db.select().from(rulebookVersions).orderBy(desc(rulebookVersions.version)).limit(1).prepare(),
);
const versionQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(rulebookVersions)
    .where(eq(rulebookVersions.version, sql.placeholder('version')))
    .prepare(),
);

export function latestVersionRow(db: Db): RulebookVersionRow | undefined {
  return latestQuery(db).get();
}

export function findVersionRow(db: Db, version: number): RulebookVersionRow | undefined {
  return versionQuery(db).get({ version });
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
