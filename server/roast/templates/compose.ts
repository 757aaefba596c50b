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

/** Fact lines per roast: a season recap tells a little more than a single game or move. */
const LINES_PER_ROAST: Readonly<Record<SubjectType, number>> = {
  matchup: 2,
  roster: 2,
  transaction: 2,
  season: 3,
};

type Line = { topic: string; text: string };

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
  const k = LINES_PER_ROAST[sheet.subjectType];
  return Math.max(openers.length, 1) * Math.max(closers.length, 1) * orderedPicks(lines, k);
}

const ATTEMPTS = 20;

/** A template roast; `avoid` (the subject's last text) is never returned while another is possible. */
export function composeRoast(sheet: FactSheet, persona: PersonaId, rng: Rng, avoid?: string): string {
  const { openers, closers, lines } = usableParts(sheet, persona);
  let text = '';
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const picked: Line[] = [];
    let left: readonly Line[] = lines;
    for (let i = 0; i < LINES_PER_ROAST[sheet.subjectType]; i++) {
      const line = pickOne(left, rng);
      if (!line) break;
      picked.push(line);
      left = left.filter((l) => l.topic !== line.topic);
    }
    text = [pickOne(openers, rng), ...picked.map((l) => l.text), pickOne(closers, rng)]
      .filter(Boolean)
      .join(' ');
    if (text !== avoid) break;
  }
  return text;
}
