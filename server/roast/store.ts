// Roast storage (docs/product.md D12, docs/decisions/0021): roasts with their subject, persona, provider and
// text, each subject keeping its newest ROASTS_KEPT_PER_SUBJECT, and the persona setting in
// app_settings. The persona column holds the persona's display name, which is what a transaction's
// aiCommentary shows (server/modules/league/roast-commentary.ts). Pages read roasts by subject through
// roasts_subject_idx: a bounded number of rows per subject, whatever the table holds.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { appSettings, roasts } from '../db/schema';
import type { PersonaSetting } from '../../common/roasts';
import { MANAGER_ROASTS } from '../league/manager-profile';
import { DEFAULT_PERSONA, isPersonaId } from './personas';
import type { ProviderName, SubjectType } from './types';

export const PERSONA_SETTING_KEY = 'roastPersona';

export interface StoredRoast {
  leagueId: string;
  subjectType: SubjectType;
  subjectKey: string;
  personaName: string;
  provider: ProviderName;
  text: string;
  requestedBy: string | null;
}

/**
 * Roasts a subject keeps: at least what any page shows of one subject (a manager's page shows the
 * newest MANAGER_ROASTS over their subjects, a transaction its newest), so a trimmed roast was never
 * on a page.
 */
export const ROASTS_KEPT_PER_SUBJECT = MANAGER_ROASTS;

/** Stores a roast and, in the same transaction, lets its subject's oldest beyond the kept ones go. */
export function saveRoast(db: Db, roast: StoredRoast, createdAt: number): void {
  db.transaction((tx) => {
    tx.insert(roasts)
      .values({
        leagueId: roast.leagueId,
        subjectType: roast.subjectType,
        subjectKey: roast.subjectKey,
        persona: roast.personaName,
        provider: roast.provider,
        text: roast.text,
        requestedBy: roast.requestedBy,
        createdAt,
      })
      .run();
    // The subject's rows past the newest kept ones: a bounded read of the subject index.
    tx.run(sql`DELETE FROM roasts WHERE id IN (
      SELECT id FROM roasts
      WHERE league_id = ${roast.leagueId} AND subject_type = ${roast.subjectType}
        AND subject_key = ${roast.subjectKey}
      ORDER BY created_at DESC, id DESC LIMIT -1 OFFSET ${ROASTS_KEPT_PER_SUBJECT})`);
  });
}

/** The newest roast of a subject: its text (the next roast must not repeat it) and who wrote it. */
export function lastRoast(
  db: Db,
  leagueId: string,
  subjectType: SubjectType,
  subjectKey: string,
): { text: string; persona: string } | undefined {
  return db
    .select({ text: roasts.text, persona: roasts.persona })
    .from(roasts)
    .where(
      and(
        eq(roasts.leagueId, leagueId),
        eq(roasts.subjectType, subjectType),
        eq(roasts.subjectKey, subjectKey),
      ),
    )
    .orderBy(desc(roasts.createdAt), desc(roasts.id))
    .limit(1)
    .get();
}

/** The persona name of the league's newest roast (rotation continues from it). */
export function lastPersonaName(db: Db, leagueId: string): string | undefined {
  return db
    .select({ persona: roasts.persona })
    .from(roasts)
    .where(eq(roasts.leagueId, leagueId))
    .orderBy(desc(roasts.createdAt), desc(roasts.id))
    .limit(1)
    .get()?.persona;
}

export function readPersonaSetting(db: Db): PersonaSetting {
  const row = db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, PERSONA_SETTING_KEY))
    .get();
  if (!row) return DEFAULT_PERSONA;
  try {
    const value: unknown = JSON.parse(row.value);
    return typeof value === 'string' && (value === 'rotate' || isPersonaId(value)) ? value : DEFAULT_PERSONA;
  } catch {
    return DEFAULT_PERSONA;
  }
}

export function writePersonaSetting(db: Db, setting: PersonaSetting, updatedAt: number): void {
  const value = JSON.stringify(setting);
  db.insert(appSettings)
    .values({ key: PERSONA_SETTING_KEY, value, updatedAt })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt } })
    .run();
}

/** A stored roast as a page reads it. */
export interface SubjectRoast {
  subjectType: string;
  subjectKey: string;
  text: string;
  persona: string;
  createdAt: number;
}

/**
 * The newest `limit` roasts of some subjects (given as `[type, key]` pairs, bound as one JSON array),
 * newest first. Each subject is one seek of the subject index, whose entries hold the time (the
 * retention rule keeps at most ROASTS_KEPT_PER_SUBJECT of them); only the rows picked are read.
 * INDEXED BY: with the league's time index the planner could prefer walking every roast of the league.
 */
export function newestRoastsOf(
  db: Db,
  leagueId: string,
  subjects: ReadonlyArray<readonly [SubjectType, string]>,
  limit: number,
): SubjectRoast[] {
  if (subjects.length === 0) return [];
  return db.all<SubjectRoast>(sql`
    SELECT subject_type AS subjectType, subject_key AS subjectKey, text, persona, created_at AS createdAt
    FROM roasts WHERE id IN (
      SELECT c.id FROM json_each(${JSON.stringify(subjects)}) AS s
      CROSS JOIN roasts AS c INDEXED BY roasts_subject_idx
        ON c.league_id = ${leagueId} AND c.subject_type = s.value ->> 0 AND c.subject_key = s.value ->> 1
      ORDER BY c.created_at DESC, c.id DESC LIMIT ${limit})
    ORDER BY created_at DESC, id DESC`);
}

/** The newest roast of each subject that has one: one seek of the subject index per subject. */
export function newestRoastOfEach(
  db: Db,
  leagueId: string,
  subjects: ReadonlyArray<readonly [SubjectType, string]>,
): SubjectRoast[] {
  if (subjects.length === 0) return [];
  return db.all<SubjectRoast>(sql`
    SELECT r.subject_type AS subjectType, r.subject_key AS subjectKey, r.text, r.persona,
           r.created_at AS createdAt
    FROM json_each(${JSON.stringify(subjects)}) AS s
    JOIN roasts AS r ON r.id = (
      SELECT id FROM roasts
      WHERE league_id = ${leagueId} AND subject_type = s.value ->> 0 AND subject_key = s.value ->> 1
      ORDER BY created_at DESC, id DESC LIMIT 1)`);
}
