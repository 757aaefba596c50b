// The stored memory of what a league's roasts and recaps have said (templates/phrase-memory.ts): read
// for the season a roast tells, written with the roast.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { roastPhrases } from '../db/schema';
import type { PhraseUse, RoastPlace } from './templates/phrase-memory';
import type { FactSheet, SubjectType } from './types';

/**
 * Phrase uses of roasts a league keeps: a season of every roast a busy league asks for, many times
 * over (a roast uses four or five phrases). Older uses go as new ones are stored. A recap's are kept
 * for good: one text per week, so a league's recaps hold a few hundred uses a season, and a week's
 * recap is written from its season's earlier ones.
 */
export const PHRASE_USES_KEPT = 20_000;

/** Where a sheet's roast is read (its phrases' place in the memory). */
export function placeOf(sheet: FactSheet): RoastPlace {
  return {
    subjectType: sheet.subjectType,
    subjectKey: sheet.subjectKey,
    week: sheet.moment.week,
    rosterIds: sheet.rosterIds ?? [],
  };
}

const SUBJECT_TYPES: ReadonlySet<string> = new Set<SubjectType>([
  'matchup',
  'roster',
  'transaction',
  'season',
  'recap',
]);

/** Every phrase use of the league's season. */
export function seasonPhraseUses(db: Db, leagueId: string, season: string): PhraseUse[] {
  return db
    .select({
      week: roastPhrases.week,
      phrase: roastPhrases.phrase,
      subjectType: roastPhrases.subjectType,
      subjectKey: roastPhrases.subjectKey,
      rosterIds: roastPhrases.rosterIds,
    })
    .from(roastPhrases)
    .where(and(eq(roastPhrases.leagueId, leagueId), eq(roastPhrases.season, season)))
    .all()
    .map((row) => ({
      ...row,
      // A use stored before subjects were: a roast of some subject (never a recap's, which had none).
      subjectType: SUBJECT_TYPES.has(row.subjectType) ? (row.subjectType as SubjectType) : 'matchup',
      rosterIds: row.rosterIds === '' ? [] : row.rosterIds.split(',').map(Number),
    }));
}

/**
 * Stores the phrases a roast used and lets the league's oldest uses of roasts beyond the kept ones
 * go. A recap has one text per week: its uses replace the week's earlier ones (a text written again
 * after a stat correction).
 */
export function recordPhrases(
  db: Db,
  leagueId: string,
  sheet: FactSheet,
  phrases: readonly string[],
  createdAt: number,
): void {
  const place = placeOf(sheet);
  const { season } = sheet.moment;
  db.transaction((tx) => {
    if (place.subjectType === 'recap')
      tx.delete(roastPhrases)
        .where(
          and(
            eq(roastPhrases.leagueId, leagueId),
            eq(roastPhrases.season, season),
            eq(roastPhrases.subjectType, 'recap'),
            eq(roastPhrases.subjectKey, place.subjectKey),
          ),
        )
        .run();
    if (phrases.length === 0) return;
    tx.insert(roastPhrases)
      .values(
        phrases.map((phrase) => ({
          leagueId,
          season,
          week: place.week,
          phrase,
          subjectType: place.subjectType,
          subjectKey: place.subjectKey,
          rosterIds: place.rosterIds.join(','),
          createdAt,
        })),
      )
      .run();
    tx.run(sql`DELETE FROM roast_phrases WHERE id IN (
      SELECT id FROM roast_phrases WHERE league_id = ${leagueId} AND subject_type != 'recap'
      ORDER BY id DESC LIMIT -1 OFFSET ${PHRASE_USES_KEPT})`);
  });
}
