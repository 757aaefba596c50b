// Every template of the phrase bank in one list, with where it lives: the tests' view of the bank
// (each sentence in one template, each claim with its flag) and the freshness audit's way back from a
// phrase id to the words it stands for.
import type { SubjectType } from '../types';
import { templateLines } from './compose';
import type { TemplateLine } from './line';
import { phraseId } from './phrase-memory';
import { voices } from './voices';

export interface BankTemplate {
  /** "shared recap", "bot matchup opener", "coach closer"... */
  where: string;
  /** The subjects whose roasts may use it. */
  subjects: readonly SubjectType[];
  text: string;
  /** The slots the template requires besides its text's own. */
  requires: readonly string[];
}

/** The subjects a roast's sign-off may close. */
const ROAST_SUBJECTS: readonly SubjectType[] = ['matchup', 'roster', 'transaction', 'season'];

export function everyTemplate(): BankTemplate[] {
  const lines = (where: string, subject: SubjectType, list: readonly TemplateLine[]) =>
    list.map((line) => ({ where, subjects: [subject], text: line.text, requires: line.requires ?? [] }));
  const texts = (where: string, subjects: readonly SubjectType[], list: readonly string[]) =>
    list.map((text) => ({ where, subjects, text, requires: [] }));
  return [
    ...(Object.entries(templateLines) as [SubjectType, readonly TemplateLine[]][]).flatMap(
      ([subject, list]) => lines(`shared ${subject}`, subject, list),
    ),
    ...Object.entries(voices).flatMap(([persona, voice]) => [
      ...(Object.entries(voice.openers) as [SubjectType, readonly string[]][]).flatMap(([subject, list]) =>
        texts(`${persona} ${subject} opener`, [subject], list),
      ),
      ...texts(`${persona} closer`, ROAST_SUBJECTS, voice.closers),
      ...texts(`${persona} recap closer`, ['recap'], voice.recapClosers),
      ...(Object.entries(voice.lines) as [SubjectType, readonly TemplateLine[]][]).flatMap(
        ([subject, list]) => lines(`${persona} ${subject}`, subject, list),
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
