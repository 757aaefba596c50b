// What a full or read-only disk looks like, known in this one place. SQLite reports it as SQLITE_FULL,
// SQLITE_READONLY*, SQLITE_IOERR* or SQLITE_CANTOPEN* (better-sqlite3 gives the extended codes, e.g.
// SQLITE_IOERR_WRITE); Node's file system as ENOSPC, EDQUOT or EROFS. Requests that hit one answer 503
// (server/http/error-handler.ts); reads that write only on the side skip that write.

/** The answer to a write or a sign-in the disk cannot take. */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'Storage is full or read-only, so nothing could be saved. Please try again later.';

const SQLITE_CODES = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN)(_\w+)?$/;
const FILE_SYSTEM_CODES: ReadonlySet<string> = new Set(['ENOSPC', 'EDQUOT', 'EROFS']);

/** Whether `error` (or an error it wraps, e.g. a query builder's) is the disk refusing a write. */
export function isStorageError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (SQLITE_CODES.test(code) || FILE_SYSTEM_CODES.has(code))) return true;
    cause = cause.cause;
  }
  return false;
}

/**
 * Runs a write that a read does only on the side (a provider copy, a session's sliding expiry): on a
 * full or read-only disk the write is skipped and the read goes on (undefined); other errors throw.
 */
export function unlessStorageFails<T>(write: () => T): T | undefined {
  try {
    return write();
  } catch (error) {
    if (isStorageError(error)) return undefined;
    throw error;
  }
}
