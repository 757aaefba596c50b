// The template provider: opener + two fact lines on different topics + closer, in the persona's voice;
// a week's recap is told in paragraphs, one line per topic that has facts. Offline, no keys, hundreds
// of combinations per subject, never the text it was told to avoid, and each part the freshest by the
// season's memory of what its roasts already said (phrase-memory.ts).
import type { PersonaId } from '../../../common/roasts';
import type { Rng } from '../rng';
import type { FactSheet, SubjectType } from '../types';
import { fill, fillLine, type TemplateLine } from './line';
import { matchupLines } from './matchup';
import { NO_MEMORY, phraseId, pickFresh, type PhraseMemory } from './phrase-memory';
import { RECAP_PARAGRAPHS, recapLines } from './recap';
import { rosterLines } from './roster';
import { seasonLines } from './season';
import { transactionLines } from './transaction';
import { voices } from './voices';

export const templateLines: Readonly<Record<SubjectType, readonly TemplateLine[]>> = {
  matchup: matchupLines,
  roster: rosterLines,
  transaction: transactionLines,
  season: seasonLines,
  recap: recapLines,
};

/** A filled template: its text for this sheet, and the phrase (template) it came from. */
type Part = { phrase: string; text: string };
type Line = Part & { topic: string };

/** The filled texts a persona can use for a sheet: openers, fact lines (with topics), closers. */
export function usableParts(sheet: FactSheet, persona: PersonaId) {
  const filled = (texts: readonly string[]) =>
    texts.flatMap((template): Part[] => {
      const text = fill(template, sheet.slots);
      return text === null ? [] : [{ phrase: phraseId(template), text }];
    });
  const voice = voices[persona];
  return {
    openers: filled(voice.openers[sheet.subjectType]),
    closers: filled(sheet.subjectType === 'recap' ? voice.recapClosers : voice.closers),
    lines: [...templateLines[sheet.subjectType], ...(voice.lines[sheet.subjectType] ?? [])].flatMap(
      (line): Line[] => {
        const text = fillLine(line, sheet.slots);
        return text === null ? [] : [{ phrase: phraseId(line.text), topic: line.topic, text }];
      },
    ),
  };
}

const phraseOf = (part: Part) => part.phrase;

/**
 * How much a roast tells: a number of fact lines on different topics (a season recap a little more than a
 * single game or move), or paragraphs of topics, one line for each that has facts. `story`: topics told
 * first, in order, whenever they have a line (a season's champion, runner-up and last place); the rest are
 * picked at random.
 */
type Shape = { lines: number; story?: readonly string[] } | { paragraphs: readonly (readonly string[])[] };
const SHAPES: Readonly<Record<SubjectType, Shape>> = {
  matchup: { lines: 2 },
  roster: { lines: 2 },
  // A move is told first: a trade's line names every team in it.
  transaction: { lines: 2, story: ['move'] },
  season: { lines: 4, story: ['champion', 'runnerUp', 'last'] },
  recap: { paragraphs: RECAP_PARAGRAPHS },
};

/**
 * The line a roast opens with when its subject has a champion (a season, a championship week): one
 * that names the champion, in place of the persona's opener, so the title is the first thing said.
 */
function championLead(sheet: FactSheet, lines: readonly Line[], memory: PhraseMemory, rng: Rng): Line | null {
  const champion = sheet.slots.champion;
  if (!champion) return null;
  const naming = lines.filter((l) => l.topic === 'champion' && l.text.includes(champion));
  // The title game, when the sheet has it: who the champion beat, and the score.
  const loser = sheet.slots.titleLoser;
  const withFinal = loser ? naming.filter((l) => l.text.includes(loser)) : [];
  return pickFresh(withFinal.length > 0 ? withFinal : naming, phraseOf, memory, rng) ?? null;
}

/** Ordered picks of up to `k` lines, no two on one topic (fewer when fewer topics exist). */
function orderedPicks(lines: readonly Line[], k: number): number {
  if (k === 0 || lines.length === 0) return 1;
  let total = 0;
  for (const line of lines)
    total += orderedPicks(
      lines.filter((l) => l.topic !== line.topic),
      k - 1,
    );
  return total;
}

