import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { openDatabase, type OpenDatabase } from './connection';

let dir: string;
let database: OpenDatabase;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'huddle-db-'));
  database = openDatabase(dir);
});
afterEach(() => {
  database.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('opens with the durability and integrity settings the app relies on', () => {
    const { sqlite } = database;
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    // 2 is FULL: a committed transaction survives a power cut.
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(2);
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
  });

  it('applies every committed migration', () => {
    const committed = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).length;
    const applied = database.sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as {
      n: number;
    };
    expect(applied.n).toBe(committed);
  });

  it('compiles a statement per prepare, so one still iterating does not block another', () => {
    const { sqlite } = database;
    sqlite.exec("INSERT INTO app_settings (key, value) VALUES ('a', '1'), ('b', '2')");
    const source = 'SELECT key FROM app_settings ORDER BY key';
    const keys: string[] = [];
    for (const row of sqlite.prepare(source).iterate() as Iterable<{ key: string }>) {
      keys.push(row.key, ...(sqlite.prepare(source).all() as { key: string }[]).map((r) => r.key));
    }
    expect(keys).toEqual(['a', 'a', 'b', 'b', 'a', 'b']);
  });
});
