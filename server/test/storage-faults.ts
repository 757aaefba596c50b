// Disk-full and read-only faults for tests, injected where SQLite reports them: a statement that writes
// throws, when it runs, the SqliteError SQLite raises on a full or read-only disk (SQLITE_FULL, ...).
// Reads run as usual. Every statement prepared while the fault is on is wrapped, the app's cached ones
// included (server/db/connection.ts hands them out through `prepare`); the few queries kept prepared
// for good (server/db/prepared.ts) are reads. Transaction control (BEGIN, COMMIT) and PRAGMAs pass.
import Database from 'better-sqlite3';

export interface WriteFault {
  /** Writes that failed so far. */
  readonly failures: number;
  /** Writes work again: the disk has space, or is writable, once more. */
  restore(): void;
}

export interface WriteFaultOptions {
  /** The SQLite code to throw (default SQLITE_FULL). */
  code?: string;
  /** Let this many writes through first (a failure half way through a transaction). */
  allow?: number;
  /** Only writes whose SQL matches. */
  only?: RegExp;
}

const MESSAGES: Record<string, string> = {
  SQLITE_FULL: 'database or disk is full',
  SQLITE_READONLY: 'attempt to write a readonly database',
  SQLITE_IOERR_WRITE: 'disk I/O error',
  SQLITE_CANTOPEN: 'unable to open database file',
};

export function injectWriteFaults(sqlite: Database.Database, options: WriteFaultOptions = {}): WriteFault {
  const code = options.code ?? 'SQLITE_FULL';
  let allowed = options.allow ?? 0;
  let failures = 0;
  const prepare = sqlite.prepare;
  const fail = () => {
    if (allowed > 0) {
      allowed -= 1;
      return false;
    }
    failures += 1;
    return true;
  };
  sqlite.prepare = ((source: string) => {
    const statement = prepare.call(sqlite, source);
    const writes = !statement.readonly && !/^\s*PRAGMA/i.test(source);
    if (!writes || (options.only && !options.only.test(source))) return statement;
    const wrapped: Database.Statement = new Proxy(statement, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        const method = value as (...args: unknown[]) => unknown;
        // run, and all/get of a write with RETURNING: the step that would touch the disk.
        if (property === 'run' || property === 'all' || property === 'get') {
          return (...args: unknown[]) => {
            if (fail()) throw new Database.SqliteError(MESSAGES[code] ?? code, code);
            return method.apply(target, args);
          };
        }
        return (...args: unknown[]) => {
          const result = method.apply(target, args);
          // Chained calls (raw(), pluck()) return the statement: keep the wrapper.
          return result === target ? wrapped : result;
        };
      },
    });
    return wrapped;
  }) as Database.Database['prepare'];
  return {
    get failures() {
      return failures;
    },
    restore: () => {
      sqlite.prepare = prepare;
    },
  };
}
