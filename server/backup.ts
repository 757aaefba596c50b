// Backups for an unattended server: `backup` into a folder with rotation (a timer runs it nightly,
// keeping the newest N copies), and `restore`, which puts a checked copy in place of the database
// after moving the current files aside (nothing is deleted). Used by server/cli.ts.
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, copyFileSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE } from './db/connection';
import { makePrivate } from './db/data-dir';

export class BackupError extends Error {}

/** Backup files made in a folder: `huddle-2026-02-10T18-00-00-000Z.db`; their names sort by time. */
const BACKUP_NAME = /^huddle-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.db$/;
export const backupFileName = (at: Date) => `huddle-${at.toISOString().replace(/[:.]/g, '-')}.db`;

export const MAX_KEEP = 1000;

/** `--keep N`: a whole number of copies, 1 to 1000. */
export function parseKeep(value: string | undefined): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_KEEP) {
    throw new BackupError(`--keep needs a whole number of copies from 1 to ${MAX_KEEP}.`);
  }
  return Number(value);
}

export interface BackupTarget {
  /** The file to write. */
  file: string;
  /** The folder whose older backups are rotated (null: a single named file, no rotation). */
  folder: string | null;
}

/**
 * Where a backup goes: an existing folder (or a path ending in '/') gets a new time-stamped file;
 * anything else is the file itself. `--keep` only makes sense for a folder.
 */
export function backupTarget(target: string, now: Date, keep: number | null): BackupTarget {
  const isFolder = target.endsWith('/') || (existsSync(target) && statSync(target).isDirectory());
  if (!isFolder) {
    if (keep !== null)
      throw new BackupError('--keep rotates the copies in a folder: give a folder, not a file.');
    return { file: path.resolve(target), folder: null };
  }
  const folder = path.resolve(target);
  mkdirSync(folder, { recursive: true });
  return { file: path.join(folder, backupFileName(now)), folder };
}

/** Deletes the oldest backups of `folder` beyond the newest `keep`; returns the files deleted. */
export function rotateBackups(folder: string, keep: number): string[] {
  const backups = readdirSync(folder)
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
  const doomed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of doomed) rmSync(path.join(folder, name));
  return doomed;
}

/**
 * Online backup (safe while the server runs) written beside the target and renamed when complete. A
 * copy of PIN hashes and phone numbers: readable by this user only before it has its name.
 */
export async function writeBackup(sqlite: Database.Database, file: string): Promise<void> {
  const partial = `${file}.partial`;
  await sqlite.backup(partial);
  makePrivate([partial]);
  renameSync(partial, file);
}

/** A file that is a Huddle database in good order: opens, passes integrity_check, has our tables. */
export function checkBackup(file: string): void {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`${file} is not a file.`);
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok')
      throw new BackupError(`${file} is damaged (integrity_check: ${String(integrity)}).`);
    const tables = new Set(
      (
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>
      ).map((row) => row.name),
    );
    if (!tables.has('users') || !tables.has('audit_log')) {
      throw new BackupError(`${file} is not a Huddle database (no users or audit_log table).`);
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a readable SQLite database: ${(error as Error).message}`);
  } finally {
    db?.close();
  }
}

/**
 * Puts a checked backup in place of DATA_DIR's database. Run it with Huddle stopped. The current
 * database and its WAL files are moved aside (`huddle.db.before-restore-<time>`), never deleted.
 * Returns the name the previous database was moved to (null when there was none).
 */
export function restoreBackup(dataDir: string, backupFile: string, now: Date): string | null {
  checkBackup(backupFile);
  mkdirSync(dataDir, { recursive: true });
  const live = path.join(dataDir, DATABASE_FILE);
  const aside = `${live}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
  const hadDatabase = existsSync(live);
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(live + suffix)) renameSync(live + suffix, aside + suffix);
  }
  copyFileSync(backupFile, live);
  return hadDatabase ? aside : null;
}
