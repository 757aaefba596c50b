// A comparable snapshot of every table in a SQLite database: the tests use it to prove that a refused
// request stored nothing, and that a backup holds exactly what the live database holds.
import type Database from 'better-sqlite3';

export type DatabaseDump = Record<string, unknown[]>;

/**
 * The provider's own data mirrored locally (refetched on demand, never written by a request's intent):
 * a refused request may still have warmed it, so "nothing stored changed" leaves these out.
 */
export const PROVIDER_MIRROR_TABLES = ['provider_cache', 'players'] as const;

/** Every row of every table (optionally leaving some out), in a stable order. */
export function dumpDatabase(sqlite: Database.Database, exclude: readonly string[] = []): DatabaseDump {
  const tables = sqlite
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
    .all() as Array<{ name: string }>;
  const dump: DatabaseDump = {};
  for (const { name } of tables) {
    if (exclude.includes(name)) continue;
    const quoted = `"${name.replaceAll('"', '""')}"`;
    // Tables without a rowid are ordered by every column, so the order never depends on the plan.
    const withoutRowid = (
      sqlite.prepare(`SELECT sql FROM sqlite_master WHERE name = ?`).get(name) as { sql: string }
    ).sql.includes('WITHOUT ROWID');
    const columns = (sqlite.prepare(`PRAGMA table_info(${quoted})`).all() as Array<{ name: string }>)
      .map((c) => `"${c.name.replaceAll('"', '""')}"`)
      .join(', ');
    dump[name] = sqlite.prepare(`SELECT * FROM ${quoted} ORDER BY ${withoutRowid ? columns : 'rowid'}`).all();
  }
  return dump;
}

/** The dump of the tables a request could store into (everything but the provider mirror). */
export const dumpStored = (sqlite: Database.Database) => dumpDatabase(sqlite, PROVIDER_MIRROR_TABLES);
