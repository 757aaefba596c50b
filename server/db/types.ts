// The database handle's types (drizzle over better-sqlite3), apart from the app's context so that the
// modules the context holds can name them without importing the context back.
import type Database from 'better-sqlite3';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** A transaction handle of `db.transaction((tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repository functions take either, so they compose inside a caller's transaction. */
export type DbOrTx = Db | Tx;
