// Opens the embedded SQLite database under DATA_DIR with the settings the app relies on, and applies
// the committed migrations. WAL lets readers run beside the writer; synchronous FULL makes every
// committed transaction survive a crash; the busy timeout rides out short lock contention.
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import path from 'node:path';
import type { Db } from '../db/types';
import { MIGRATIONS_DIR } from '../paths';
import { makePrivate, prepareDataDir } from './data-dir';
import * as schema from './schema';

export const DATABASE_FILE = 'huddle.db';

export interface OpenDatabase {
  sqlite: Database.Database;
  db: Db;
}

export function openDatabase(dataDir: string): OpenDatabase {
  prepareDataDir(dataDir);
  const file = path.join(dataDir, DATABASE_FILE);
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  // Created under the process umask (0077 in production, server/index.ts); an existing install's
  // files are tightened here too.
  makePrivate([file, `${file}-wal`, `${file}-shm`]);
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return { sqlite, db };
}
