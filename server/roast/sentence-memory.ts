// A language model's answer in the league's memory of what it has read: each sentence is a
// phrase, either a template's (the model wrote a sentence of one, with this subject's facts) or its own
// shape (its words with the facts' names and every number taken out, so "A led the league with 150"
// and next week's "B led the league with 141" are one shape). An answer one of whose sentences the
// league has read this season is not used, and the template writer's roast is, as for an invented number.
import { createHash } from 'node:crypto';
import { PERSONA_IDS } from '../../common/roasts';
import { usableParts } from './templates/compose';
import type { PhraseMemory } from './templates/phrase-memory';
import type { FactSheet } from './types';

/** A text's sentences. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Case, punctuation, spacing and "a"/"an" do not make two sentences different. */
const normalized = (sentence: string) =>
  sentence
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .replace(/[^\p{L}\p{N}_ ]+/gu, ' ')
    .replace(/\ban\b/g, 'a')
    .replace(/\s+/g, ' ')
    .trim();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A sentence's shape: the sheet's names (longest first) and every number taken out. */
export function sentenceShape(sentence: string, sheet: FactSheet): string {
  const names = Object.values(sheet.slots)
    .filter((value) => /\p{Lu}/u.test(value))
    .sort((a, b) => b.length - a.length);
  let shaped = sentence;
  for (const name of names) shaped = shaped.replace(new RegExp(escape(name), 'g'), ' _ ');
  return normalized(shaped.replace(/\d[\d,.]*%?/g, ' _ '));
}

const shapeId = (shape: string) => `s:${createHash('sha256').update(shape).digest('base64url').slice(0, 12)}`;

/** Each normalized sentence the templates can write for this sheet, with its template's phrase. */
function templateSentences(sheet: FactSheet): Map<string, string> {
  const byText = new Map<string, string>();
  for (const persona of PERSONA_IDS) {
    const { openers, closers, lines } = usableParts(sheet, persona);
    for (const part of [...openers, ...closers, ...lines])
      for (const sentence of sentencesOf(part.text)) byText.set(normalized(sentence), part.phrase);
  }
  return byText;
}

/** The phrases an answer's sentences are, in order. */
export function answerPhrases(text: string, sheet: FactSheet): string[] {
  const templates = templateSentences(sheet);
  return sentencesOf(text).map(
    (sentence) => templates.get(normalized(sentence)) ?? shapeId(sentenceShape(sentence, sheet)),
  );
}

/** The sentences of an answer the league has already read this season. */
export function repeatedSentences(text: string, sheet: FactSheet, memory: PhraseMemory): string[] {
  const phrases = answerPhrases(text, sheet);
  return sentencesOf(text).filter((_, i) => memory.readThisSeason(phrases[i]!));
}
