import Database from 'better-sqlite3';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BackupError,
  backupFileName,
  backupTarget,
  checkBackup,
  parseKeep,
  restoreBackup,
  rotateBackups,
} from './backup';
import { DATABASE_FILE, openDatabase } from './db/connection';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'huddle-backup-unit-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A real Huddle database (migrated) at `file`, with one marker row. */
function huddleDatabase(file: string, marker: string): void {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'huddle-db-'));
  const { sqlite } = openDatabase(folder);
  sqlite.prepare("INSERT INTO app_settings (key, value) VALUES ('marker', ?)").run(marker);
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
  writeFileSync(file, readFileSync(path.join(folder, DATABASE_FILE)));
  rmSync(folder, { recursive: true, force: true });
}

describe('backup target and rotation', () => {
  it('writes a time-stamped file into a folder, the given file otherwise', () => {
    const at = new Date('2026-02-10T03:15:00.123Z');
    expect(backupFileName(at)).toBe('huddle-2026-02-10T03-15-00-123Z.db');
    expect(backupTarget(dir, at, 7)).toEqual({ file: path.join(dir, backupFileName(at)), folder: dir });
    const created = path.join(dir, 'nightly/');
    expect(backupTarget(created, at, null).folder).toBe(path.join(dir, 'nightly'));
    expect(existsSync(path.join(dir, 'nightly'))).toBe(true);
    expect(backupTarget(path.join(dir, 'one.db'), at, null)).toEqual({
      file: path.join(dir, 'one.db'),
      folder: null,
    });
    expect(() => backupTarget(path.join(dir, 'one.db'), at, 3)).toThrow(/give a folder, not a file/);
  });

  it('keeps the newest N backups and leaves every other file alone', () => {
    const names = [1, 2, 3, 4].map((day) => backupFileName(new Date(`2026-02-0${day}T03:00:00Z`)));
    for (const name of [...names, 'notes.txt', 'huddle.db', `${names[0]}.partial`]) {
      writeFileSync(path.join(dir, name), 'x');
    }
    expect(rotateBackups(dir, 2)).toEqual(names.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual(
      [...names.slice(2), `${names[0]}.partial`, 'huddle.db', 'notes.txt'].sort(),
    );
    expect(rotateBackups(dir, 5)).toEqual([]);
  });

  it('refuses a --keep that is not a whole number from 1 to 1000', () => {
    for (const bad of [undefined, '0', '-1', '2.5', 'many', '1001']) {
      expect(() => parseKeep(bad)).toThrow(BackupError);
    }
    expect(parseKeep('14')).toBe(14);
  });
});

describe('restore', () => {
  it('puts a checked backup in place and moves the current database aside', () => {
    const backup = path.join(dir, 'backup.db');
    huddleDatabase(backup, 'from-backup');
    const dataDir = path.join(dir, 'data');
    mkdirSync(dataDir);
    huddleDatabase(path.join(dataDir, DATABASE_FILE), 'current');
    writeFileSync(path.join(dataDir, `${DATABASE_FILE}-wal`), '');

    const aside = restoreBackup(dataDir, backup, new Date('2026-02-10T12:00:00Z'));
    expect(aside).toBe(path.join(dataDir, `${DATABASE_FILE}.before-restore-2026-02-10T12-00-00-000Z`));
    expect(existsSync(`${aside}-wal`)).toBe(true);
    expect(existsSync(path.join(dataDir, `${DATABASE_FILE}-wal`))).toBe(false);
    const read = (file: string) => {
      const db = new Database(file, { readonly: true });
      const row = db.prepare("SELECT value FROM app_settings WHERE key = 'marker'").get() as {
        value: string;
      };
      db.close();
      return row.value;
    };
    expect(read(path.join(dataDir, DATABASE_FILE))).toBe('from-backup');
    expect(read(aside!)).toBe('current');
  });

  it('refuses a missing file, a file that is not SQLite and a database that is not Huddle’s', () => {
    const dataDir = path.join(dir, 'data');
    expect(() => restoreBackup(dataDir, path.join(dir, 'missing.db'), new Date())).toThrow(/is not a file/);
    writeFileSync(path.join(dir, 'text.db'), 'not a database at all, just some text');
    expect(() => checkBackup(path.join(dir, 'text.db'))).toThrow(/not a readable SQLite database/);
    const other = new Database(path.join(dir, 'other.db'));
    other.exec('CREATE TABLE t (x)');
    other.close();
    expect(() => checkBackup(path.join(dir, 'other.db'))).toThrow(/not a Huddle database/);
    // Nothing was touched by the refusals.
    expect(existsSync(dataDir)).toBe(false);
  });
});