/** How many different roasts the template provider can write for this sheet and persona. */
export function combinationCount(sheet: FactSheet, persona: PersonaId): number {
  const { openers, closers, lines } = usableParts(sheet, persona);
  const shape = SHAPES[sheet.subjectType];
  const picks =
    'lines' in shape
      ? orderedPicks(lines, shape.lines)
      : shape.paragraphs
          .flat()
          .reduce(
            (product, topic) => product * Math.max(1, lines.filter((l) => l.topic === topic).length),
            1,
          );
  return Math.max(openers.length, 1) * Math.max(closers.length, 1) * picks;
}

/** Up to `k` lines on different topics: the story's topics first, in order, then the freshest. */
function pickLines(
  lines: readonly Line[],
  k: number,
  memory: PhraseMemory,
  rng: Rng,
  story: readonly string[] = [],
): Line[] {
  const picked: Line[] = [];
  let left: readonly Line[] = lines;
  for (const topic of story) {
    if (picked.length >= k) break;
    const line = pickFresh(
      left.filter((l) => l.topic === topic),
      phraseOf,
      memory,
      rng,
    );
    if (!line) continue;
    picked.push(line);
    left = left.filter((l) => l.topic !== topic);
  }
  while (picked.length < k) {
    const line = pickFresh(left, phraseOf, memory, rng);
    if (!line) break;
    picked.push(line);
    left = left.filter((l) => l.topic !== line.topic);
  }
  return picked;
}

/** One line per topic of each paragraph (topics without facts skipped, empty paragraphs dropped). */
function pickParagraphs(
  lines: readonly Line[],
  paragraphs: readonly (readonly string[])[],
  memory: PhraseMemory,
  rng: Rng,
): Part[][] {
  return paragraphs
    .map((topics) =>
      topics.flatMap((topic) => {
        const line = pickFresh(
          lines.filter((l) => l.topic === topic),
          phraseOf,
          memory,
          rng,
        );
        return line ? [line] : [];
      }),
    )
    .filter((paragraph) => paragraph.length > 0);
}

const ATTEMPTS = 20;

/** A template roast and the phrases it used (for the season's memory). */
export interface ComposedRoast {
  text: string;
  phrases: string[];
}

/**
 * A template roast; `avoid` (the subject's last text) is never returned while another is possible, and
 * each part is the freshest by `memory`.
 */
export function composeRoast(
  sheet: FactSheet,
  persona: PersonaId,
  rng: Rng,
  avoid?: string,
  memory: PhraseMemory = NO_MEMORY,
): ComposedRoast {
  const { openers, closers, lines } = usableParts(sheet, persona);
  const shape = SHAPES[sheet.subjectType];
  let roast: ComposedRoast = { text: '', phrases: [] };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const lead = championLead(sheet, lines, memory, rng);
    // The lead takes its topic's place: no second champion line after it.
    const rest = lead ? lines.filter((l) => l.topic !== 'champion') : lines;
    const paragraphs: Part[][] =
      'lines' in shape
        ? [pickLines(rest, shape.lines - (lead ? 1 : 0), memory, rng, shape.story)]
        : pickParagraphs(rest, shape.paragraphs, memory, rng);
    const opener = lead ?? pickFresh(openers, phraseOf, memory, rng);
    const closer = pickFresh(closers, phraseOf, memory, rng);
    if (lead && !('lines' in shape)) paragraphs.unshift([]);
    if (paragraphs.length === 0) paragraphs.push([]);
    if (opener) paragraphs[0]!.unshift(opener);
    if (closer) paragraphs.at(-1)!.push(closer);
    roast = {
      text: paragraphs.map((paragraph) => paragraph.map((part) => part.text).join(' ')).join('\n\n'),
      phrases: paragraphs.flat().map(phraseOf),
    };
    if (roast.text !== avoid) break;
  }
  return roast;
}
