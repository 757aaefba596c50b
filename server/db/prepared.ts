// Queries that run on most requests, built and prepared once per database handle. Drizzle otherwise
// rebuilds a query's SQL from the schema on every call, which under load cost more CPU than the
// query itself (the session lookup was a third of a request). Values are bound through
// `sql.placeholder(name)` and passed to the prepared query's `get`/`all`.
import type { DbOrTx } from '../db/types';

export function preparedPerDatabase<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  // Keyed weakly: a transaction handle's queries go when the transaction does.
  const prepared = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
