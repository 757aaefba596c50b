// What a league has already read in one season (four of six roasts of one week once shared a
// sentence; "Somebody was paying attention." closed 19 of 64 recaps, "Refunds are not available" in
// consecutive weeks). Each template, opener and sign-off is a phrase with an id, and every use of one is
// remembered with where it was read (the roast's subject and the teams it was about) and when (its
// week). A roast picks each part the freshest for its own place, by these rules in this order:
//   1. never a phrase another roast of its week used,
//   2. never one read within 4 weeks (four weeks either side),
//   3. never one already read in a roast about one of its teams (a member meets a line once a season),
//   4. then the least used of the season, at random among equals.
// A rule gives way only when nothing fits it. With six or more phrasings of a weekly topic, rules 2
// and 4 keep every phrase of a week's recap to at most 3 of the season's 17 or so recaps.
// A week's recap remembers only the season's other recaps (earlier and later weeks alike: the rules
// hold whichever week was written first), never the roasts members happened to ask for, so with the
// season's recaps written in week order, as they are while a season is played, a week's text is the
// same in every copy of the league. Recaps and roasts share no template (their openers, lines and
// sign-offs are their own), so a recap cannot repeat a roast of its week either.
import { createHash } from 'node:crypto';
import type { Rng } from '../rng';
import type { SubjectType } from '../types';

/** Where and when a roast is read: its subject, its week, and the teams (roster ids) it is about. */
export interface RoastPlace {
  subjectType: SubjectType;
  subjectKey: string;
  /** The week of its season; 0 for a whole season (read after it, near no week). */
  week: number;
  rosterIds: readonly number[];
}

/** One phrase read in one roast. */
export interface PhraseUse extends RoastPlace {
  phrase: string;
}

/** Weeks apart that still count as a repeat: a phrase used in week 3 may return in week 8. */
export const REPEAT_WINDOW_WEEKS = 4;

export interface PhraseMemory {
  /**
   * How stale a phrase reads for the roast being written, compared element by element (lower is
   * fresher): used this week, used within the window, used about the same teams, uses this season.
   */
  staleness(phrase: string): readonly [number, number, number, number];
  /** Whether the league has read the phrase this season (a language model's answer must not repeat one). */
  readThisSeason(phrase: string): boolean;
}

/** A memory of nothing: a first roast, or a caller that keeps none (the samples script). */
export const NO_MEMORY: PhraseMemory = {
  staleness: () => [0, 0, 0, 0],
  readThisSeason: () => false,
};

const ids = new Map<string, string>();

/** A phrase's id: its template text, hashed (a reworded template is a new phrase). */
export function phraseId(template: string): string {
  let id = ids.get(template);
  if (id === undefined) {
    id = createHash('sha256').update(template).digest('base64url').slice(0, 12);
    ids.set(template, id);
  }
  return id;
}

/** Whether a use counts for a roast at `place`: a recap remembers only the season's other recaps. */
function counts(use: PhraseUse, place: RoastPlace): boolean {
  if (place.subjectType !== 'recap') return true;
  return use.subjectType === 'recap' && use.subjectKey !== place.subjectKey;
}

/** The memory a roast at `place` writes with, from the season's uses grouped by phrase. */
function memoryAt(byPhrase: ReadonlyMap<string, readonly PhraseUse[]>, place: RoastPlace): PhraseMemory {
  const teams = new Set(place.rosterIds);
  const counted = (phrase: string) => (byPhrase.get(phrase) ?? []).filter((use) => counts(use, place));
  return {
    staleness: (phrase) => {
      const uses = counted(phrase);
      const near = (use: PhraseUse) =>
        // A season's roast (week 0) is read after the season, near none of its weeks.
        use.week !== place.week &&
        use.week > 0 &&
        place.week > 0 &&
        Math.abs(use.week - place.week) <= REPEAT_WINDOW_WEEKS;
      return [
        uses.some((use) => use.week === place.week) ? 1 : 0,
        uses.some(near) ? 1 : 0,
        uses.some((use) => use.rosterIds.some((id) => teams.has(id))) ? 1 : 0,
        uses.length,
      ];
    },
    readThisSeason: (phrase) => counted(phrase).length > 0,
  };
}

/** Uses grouped by their phrase. */
function byPhraseOf(uses: readonly PhraseUse[]): Map<string, PhraseUse[]> {
  const byPhrase = new Map<string, PhraseUse[]>();
  for (const use of uses) byPhrase.set(use.phrase, [...(byPhrase.get(use.phrase) ?? []), use]);
  return byPhrase;
}

/** The memory a roast at `place` writes with, from the season's uses. */
export function memoryOf(uses: readonly PhraseUse[], place: RoastPlace): PhraseMemory {
  return memoryAt(byPhraseOf(uses), place);
}

/** Negative when staleness `a` is fresher than `b`. */
function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** The freshest of `items` by the memory (see above); undefined when there are none. */
export function pickFresh<T>(
  items: readonly T[],
  idOf: (item: T) => string,
  memory: PhraseMemory,
  rng: Rng,
): T | undefined {
  const scored = items.map((item) => ({ item, staleness: memory.staleness(idOf(item)) }));
  const best = scored.reduce<(typeof scored)[number] | undefined>(
    (fresh, next) => (!fresh || compare(next.staleness, fresh.staleness) < 0 ? next : fresh),
    undefined,
  );
  if (!best) return undefined;
  const freshest = scored.filter((s) => compare(s.staleness, best.staleness) === 0);
  return freshest[Math.floor(rng() * freshest.length)]!.item;
}

/** One season's phrase uses kept in memory (the freshness audit, tests); the server's are stored. */
export class SeasonPhraseLog {
  readonly uses: PhraseUse[] = [];
  private readonly byPhrase = new Map<string, PhraseUse[]>();

  memoryFor(place: RoastPlace): PhraseMemory {
    return memoryAt(this.byPhrase, place);
  }

  record(place: RoastPlace, phrases: readonly string[]): void {
    for (const phrase of phrases) {
      const use = { ...place, phrase };
      this.uses.push(use);
      this.byPhrase.set(phrase, [...(this.byPhrase.get(phrase) ?? []), use]);
    }
  }
}
