// English that follows its values: "an 8% chance", "an $11 bid", "Hail Mary Miracles' bench". A
// sentence built around a name or a number reads wrong with a fixed "a" or "'s" when the value is
// one that takes "an" or ends in s.

/** The digits a number opens with, as spoken: eight, eleven and eighteen open with a vowel sound. */
function numberTakesAn(digits: string): boolean {
  const [lead = ''] = digits.split(/[.,]/);
  if (lead.startsWith('8')) return true; // 8, 80-89, 800-899, 8,000...
  // 11 and 18 (eleven, eighteen), and 11,000 or 18,500 (eleven thousand...), not 110 or 1,100.
  return lead === '11' || lead === '18';
}

/** "a" or "an" for the word or number `phrase` opens with. */
export function articleFor(phrase: string): 'a' | 'an' {
  const spoken = phrase.trim().replace(/^[$+]/, '');
  const number = /^\d[\d,]*(\.\d+)?/.exec(spoken);
  if (number) return numberTakesAn(number[0]) ? 'an' : 'a';
  return /^[aeiou]/i.test(spoken) ? 'an' : 'a';
}

/** `phrase` with its indefinite article: 'an 8% chance', 'a 9% chance', 'an $11 bid'. */
export function withArticle(phrase: string): string {
  return `${articleFor(phrase)} ${phrase}`;
}

/** A name's possessive: "Tom's", "Hail Mary Miracles'" (a name ending in s takes the apostrophe alone). */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** A count with its noun: "1 second", "45 seconds", "1 item" (nouns that take an s). */
export function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
