// The phrase bank: large enough that a season of roasts need not repeat an opening or a sign-off, and made of
// sentences that each belong to one template, so that two different templates used in one week can never
// print the same sentence ("Beep." opened four of them).
import { describe, expect, it } from 'vitest';
import { PERSONA_IDS } from '../../../../common/roasts';
import { templateLines } from '../compose';
import { voices } from '.';

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).map((sentence) => sentence.trim());

/** Every template text of the bank, with where it is. */
function everyTemplate(): { where: string; text: string }[] {
  return [
    ...Object.entries(templateLines).flatMap(([subject, lines]) =>
      lines.map((line) => ({ where: `shared ${subject}`, text: line.text })),
    ),
    ...Object.entries(voices).flatMap(([persona, voice]) => [
      ...Object.entries(voice.openers).flatMap(([subject, texts]) =>
        texts.map((text) => ({ where: `${persona} ${subject} opener`, text })),
      ),
      ...voice.closers.map((text) => ({ where: `${persona} closer`, text })),
      ...Object.entries(voice.lines).flatMap(([subject, lines]) =>
        lines.map((line) => ({ where: `${persona} ${subject}`, text: line.text })),
      ),
    ]),
  ];
}

describe('the phrase bank', () => {
  it('has no sentence in two templates', () => {
    const homes = new Map<string, string[]>();
    for (const { where, text } of everyTemplate())
      for (const sentence of sentencesOf(text)) {
        const key = sentence.toLowerCase();
        homes.set(key, [...(homes.get(key) ?? []), where]);
      }
    const shared = [...homes]
      .filter(([, where]) => where.length > 1)
      .map(([s, where]) => `${s} (${where.join(', ')})`);
    expect(shared).toEqual([]);
  });

  it('gives each persona enough openings and sign-offs for a season of matchups with none used more than twice', () => {
    // A demo season has 98 games: 49 openings and 49 sign-offs used twice each.
    for (const persona of PERSONA_IDS) {
      const voice = voices[persona];
      expect(voice.openers.matchup.length, `${persona} matchup openers`).toBeGreaterThanOrEqual(50);
      expect(voice.closers.length, `${persona} closers`).toBeGreaterThanOrEqual(60);
      for (const [subject, texts] of Object.entries(voice.openers))
        expect(texts.length, `${persona} ${subject} openers`).toBeGreaterThanOrEqual(
          subject === 'season' ? 8 : 15,
        );
      for (const subject of Object.keys(templateLines))
        expect(
          voice.lines[subject as keyof typeof templateLines]?.length ?? 0,
          `${persona} ${subject} lines`,
        ).toBeGreaterThanOrEqual(subject === 'matchup' ? 12 : 4);
    }
  });
});
