// The imported seasons' SQL (table imported_standings): one row per team of a season before Sleeper.
import { and, asc, eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared';
import type { DbOrTx } from '../../db/types';
import { importedStandings } from '../../db/schema';
import type { ImportedTeam } from '../../league/imported-seasons';

export type ImportedRow = typeof importedStandings.$inferSelect;

/** Read by every history, manager and record-book answer. */
const importedRowsQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(importedStandings)
    .where(eq(importedStandings.leagueId, sql.placeholder('leagueId')))
    .orderBy(asc(importedStandings.season), asc(importedStandings.rank))
    .prepare(),
);

export function importedRows(db: DbOrTx, leagueId: string): ImportedRow[] {
  return importedRowsQuery(db).all({ leagueId });
}

export const teamOf = (row: ImportedRow): ImportedTeam => ({
  season: row.season,
  rank: row.rank,
  managerName: row.managerName,
  ownerId: row.ownerId,
  teamName: row.teamName,
  wins: row.wins,
  losses: row.losses,
  ties: row.ties,
  pointsFor: row.pointsFor,
  pointsAgainst: row.pointsAgainst,
  isChampion: row.isChampion,
  payout: row.payout,
});

/** Call inside the transaction that also records the audit entry. */
export function insertTeams(
  db: DbOrTx,
  leagueId: string,
  teams: readonly ImportedTeam[],
  importedBy: string,
  now: number,
): void {
  for (const team of teams) {
    db.insert(importedStandings)
      .values({ ...team, leagueId, importedBy, createdAt: now })
      .run();
  }
}

/** Removes a season's rows; returns them (the audit's "before"). */
export function deleteSeason(db: DbOrTx, leagueId: string, season: string): ImportedRow[] {
  return db
    .delete(importedStandings)
    .where(and(eq(importedStandings.leagueId, leagueId), eq(importedStandings.season, season)))
    .returning()
    .all();
}

/** Removes every imported season's rows; returns them (the audit's "before"). */
export function deleteAllSeasons(db: DbOrTx, leagueId: string): ImportedRow[] {
  return db.delete(importedStandings).where(eq(importedStandings.leagueId, leagueId)).returning().all();
}
