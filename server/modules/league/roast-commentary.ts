// The newest stored roast of each transaction is its aiCommentary (DESIGN D12). Roasts are written by
// the roasts module; this module only reads them.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../context';
import { preparedPerDatabase } from '../../db/prepared';
import { roasts } from '../../db/schema';

export interface Commentary {
  text: string;
  personality: string;
}

/** Every transactions page reads it: prepared once, the ids bound as one JSON array. */
const roastsQuery = preparedPerDatabase((db) =>
  db
    .select({ key: roasts.subjectKey, text: roasts.text, persona: roasts.persona })
    .from(roasts)
    .where(
      and(
        eq(roasts.leagueId, sql.placeholder('leagueId')),
        eq(roasts.subjectType, 'transaction'),
        sql`${roasts.subjectKey} IN (SELECT value FROM json_each(${sql.placeholder('ids')}))`,
      ),
    )
    .orderBy(desc(roasts.createdAt), desc(roasts.id))
    .prepare(),
);

export function latestTransactionRoasts(
  db: Db,
  leagueId: string,
  transactionIds: readonly string[],
): Map<string, Commentary> {
  const result = new Map<string, Commentary>();
  if (transactionIds.length === 0) return result;
  const rows = roastsQuery(db).all({ leagueId, ids: JSON.stringify(transactionIds) });
  // Newest first: the first row of each transaction wins.
  for (const row of rows) {
    if (!result.has(row.key)) result.set(row.key, { text: row.text, personality: row.persona });
  }
  return result;
}
