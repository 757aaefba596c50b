import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { isStorageError, unlessStorageFails } from './storage-errors';

const sqliteError = (code: string) => new Database.SqliteError('failed', code);
const fsError = (code: string) => Object.assign(new Error(`${code}: failed`), { code });

describe('isStorageError', () => {
  it.each([
    'SQLITE_FULL',
    'SQLITE_READONLY',
    'SQLITE_READONLY_DBMOVED',
    'SQLITE_IOERR',
    'SQLITE_IOERR_WRITE',
    'SQLITE_IOERR_FSYNC',
    'SQLITE_CANTOPEN',
    'SQLITE_CANTOPEN_ISDIR',
  ])('knows %s for the disk refusing a write', (code) => {
    expect(isStorageError(sqliteError(code))).toBe(true);
  });

  it.each(['ENOSPC', 'EDQUOT', 'EROFS'])('knows the file system error %s', (code) => {
    expect(isStorageError(fsError(code))).toBe(true);
  });

  it.each(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_BUSY', 'SQLITE_ERROR', 'SQLITE_FULLY', 'ENOENT', 'EACCES'])(
    'leaves %s to the code that made it',
    (code) => {
      expect(isStorageError(sqliteError(code))).toBe(false);
    },
  );

  it('looks through an error that wraps it, and not at values that are not errors', () => {
    expect(isStorageError(new Error('Failed query', { cause: sqliteError('SQLITE_FULL') }))).toBe(true);
    expect(isStorageError({ code: 'SQLITE_FULL' })).toBe(false);
    expect(isStorageError(undefined)).toBe(false);
  });
});

describe('unlessStorageFails', () => {
  it('skips a write the disk refuses and throws every other error', () => {
    expect(unlessStorageFails(() => 1)).toBe(1);
    expect(
      unlessStorageFails(() => {
        throw sqliteError('SQLITE_FULL');
      }),
    ).toBeUndefined();
    expect(() =>
      unlessStorageFails(() => {
        throw sqliteError('SQLITE_CONSTRAINT_UNIQUE');
      }),
    ).toThrow();
  });
});
