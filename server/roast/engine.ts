// Writes one roast: the configured LLM when there is one, checked for grounding, claims and
// repetition, else (or on any failure) the offline template provider. Never throws for a provider
// failure.
import type { Config } from '../config';
import { unfoundedClaims } from './claims';
import { inventedNumbers } from './number-check';
import type { Persona } from './personas';
import { anthropicClient } from './providers/anthropic';
import { askLlm, buildPrompt, MAX_LENGTH, type LlmClient } from './providers/llm';
import { openAiClient } from './providers/openai';
import type { Rng } from './rng';
import { composeRoast } from './templates/compose';
import { NO_MEMORY, type PhraseMemory } from './templates/phrase-memory';
import { answerPhrases, repeatedSentences } from './sentence-memory';
import type { FactSheet, RoastText } from './types';

export interface EngineDeps {
  llm: LlmClient | null;
  rng: Rng;
  timeoutMs?: number;
  /** What the league has read of the subject's season (templates/phrase-memory.ts). */
  memory?: PhraseMemory;
  /** Told why an LLM answer was not used (the roast still succeeds with a template). */
  onFallback?: (reason: string) => void;
}

export function llmClientFor(roast: Config['roast']): LlmClient | null {
  switch (roast.provider) {
    case 'template':
      return null;
    case 'openai':
      return openAiClient({ baseUrl: roast.openaiBaseUrl, apiKey: roast.openaiApiKey, model: roast.model });
    case 'anthropic':
      return roast.anthropicApiKey
        ? anthropicClient({ apiKey: roast.anthropicApiKey, model: roast.model })
        : null;
  }
}

export async function writeRoast(
  sheet: FactSheet,
  persona: Persona,
  avoid: string | undefined,
  deps: EngineDeps,
): Promise<RoastText> {
  const memory = deps.memory ?? NO_MEMORY;
  if (deps.llm) {
    try {
      const text = await askLlm(
        deps.llm,
        buildPrompt(sheet, persona, avoid),
        deps.timeoutMs,
        MAX_LENGTH[sheet.subjectType],
      );
      const invented = inventedNumbers(text, sheet);
      if (invented.length > 0)
        throw new Error(`answer states numbers not in the facts: ${invented.join(', ')}`);
      // Words the facts do not bear out ("edged" for a 40-point game): claims.ts.
      const unfounded = unfoundedClaims(text, sheet);
      if (unfounded.length > 0)
        throw new Error(`answer makes claims the facts do not hold: ${unfounded.join(', ')}`);
      if (text === avoid) throw new Error('answer repeats the previous roast');
      // A sentence the league has read this season, a template's or an earlier answer's.
      const repeated = repeatedSentences(text, sheet, memory);
      if (repeated.length > 0)
        throw new Error(`answer repeats what the league has read this season: ${repeated.join(' ')}`);
      return { text, provider: deps.llm.name, phrases: answerPhrases(text, sheet) };
    } catch (error) {
      deps.onFallback?.(`${deps.llm.name}: ${(error as Error).message}`);
    }
  }
  const { text, phrases } = composeRoast(sheet, persona.id, deps.rng, avoid, memory);
  return { text, provider: 'template', phrases };
}
