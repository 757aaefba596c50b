// The newest stored roast of each transaction is its aiCommentary (docs/product.md D12). Roasts are written
// by the roasts module; this module only reads them, one index seek per transaction of the page
// (server/roast/store.ts).
import type { Db } from '../../db/types';
import { newestRoastOfEach } from '../../roast/store';

export interface Commentary {
  text: string;
  personality: string;
}

export function latestTransactionRoasts(
  db: Db,
  leagueId: string,
  transactionIds: readonly string[],
): Map<string, Commentary> {
  const rows = newestRoastOfEach(
    db,
    leagueId,
    transactionIds.map((id) => ['transaction', id] as const),
  );
  return new Map(rows.map((row) => [row.subjectKey, { text: row.text, personality: row.persona }]));
}
