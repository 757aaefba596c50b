// Roast storage (DESIGN D12): every roast with its subject, persona, provider and text, and the
// persona setting in app_settings. The persona column holds the persona's display name, which is
// what a transaction's aiCommentary shows (server/modules/league/roast-commentary.ts reads it).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../context';
import { preparedPerDatabase } from '../db/prepared';
import { appSettings, roasts } from '../db/schema';
import type { PersonaSetting } from '../../common/roasts';
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

export function saveRoast(db: Db, roast: StoredRoast, createdAt: number): void {
  db.insert(roasts)
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

const roastsVersionQuery = preparedPerDatabase((db) =>
  db
    .select({ count: sql<number>`count(*)`, last: sql<number | null>`max(${roasts.id})` })
    .from(roasts)
    .where(eq(roasts.leagueId, sql.placeholder('leagueId')))
    .prepare(),
);

/** How many roasts the league has and the newest id: changes whenever a roast is stored. */
export function roastsVersion(db: Db, leagueId: string): string {
  const row = roastsVersionQuery(db).get({ leagueId });
  return `${row?.count ?? 0}:${row?.last ?? 0}`;
}

/** The league's roasts of games, lineups and transactions (the subjects that name teams), newest first. */
export function teamRoasts(
  db: Db,
  leagueId: string,
): Array<{
  subjectType: string;
  subjectKey: string;
  text: string;
  persona: string;
  createdAt: number;
}> {
  return db
    .select({
      subjectType: roasts.subjectType,
      subjectKey: roasts.subjectKey,
      text: roasts.text,
      persona: roasts.persona,
      createdAt: roasts.createdAt,
    })
    .from(roasts)
    .where(
      and(eq(roasts.leagueId, leagueId), inArray(roasts.subjectType, ['matchup', 'roster', 'transaction'])),
    )
    .orderBy(desc(roasts.createdAt), desc(roasts.id))
    .all();
}
