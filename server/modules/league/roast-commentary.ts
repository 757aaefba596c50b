// The newest stored roast of each transaction is its aiCommentary (DESIGN D12). Roasts are written by
// the roasts module; this module only reads them.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../context';
import { roasts } from '../../db/schema';

export interface Commentary {
  text: string;
  personality: string;
}

export function latestTransactionRoasts(
  db: Db,
  leagueId: string,
  transactionIds: readonly string[],
): Map<string, Commentary> {
  const result = new Map<string, Commentary>();
  if (transactionIds.length === 0) return result;
  const rows = db
    .select({ key: roasts.subjectKey, text: roasts.text, persona: roasts.persona })
    .from(roasts)
    .where(
      and(
        eq(roasts.leagueId, leagueId),
        eq(roasts.subjectType, 'transaction'),
        inArray(roasts.subjectKey, [...transactionIds]),
      ),
    )
    .orderBy(desc(roasts.createdAt), desc(roasts.id))
    .all();
  // Newest first: the first row of each transaction wins.
  for (const row of rows) {
    if (!result.has(row.key)) result.set(row.key, { text: row.text, personality: row.persona });
  }
  return result;
}
