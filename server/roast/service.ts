// One roast end to end: who speaks (the admin's persona setting, or the next one in rotation), what
// not to repeat (the subject's last text), the engine, and storage.
import type { PersonaSetting } from '../../common/roasts';
import type { AppContext } from '../context';
import { llmClientFor, writeRoast } from './engine';
import { personaById, personas, type Persona } from './personas';
import type { LlmClient } from './providers/llm';
import { randomRng, type Rng } from './rng';
import { lastPersonaName, lastRoastText, readPersonaSetting, saveRoast } from './store';
import { unlessStorageFails } from '../db/storage-errors';
import type { FactSheet } from './types';

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

export function createRoastService(ctx: AppContext, options: RoastServiceOptions = {}): RoastService {
  const llm = options.llm !== undefined ? options.llm : llmClientFor(ctx.config.roast);
  return async (sheet, requestedBy) => {
    const persona = choosePersona(
      ctx.config.appName,
      readPersonaSetting(ctx.db),
      lastPersonaName(ctx.db, ctx.leagueId),
    );
    const avoid = lastRoastText(ctx.db, ctx.leagueId, sheet.subjectType, sheet.subjectKey);
    const result = await writeRoast(sheet, persona, avoid, {
      llm,
      rng: options.rng ?? randomRng(),
      timeoutMs: options.timeoutMs,
      onFallback: (reason) =>
        ctx.log.warn({ subject: sheet.subjectKey, reason }, 'LLM roast not used; template fallback'),
    });
    // On a full or read-only disk the member still gets the roast; it is just not kept (issue 17).
    unlessStorageFails(() =>
      saveRoast(
        ctx.db,
        {
          leagueId: ctx.leagueId,
          subjectType: sheet.subjectType,
          subjectKey: sheet.subjectKey,
          personaName: persona.name,
          provider: result.provider,
          text: result.text,
          requestedBy,
        },
        ctx.clock.now().getTime(),
      ),
    );
    return { text: result.text, personalityName: persona.name };
  };
}
