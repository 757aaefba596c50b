// Every template of the phrase bank in one list, with where it lives: the tests' view of the bank
// (each sentence in one template, each claim with its flag) and the freshness audit's way back from a
// phrase id to the words it stands for.
import type { SubjectType } from '../types';
import { templateLines } from './compose';
import { phraseId } from './phrase-memory';
import { voices } from './voices';

export interface BankTemplate {
  /** "shared recap", "bot matchup opener", "coach closer"... */
  where: string;
  text: string;
  /** The slots the template requires besides its text's own. */
  requires: readonly string[];
}

export function everyTemplate(): BankTemplate[] {
  return [
    ...Object.entries(templateLines).flatMap(([subject, lines]) =>
      lines.map((line) => ({ where: `shared ${subject}`, text: line.text, requires: line.requires ?? [] })),
    ),
    ...Object.entries(voices).flatMap(([persona, voice]) => [
      ...Object.entries(voice.openers).flatMap(([subject, texts]) =>
        texts.map((text) => ({ where: `${persona} ${subject} opener`, text, requires: [] })),
      ),
      ...voice.closers.map((text) => ({ where: `${persona} closer`, text, requires: [] })),
      ...voice.recapClosers.map((text) => ({ where: `${persona} recap closer`, text, requires: [] })),
      ...(Object.entries(voice.lines) as [SubjectType, typeof templateLines.recap][]).flatMap(
        ([subject, lines]) =>
          lines.map((line) => ({
            where: `${persona} ${subject}`,
            text: line.text,
            requires: line.requires ?? [],
          })),
      ),
    ]),
  ];
}

let byId: Map<string, string> | undefined;

/** The template a phrase id stands for (undefined for a language model's sentence shape). */
export function templateText(phrase: string): string | undefined {
  byId ??= new Map(everyTemplate().map((template) => [phraseId(template.text), template.text]));
  return byId.get(phrase);
}
