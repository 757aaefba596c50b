// DATA_DIR checked before anything is stored in it, and kept private: the folder 0700, the
// database, its WAL and SHM files (and the app secret, server/secret.ts) 0600, since they hold PIN
// hashes, encrypted PINs and phone numbers. A bad DATA_DIR stops the start with one line naming it.
import { accessSync, chmodSync, constants, existsSync, mkdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

export class DataDirError extends Error {
  constructor(dir: string, reason: string) {
    super(`Invalid configuration: DATA_DIR (${dir}) ${reason}`);
    this.name = 'DataDirError';
  }
}

/** Kernel views, not storage: SQLite there fails or spins. */
const PSEUDO_FILESYSTEMS = ['/proc', '/sys', '/dev'];

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Checks DATA_DIR, creates it (its parent must exist) and makes it private. */
export function prepareDataDir(dir: string): void {
  const parent = path.dirname(dir);
  const existing = existsSync(dir) ? dir : parent;
  if (!existsSync(existing))
    throw new DataDirError(dir, 'cannot be created: its parent folder does not exist');
  const real = realpathSync(existing);
  if (PSEUDO_FILESYSTEMS.some((root) => real === root || real.startsWith(`${root}/`))) {
    throw new DataDirError(dir, `is on a system pseudo-filesystem (${real}), not storage`);
  }
  if (existsSync(dir) && !statSync(dir).isDirectory()) throw new DataDirError(dir, 'is a file, not a folder');
  try {
    if (!existsSync(dir)) mkdirSync(dir, { mode: PRIVATE_DIR_MODE });
    accessSync(dir, constants.W_OK);
  } catch {
    throw new DataDirError(dir, 'is not writable by this process');
  }
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** The database and its companions, readable by this user only. */
export function makePrivate(files: readonly string[]): void {
  for (const file of files) if (existsSync(file)) chmodSync(file, PRIVATE_FILE_MODE);
}
