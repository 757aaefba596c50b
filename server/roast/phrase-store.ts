// The stored memory of the phrases a league's template roasts used (templates/phrase-memory.ts): read
// for the season and week a roast tells, written with the roast.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { roastPhrases } from '../db/schema';
import type { PhraseMemory } from './templates/phrase-memory';

/**
 * Phrase uses a league keeps: a season of every roast a busy league asks for, many times over (a
 * roast uses four or five phrases). Older uses go as new ones are stored.
 */
export const PHRASE_USES_KEPT = 20_000;

/** What the league's roasts of `season` used: in `week`, and how often in the whole season. */
export function phraseMemory(db: Db, leagueId: string, season: string, week: number): PhraseMemory {
  const rows = db
    .select({ week: roastPhrases.week, phrase: roastPhrases.phrase })
    .from(roastPhrases)
    .where(and(eq(roastPhrases.leagueId, leagueId), eq(roastPhrases.season, season)))
    .all();
  const usedThisWeek = new Set<string>();
  const seasonUses = new Map<string, number>();
  for (const row of rows) {
    if (row.week === week) usedThisWeek.add(row.phrase);
    seasonUses.set(row.phrase, (seasonUses.get(row.phrase) ?? 0) + 1);
  }
  return { usedThisWeek, seasonUses };
}

/** Stores the phrases a roast used and lets the league's oldest uses beyond the kept ones go. */
export function recordPhrases(
  db: Db,
  leagueId: string,
  moment: { season: string; week: number },
  phrases: readonly string[],
  createdAt: number,
): void {
  if (phrases.length === 0) return;
  db.transaction((tx) => {
    tx.insert(roastPhrases)
      .values(phrases.map((phrase) => ({ leagueId, ...moment, phrase, createdAt })))
      .run();
    tx.run(sql`DELETE FROM roast_phrases WHERE id IN (
      SELECT id FROM roast_phrases WHERE league_id = ${leagueId}
      ORDER BY id DESC LIMIT -1 OFFSET ${PHRASE_USES_KEPT})`);
  });
}
