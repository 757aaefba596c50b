// Each game's result as Huddle first counted it final (docs/decisions/0037), kept so that a stat
// correction which later turns a game the other way is said on its card rather than slipped in: a
// member who saw "A beat B" on Monday night reads "changed by a stat correction" beside "B beat A".
import { and, eq } from 'drizzle-orm';
import { finalResults } from '../../db/schema';
import { unlessStorageFails } from '../../db/storage-errors';
import type { DbOrTx } from '../../db/types';

export interface GameResult {
  matchupId: number;
  /** Null for a tie. */
  winnerRosterId: number | null;
}

/**
 * The games of `results` whose winner is not the one first counted final. Results not stored yet are
 * stored now (the first count of each game, once); the others are never overwritten.
 */
export function correctedGames(
  db: DbOrTx,
  leagueId: string,
  week: number,
  results: readonly GameResult[],
): number[] {
  if (results.length === 0) return [];
  const where = and(eq(finalResults.leagueId, leagueId), eq(finalResults.week, week));
  const first = new Map(
    db
      .select({ matchupId: finalResults.matchupId, winnerRosterId: finalResults.winnerRosterId })
      .from(finalResults)
      .where(where)
      .all()
      .map((row) => [row.matchupId, row.winnerRosterId]),
  );
  const unseen = results.filter((result) => !first.has(result.matchupId));
  if (unseen.length > 0) {
    // A read that writes on the side: a full or read-only disk skips the write, never the answer.
    unlessStorageFails(() =>
      db
        .insert(finalResults)
        .values(unseen.map((result) => ({ leagueId, week, ...result })))
        .onConflictDoNothing()
        .run(),
    );
  }
  return results
    .filter((result) => first.has(result.matchupId) && first.get(result.matchupId) !== result.winnerRosterId)
    .map((result) => result.matchupId);
}
