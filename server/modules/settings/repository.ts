// Commissioner settings per season: the only SQL of the settings module.
import { and, eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared';
import type { Db } from '../../db/types';
import { leagueSettings } from '../../db/schema';

export type SettingsRow = typeof leagueSettings.$inferSelect;

/** Read by most pages (the season's dates and playoff start). */
const settingsQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(leagueSettings)
    .where(
      and(
        eq(leagueSettings.leagueId, sql.placeholder('leagueId')),
        eq(leagueSettings.season, sql.placeholder('season')),
      ),
    )
    .prepare(),
);

export function findSettings(db: Db, leagueId: string, season: string): SettingsRow | undefined {
  return settingsQuery(db).get({ leagueId, season });
}

export function upsertSettings(db: Db, row: SettingsRow): void {
  db.insert(leagueSettings)
    .values(row)
    .onConflictDoUpdate({
      target: [leagueSettings.leagueId, leagueSettings.season],
      set: {
        keeperDeadline: row.keeperDeadline,
        draftDate: row.draftDate,
        seasonStartDate: row.seasonStartDate,
        playoffStartWeek: row.playoffStartWeek,
        updatedAt: row.updatedAt,
      },
    })
    .run();
}
