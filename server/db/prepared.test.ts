import { eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from './connection';
import { preparedPerDatabase } from './prepared';
import { appSettings } from './schema';

const opened: { dir: string; database: OpenDatabase }[] = [];
function open(): OpenDatabase {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'huddle-prepared-'));
  const database = openDatabase(dir);
  opened.push({ dir, database });
  return database;
}
afterEach(() => {
  for (const { dir, database } of opened.splice(0)) {
    database.sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

const settingQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, sql.placeholder('key')))
    .prepare(),
);

describe('preparedPerDatabase', () => {
  it('prepares once per database and binds the values of each call', () => {
    const first = open();
    const second = open();
    first.db.insert(appSettings).values({ key: 'a', value: 'first' }).run();
    second.db.insert(appSettings).values({ key: 'a', value: 'second' }).run();
    expect(settingQuery(first.db)).toBe(settingQuery(first.db));
    expect(settingQuery(second.db)).not.toBe(settingQuery(first.db));
    expect(settingQuery(first.db).get({ key: 'a' })?.value).toBe('first');
    expect(settingQuery(second.db).get({ key: 'a' })?.value).toBe('second');
    expect(settingQuery(first.db).get({ key: 'b' })).toBeUndefined();
  });
});
