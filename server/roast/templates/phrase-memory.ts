// What a league's roasts of one season have already said (issue 35: four of six roasts of one week
// shared a sentence, one opening served 24 of a season's 78 matchup roasts). Each template, opener and
// sign-off is a phrase with an id; a roast is told the phrases used in its week and how often each was
// used in its season, and picks the freshest: never one used that week while another fits, then the
// least used of the season, at random among equals. The service stores what each roast used
// (server/roast/phrase-store.ts), for every persona alike: a member reading the week's roasts under
// Rotate meets all four voices.
import { createHash } from 'node:crypto';
import type { Rng } from '../rng';

export interface PhraseMemory {
  /** Phrases used by the roasts of this week of the season. */
  usedThisWeek: ReadonlySet<string>;
  /** How often each phrase was used in this season. */
  seasonUses: ReadonlyMap<string, number>;
}

/** A memory of nothing: a first roast, or a caller that keeps none (the samples script). */
export const NO_MEMORY: PhraseMemory = { usedThisWeek: new Set(), seasonUses: new Map() };

/** A phrase's id: its template text, hashed (a reworded template is a new phrase). */
export function phraseId(template: string): string {
  return createHash('sha256').update(template).digest('base64url').slice(0, 12);
}

/** The freshest of `items` by the memory (see above); undefined when there are none. */
export function pickFresh<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  memory: PhraseMemory,
  rng: Rng,
): T | undefined {
  const unusedThisWeek = items.filter((item) => !memory.usedThisWeek.has(idOf(item)));
  const candidates = unusedThisWeek.length > 0 ? unusedThisWeek : items;
  const uses = (item: T) => memory.seasonUses.get(idOf(item)) ?? 0;
  const least = Math.min(...candidates.map(uses));
  const freshest = candidates.filter((item) => uses(item) === least);
  return freshest[Math.floor(rng() * freshest.length)];
}

/** One season's phrase uses kept in memory (the freshness script, tests); the server's are stored. */
export class SeasonPhraseLog {
  private readonly byWeek = new Map<number, Set<string>>();
  private readonly uses = new Map<string, number>();

  memoryFor(week: number): PhraseMemory {
    return { usedThisWeek: this.byWeek.get(week) ?? new Set(), seasonUses: this.uses };
  }

  record(week: number, phrases: readonly string[]): void {
    const used = this.byWeek.get(week) ?? new Set<string>();
    this.byWeek.set(week, used);
    for (const phrase of phrases) {
      used.add(phrase);
      this.uses.set(phrase, (this.uses.get(phrase) ?? 0) + 1);
    }
  }
}
