// Grounding guard (docs/product.md D12): every number in a roast must be one the facts contain. A number may
// be rounded the way people round points (123.4 -> 123), nothing else; "12-3" counts as 12 and 3.
import { roundPoints } from '../../common/points-format';
import type { FactSheet } from './types';

const NUMBER = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;

export function numbersIn(text: string): number[] {
  return [...text.matchAll(NUMBER)].map((m) => Number(m[0].replace(/,/g, '')));
}

function matches(claimed: number, fact: number): boolean {
  if (claimed === fact) return true;
  if (Number.isInteger(claimed)) return Math.round(fact) === claimed;
  return roundPoints(fact) === claimed;
}

const factNumbersCache = new WeakMap<FactSheet, number[]>();

/** Every number the facts state (computed once per sheet). */
function factNumbers(sheet: FactSheet): number[] {
  let numbers = factNumbersCache.get(sheet);
  if (!numbers) {
    numbers = numbersIn([...sheet.lines, ...Object.values(sheet.slots)].join(' '));
    factNumbersCache.set(sheet, numbers);
  }
  return numbers;
}

/** The numbers of `text` that no fact supports (empty = the text is grounded). */
export function inventedNumbers(text: string, sheet: FactSheet): number[] {
  const facts = factNumbers(sheet);
  return numbersIn(text).filter((n) => !facts.some((f) => matches(n, f)));
}
