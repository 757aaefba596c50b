// The vocabulary of the roast engine: what is roasted (a subject), the facts sheet a roast may draw
// from, and what a provider returns.

/** A 'recap' is a week's recap; a 'season' recap is a whole season's. */
export type SubjectType = 'matchup' | 'transaction' | 'roster' | 'season' | 'recap';

/**
 * Everything a roast may state about one subject, already formatted for display. `slots` fill the
 * templates; `lines` are the same facts as sentences for an LLM prompt. The number check only allows
 * numbers that occur in `lines`, so every slot value that holds a number must also appear there.
 */
export interface FactSheet {
  subjectType: SubjectType;
  /** Stable id of the subject (e.g. a transaction id, or season:week:rosterA-rosterB). */
  subjectKey: string;
  /**
   * The season and week the subject belongs to (week 0 for a whole season): the roasts of one league
   * and season share a memory of the phrases they used (templates/phrase-memory.ts).
   */
  moment: { season: string; week: number };
  /**
   * The teams (roster ids of its season) the subject is about: a game's two, a move's; none for a week's
   * recap or a season. A member reads a line once in the roasts of their team's season.
   */
  rosterIds?: readonly number[];
  slots: Readonly<Record<string, string>>;
  lines: readonly string[];
}

export type ProviderName = 'template' | 'openai' | 'anthropic';

export interface RoastText {
  text: string;
  provider: ProviderName;
  /**
   * The phrases it used, for its season's memory: its templates, or a language model's sentences
   * (server/roast/sentence-memory.ts).
   */
  phrases: readonly string[];
}
