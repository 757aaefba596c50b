import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses, utilityGroup } from './class-merge';

const SOURCE = fileURLToPath(new URL('..', import.meta.url));

/** Every word of every string in the client's source that could be a class: the app's vocabulary. */
function sourceClassWords(): string[] {
  const words = new Set<string>();
  const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter(
    // Not this module: its strings are the names of groups, not classes.
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('class-merge.ts'),
  );
  for (const file of files) {
    const text = readFileSync(join(SOURCE, file), 'utf8');
    for (const [, , body] of text.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const word of body!.split(/\s+/)) {
        if (/^[!a-z0-9[(*-][\w\-:[\]()/.!%#=,&>*@'+~]*$/.test(word)) words.add(word);
      }
    }
  }
  return [...words].sort();
}

const words = sourceClassWords();
/** The words tailwind-merge takes for utilities (it folds a repeated utility, never another class). */
const utilities = words.filter((word) => twMerge(`${word} ${word}`) === word);
const others = words.filter((word) => !utilities.includes(word));

/** The first few lists on which mergeClasses and tailwind-merge differ. */
function disagreements(lists: Iterable<string>, limit = 20): string[] {
  const found: string[] = [];
  for (const list of lists) {
    const ours = mergeClasses(list);
    const theirs = twMerge(list);
    if (ours !== theirs) found.push(`"${list}": ours "${ours}", tailwind-merge "${theirs}"`);
    if (found.length >= limit) break;
  }
  return found;
}

function* pairs(left: readonly string[], right: readonly string[]) {
  for (const a of left) for (const b of right) yield `${a} ${b}`;
}

describe('mergeClasses against tailwind-merge, over the classes the app writes', () => {
  it('finds the vocabulary in the source', () => {
    // A broken scan would make the comparisons below vacuous.
    expect(utilities.length).toBeGreaterThan(400);
    for (const known of ['px-4', 'hover:bg-muted', 'data-[state=active]:bg-card', 'text-sm', 'size-4']) {
      expect(utilities).toContain(known);
    }
  });

  it('agrees on every pair of utilities, in both orders', () => {
    expect(disagreements(pairs(utilities, utilities))).toEqual([]);
  });

  it('keeps every word tailwind-merge does not take for a utility, beside any utility', () => {
    const unknownToUs = others.filter((word) => utilityGroup(word.split(':').pop()!) === null);
    // Words our rules group although tailwind-merge does not: each must still merge as it does.
    const grouped = others.filter((word) => !unknownToUs.includes(word));
    expect(disagreements(pairs(grouped, utilities))).toEqual([]);
    expect(disagreements(pairs(utilities, grouped))).toEqual([]);
    expect(disagreements(unknownToUs.map((word) => `${word} ${word} px-2`))).toEqual([]);
  });

  it('agrees on longer lists drawn from the vocabulary', () => {
    // A fixed pseudo-random walk, so a failure reproduces.
    let seed = 20261125;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return utilities[seed % utilities.length]!;
    };
    const lists = Array.from({ length: 20000 }, () => Array.from({ length: 2 + (seed % 5) }, next).join(' '));
    expect(disagreements(lists)).toEqual([]);
  });
});

describe('mergeClasses', () => {
  it('lets a later utility override an earlier one of its group, or one it covers', () => {
    expect(mergeClasses('px-4 py-2 h-10 w-fit px-2')).toBe('py-2 h-10 w-fit px-2');
    expect(mergeClasses('px-4 pl-2 p-1')).toBe('p-1');
    expect(mergeClasses('p-1 pl-2')).toBe('p-1 pl-2');
    expect(mergeClasses('text-sm text-muted-foreground text-lg')).toBe('text-muted-foreground text-lg');
  });

  it('overrides only under the same variants and importance', () => {
    expect(mergeClasses('bg-card hover:bg-muted hover:bg-card')).toBe('bg-card hover:bg-card');
    expect(mergeClasses('focus:hover:bg-muted hover:focus:bg-card')).toBe('hover:focus:bg-card');
    expect(mergeClasses('[&>a]:hover:p-1 hover:[&>a]:p-2')).toBe('[&>a]:hover:p-1 hover:[&>a]:p-2');
    expect(mergeClasses('!p-2 p-4')).toBe('!p-2 p-4');
    expect(mergeClasses('-mt-1 mt-2')).toBe('mt-2');
  });

  it('keeps classes it does not know, and tidies the spaces', () => {
    expect(mergeClasses('  widget  p-2 widget ')).toBe('widget p-2 widget');
    expect(mergeClasses('')).toBe('');
  });
});
