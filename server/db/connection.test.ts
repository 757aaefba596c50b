import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from './connection';
import { appSettings } from './schema';

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
  it('reuses one compiled statement per SQL text, with object rows after drizzle used it raw', () => {
    const { db, sqlite } = database;
    db.insert(appSettings).values({ key: 'theme', value: 'dark' }).run();
    const read = () => db.select().from(appSettings).where(eq(appSettings.key, 'theme')).get();
    expect(read()?.value).toBe('dark');
    const source = db.select().from(appSettings).where(eq(appSettings.key, 'theme')).toSQL().sql;
    // The statement drizzle ran (in raw mode) answers a plain prepare with object rows.
    const statement = sqlite.prepare(source);
    expect(sqlite.prepare(source)).toBe(statement);
    expect(statement.get('theme')).toMatchObject({ key: 'theme', value: 'dark' });
    db.update(appSettings).set({ value: 'light' }).where(eq(appSettings.key, 'theme')).run();
    expect(read()?.value).toBe('light');
  });

  it('compiles a second statement while the first is still iterating', () => {
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
