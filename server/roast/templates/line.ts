// One sentence of a template roast. `{slot}` placeholders are filled from a fact sheet; a line is only
// used when every one of its slots exists for the subject (so a line never states a missing fact).
import type { PersonaId } from '../../../common/roasts';

export interface TemplateLine {
  /** Two lines of the same topic never appear in one roast. */
  topic: string;
  text: string;
  /** Slots that must exist besides the text's own (facts the line assumes without printing them). */
  requires?: readonly string[];
  /** Only this persona says it; shared lines have none. */
  persona?: PersonaId;
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

/** The text with its slots filled, or null when the sheet lacks one of them. */
export function fill(text: string, slots: Readonly<Record<string, string>>): string | null {
  let missing = false;
  const out = text.replace(SLOT, (_, name: string) => {
    const value = slots[name];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? null : capitalizeSentences(out);
}
