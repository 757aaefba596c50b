// Keeper selections: the only SQL of the keepers module.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../context';
import { keeperSelections } from '../../db/schema';

export type SelectionRow = typeof keeperSelections.$inferSelect;
export type SelectionValues = Omit<SelectionRow, 'id' | 'createdAt'>;

const key = (leagueId: string, season: string) =>
  and(eq(keeperSelections.leagueId, leagueId), eq(keeperSelections.season, season));

export function findSelection(
  db: DbOrTx,
  leagueId: string,
  season: string,
  rosterId: number,
): SelectionRow | undefined {
  return db
    .select()
    .from(keeperSelections)
    .where(and(key(leagueId, season), eq(keeperSelections.rosterId, rosterId)))
    .get();
}

export function listSelections(db: DbOrTx, leagueId: string, season: string): SelectionRow[] {
  return db
    .select()
    .from(keeperSelections)
    .where(key(leagueId, season))
    .orderBy(asc(keeperSelections.rosterId))
    .all();
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
