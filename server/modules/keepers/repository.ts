// Keeper selections: the only SQL of the keepers module.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { preparedPerDatabase } from '../../db/prepared';
import { keeperSelections } from '../../db/schema';

export type SelectionRow = typeof keeperSelections.$inferSelect;
export type SelectionValues = Omit<SelectionRow, 'id' | 'createdAt'>;

// The keeper pages read these on every request.
const seasonKey = and(
  eq(keeperSelections.leagueId, sql.placeholder('leagueId')),
  eq(keeperSelections.season, sql.placeholder('season')),
);
const selectionQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(keeperSelections)
    .where(and(seasonKey, eq(keeperSelections.rosterId, sql.placeholder('rosterId'))))
    .prepare(),
);
const seasonSelectionsQuery = preparedPerDatabase((db) =>
  db.select().from(keeperSelections).where(seasonKey).orderBy(asc(keeperSelections.rosterId)).prepare(),
);

export function findSelection(
  db: DbOrTx,
  leagueId: string,
  season: string,
  rosterId: number,
): SelectionRow | undefined {
  return selectionQuery(db).get({ leagueId, season, rosterId });
}

export function listSelections(db: DbOrTx, leagueId: string, season: string): SelectionRow[] {
  return seasonSelectionsQuery(db).all({ leagueId, season });
}

/** Inserts or replaces the one selection of a roster and season; returns the stored row. */
export function upsertSelection(db: DbOrTx, values: SelectionValues): SelectionRow {
  const { leagueId: _leagueId, season: _season, rosterId: _rosterId, ...rest } = values;
  return db
    .insert(keeperSelections)
    .values(values)
    .onConflictDoUpdate({
      target: [keeperSelections.leagueId, keeperSelections.season, keeperSelections.rosterId],
      set: rest,
    })
    .returning()
    .get();
}

export function deleteSelection(db: DbOrTx, id: number): void {
  db.delete(keeperSelections).where(eq(keeperSelections.id, id)).run();
}
