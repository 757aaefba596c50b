// The seasons' SQL: the stored current league (app_settings 'current-league'), and the move of every
// season's rows to a new league id when the league renews (decision 0008).
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db/types';
import { appSettings } from '../db/schema';

const CURRENT_LEAGUE_KEY = 'current-league';

const currentLeagueRecordSchema = z.object({
  /** LEAGUE_ID (or the demo league) this record was found from: another LEAGUE_ID starts over. */
  configuredLeagueId: z.string(),
  leagueId: z.string(),
  /** The league's season when last resolved (the season assumed while the provider is down). */
  season: z.string().nullable(),
  /** When Huddle moved to this league (epoch ms); null while it is the configured league itself. */
  foundAt: z.number().nullable(),
  /** The last renewal check that reached the provider (epoch ms), null before the first. */
  checkedAt: z.number().nullable(),
});
export type CurrentLeagueRecord = z.infer<typeof currentLeagueRecordSchema>;

export function readCurrentLeague(db: DbOrTx): CurrentLeagueRecord | null {
  const row = db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, CURRENT_LEAGUE_KEY))
    .get();
  if (!row) return null;
  const parsed = currentLeagueRecordSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : null;
}

export function writeCurrentLeague(db: DbOrTx, record: CurrentLeagueRecord, now: number): void {
  const value = JSON.stringify(record);
  db.insert(appSettings)
    .values({ key: CURRENT_LEAGUE_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } })
    .run();
}

/** The tables with a `league_id` column: found from the schema, so a table added later is not forgotten. */
function leagueTables(db: Db): string[] {
  const sqlite = db.$client;
  const tables = sqlite
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as Array<{ name: string }>;
  return tables
    .map(({ name }) => name)
    .filter((name) =>
      (sqlite.prepare(`PRAGMA table_info("${name}")`).all() as Array<{ name: string }>).some(
        (column) => column.name === 'league_id',
      ),
    );
}

/** Whether any row still belongs to one of `ids` (a read: no write lock taken when there is none). */
export function hasLeagueRows(db: Db, ids: readonly string[]): boolean {
  if (ids.length === 0) return false;
  const placeholders = ids.map(() => '?').join(', ');
  return leagueTables(db).some(
    (name) =>
      db.$client
        .prepare(`SELECT 1 FROM "${name}" WHERE league_id IN (${placeholders}) LIMIT 1`)
        .get(...ids) !== undefined,
  );
}

/**
 * Every row of the older league ids moves to `leagueId`: keeper selections, settings, payouts, dues,
 * roasts, and any table added later with a `league_id` column. Rows keep their season, so each
 * season's data stays where it was. Where the current id already holds the same key, that row wins
 * and the older one is left as it was (never lost). Call it inside a write transaction. Returns the
 * rows moved per table.
 */
export function moveLeagueRows(
  db: Db,
  olderIds: readonly string[],
  leagueId: string,
): Record<string, number> {
  const moved: Record<string, number> = {};
  const ids = olderIds.filter((id) => id !== leagueId);
  if (ids.length === 0) return moved;
  const placeholders = ids.map(() => '?').join(', ');
  for (const name of leagueTables(db)) {
    const { changes } = db.$client
      .prepare(`UPDATE OR IGNORE "${name}" SET league_id = ? WHERE league_id IN (${placeholders})`)
      .run(leagueId, ...ids);
    if (changes > 0) moved[name] = changes;
  }
  return moved;
}
