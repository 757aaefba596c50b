// One sentence of a template roast. `{slot}` placeholders are filled from a fact sheet; a line is only
// used when every one of its slots exists for the subject (so a line never states a missing fact).
import { articleFor } from '../../../common/english';

export interface TemplateLine {
  /** Two lines of the same topic never appear in one roast. */
  topic: string;
  text: string;
  /** Slots that must exist besides the text's own (facts the line assumes without printing them). */
  requires?: readonly string[];
}

const SLOT = /\{(\w+)\}/g;

export function slotsOf(text: string): string[] {
  return [...text.matchAll(SLOT)].map((m) => m[1] as string);
}

/** A line's text filled for a sheet, or null when the sheet lacks a slot it prints or requires. */
export function fillLine(line: TemplateLine, slots: Readonly<Record<string, string>>): string | null {
  if (line.requires?.some((name) => slots[name] === undefined)) return null;
  return fill(line.text, slots);
}

/** Sentences start with a capital, also when a slot opens one ("the Bengals defense was..."). */
export function capitalizeSentences(text: string): string {
  return text.replace(
    /(^|[.!?]\s+)([a-z])/g,
    (_, before: string, letter: string) => before + letter.toUpperCase(),
  );
}

/** Whether text that follows `before` opens a sentence. */
const opensSentence = (before: string) => before === '' || /[.!?]\s+$/.test(before);

/**
 * The text with its slots filled, or null when the sheet lacks one of them. A value is members' text (a team
 * or player name) and goes in as it is: never read for replacement patterns or slots, and only its first
 * letter is capitalised, where it opens a sentence; the template's own text gets its sentences capitalised.
 * The article before a value and the possessive after it follow the value, and a value with its own "The"
 * takes the place of the template's.
 */
export function fill(text: string, slots: Readonly<Record<string, string>>): string | null {
  let out = '';
  let from = 0;
  // `out` is final up to its end: each template part is capitalised in its context, then cut off it.
  const addTemplate = (part: string) => (out += capitalizeSentences(out + part).slice(out.length));
  for (const match of text.matchAll(SLOT)) {
    const value = slots[match[1] as string];
    if (value === undefined) return null;
    addTemplate(text.slice(from, match.index));
    // "a {chance}" -> "an 8%"; "{team}'s" -> "Hail Mary Miracles'".
    out = out.replace(/\b([Aa]) $/, (_, article: string) => {
      const fitting = articleFor(value);
      return `${article === 'A' ? fitting[0]!.toUpperCase() + fitting.slice(1) : fitting} `;
    });
    // "the {team} bench" for a team called "The Outlaws": "The Outlaws bench", not "the The Outlaws".
    if (/^the\s/i.test(value)) out = out.replace(/\b[Tt]he $/, '');
    out += opensSentence(out) ? value.replace(/^[a-z]/, (letter) => letter.toUpperCase()) : value;
    from = match.index + match[0].length;
    if (/^['’]s\b/.test(text.slice(from)) && /s$/i.test(value)) {
      out += text[from];
      from += 2;
    }
  }
  addTemplate(text.slice(from));
  return out;
}
