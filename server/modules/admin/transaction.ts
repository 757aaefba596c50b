// One database transaction around a commissioner write and its audit entry. better-sqlite3 runs every
// statement of the app on one connection, so the drizzle calls made inside `work` (through ctx.db) are
// part of this transaction; a throw rolls all of them back, the audit entry included.
import type { AppContext } from '../../context';

export function inTransaction<T>(ctx: AppContext, work: () => T): T {
  return ctx.sqlite.transaction(work)();
}
