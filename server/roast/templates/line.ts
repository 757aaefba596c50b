// One sentence of a template roast. `{slot}` placeholders are filled from a fact sheet; a line is only
// used when every one of its slots exists for the subject (so a line never states a missing fact).
import type { PersonaId } from '../../../common/roasts';

export interface TemplateLine {
  /** Two lines of the same topic never appear in one roast. */
  topic: string;
  text: string;
  /** Only this persona says it; shared lines have none. */
  persona?: PersonaId;
}

const SLOT = /\{(\w+)\}/g;

export function slotsOf(text: string): string[] {
  return [...text.matchAll(SLOT)].map((m) => m[1] as string);
}

/** The text with its slots filled, or null when the sheet lacks one of them. */
export function fill(text: string, slots: Readonly<Record<string, string>>): string | null {
  let missing = false;
  const out = text.replace(SLOT, (_, name: string) => {
    const value = slots[name];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? null : out;
}
