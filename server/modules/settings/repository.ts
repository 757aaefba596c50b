// Commissioner settings per season: the only SQL of the settings module.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { leagueSettings } from '../../db/schema';

export type SettingsRow = typeof leagueSettings.$inferSelect;

export function findSettings(db: Db, leagueId: string, season: string): SettingsRow | undefined {
  return db
    .select()
    .from(leagueSettings)
    .where(and(eq(leagueSettings.leagueId, leagueId), eq(leagueSettings.season, season)))
    .get();
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
