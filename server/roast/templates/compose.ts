// The template provider: opener + two fact lines on different topics + closer, in the persona's voice.
// Offline, no keys, hundreds of combinations per subject, never the text it was told to avoid.
import type { PersonaId } from '../../../common/roasts';
import { pickOne, type Rng } from '../rng';
import type { FactSheet, SubjectType } from '../types';
import { fill, fillLine, type TemplateLine } from './line';
import { matchupLines } from './matchup';
import { rosterLines } from './roster';
import { seasonLines } from './season';
import { transactionLines } from './transaction';
import { voices } from './voices';

export const templateLines: Readonly<Record<SubjectType, readonly TemplateLine[]>> = {
  matchup: matchupLines,
  roster: rosterLines,
  transaction: transactionLines,
  season: seasonLines,
};

/** The filled texts a persona can use for a sheet: openers, fact lines (with topics), closers. */
export function usableParts(sheet: FactSheet, persona: PersonaId) {
  const filled = (texts: readonly string[]) =>
    texts.map((t) => fill(t, sheet.slots)).filter((t): t is string => t !== null);
  const voice = voices[persona];
  return {
    openers: filled(voice.openers[sheet.subjectType]),
    closers: filled(voice.closers),
    lines: templateLines[sheet.subjectType]
      .filter((l) => l.persona === undefined || l.persona === persona)
      .map((l) => ({ topic: l.topic, text: fillLine(l, sheet.slots) }))
      .filter((l): l is { topic: string; text: string } => l.text !== null),
  };
}

/** How many different roasts the template provider can write for this sheet and persona. */
export function combinationCount(sheet: FactSheet, persona: PersonaId): number {
  const { openers, closers, lines } = usableParts(sheet, persona);
  let ordered = 0;
  for (const a of lines) ordered += lines.filter((b) => b.topic !== a.topic).length;
  return Math.max(openers.length, 1) * Math.max(closers.length, 1) * Math.max(ordered, lines.length);
}

const ATTEMPTS = 20;

/** A template roast; `avoid` (the subject's last text) is never returned while another is possible. */
export function composeRoast(sheet: FactSheet, persona: PersonaId, rng: Rng, avoid?: string): string {
  const { openers, closers, lines } = usableParts(sheet, persona);
  let text = '';
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const first = pickOne(lines, rng);
    const second = first
      ? pickOne(
          lines.filter((l) => l.topic !== first.topic),
          rng,
        )
      : undefined;
    text = [pickOne(openers, rng), first?.text, second?.text, pickOne(closers, rng)]
      .filter(Boolean)
      .join(' ');
    if (text !== avoid) break;
  }
  return text;
}
