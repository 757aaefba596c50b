// One roast end to end: who speaks (the admin's persona setting, or the next one in rotation), what
// not to repeat (the subject's last text and what the league has read of its season), the engine, and
// storage.
import type { PersonaSetting } from '../../common/roasts';
import type { AppContext } from '../context';
import { llmClientFor, writeRoast } from './engine';
import { personaById, personas, type Persona } from './personas';
import type { LlmClient } from './providers/llm';
import { randomRng, type Rng } from './rng';
import { placeOf, recordPhrases, seasonPhraseUses } from './phrase-store';
import { memoryOf } from './templates/phrase-memory';
import { lastPersonaName, lastRoast, readPersonaSetting, saveRoast } from './store';
import { unlessStorageFails } from '../db/storage-errors';
import type { FactSheet, RoastText } from './types';

export interface RoastResult {
  text: string;
  personalityName: string;
}

export interface RoastServiceOptions {
  /** Replaces the configured LLM client (tests). */
  llm?: LlmClient | null;
  /** A seeded generator for reproducible template choices (tests); random otherwise. */
  rng?: Rng;
  timeoutMs?: number;
}

export type RoastService = (sheet: FactSheet, requestedBy: string | null) => Promise<RoastResult>;

/** The persona of the next roast: the setting, or for 'rotate' the one after the newest roast's. */
export function choosePersona(
  appName: string,
  setting: PersonaSetting,
  lastName: string | undefined,
): Persona {
  if (setting !== 'rotate') return personaById(appName, setting);
  const all = personas(appName);
  const lastIndex = all.findIndex((p) => p.name === lastName);
  return all[(lastIndex + 1) % all.length] as Persona;
}

/** A roast written (not yet stored), with who wrote it. */
export interface WrittenRoast extends RoastText {
  persona: Persona;
}

/**
 * Writes a roast that must not repeat `avoid`: the league's persona, the LLM or the templates, the
 * templates' phrases the freshest for the subject by what the league has read of its season. The
 * caller stores it, and remembers its phrases (`rememberPhrases`) with it.
 */
export type RoastWriter = (sheet: FactSheet, avoid: string | undefined) => Promise<WrittenRoast>;

export function createRoastWriter(ctx: AppContext, options: RoastServiceOptions = {}): RoastWriter {
  const llm = options.llm !== undefined ? options.llm : llmClientFor(ctx.config.roast);
  return async (sheet, avoid) => {
    const persona = choosePersona(
      ctx.config.appName,
      readPersonaSetting(ctx.db),
      lastPersonaName(ctx.db, ctx.leagueId),
    );
    const result = await writeRoast(sheet, persona, avoid, {
      llm,
      rng: options.rng ?? randomRng(),
      timeoutMs: options.timeoutMs,
      memory: memoryOf(seasonPhraseUses(ctx.db, ctx.leagueId, sheet.moment.season), placeOf(sheet)),
      onFallback: (reason) =>
        ctx.log.warn({ subject: sheet.subjectKey, reason }, 'LLM roast not used; template fallback'),
    });
    return { ...result, persona };
  };
}

/** Remembers what a roast said, for the next roasts of its season (templates/phrase-memory.ts). */
export function rememberPhrases(ctx: AppContext, sheet: FactSheet, phrases: readonly string[]): void {
  recordPhrases(ctx.db, ctx.leagueId, sheet, phrases, ctx.clock.now().getTime());
}

export function createRoastService(ctx: AppContext, options: RoastServiceOptions = {}): RoastService {
  const write = createRoastWriter(ctx, options);
  return async (sheet, requestedBy) => {
    const avoid = lastRoast(ctx.db, ctx.leagueId, sheet.subjectType, sheet.subjectKey)?.text;
    const { text, provider, persona, phrases } = await write(sheet, avoid);
    // On a full or read-only disk the member still gets the roast; it is just not kept, nor are its phrases
    // remembered.
    unlessStorageFails(() => rememberPhrases(ctx, sheet, phrases));
    unlessStorageFails(() =>
      saveRoast(
        ctx.db,
        {
          leagueId: ctx.leagueId,
          subjectType: sheet.subjectType,
          subjectKey: sheet.subjectKey,
          personaName: persona.name,
          provider,
          text,
          requestedBy,
        },
        ctx.clock.now().getTime(),
      ),
    );
    return { text, personalityName: persona.name };
  };
}
