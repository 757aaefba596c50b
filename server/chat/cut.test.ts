// Cutting keeps whole characters: an emoji with its skin tone, a family joined by zero-width joiners,
// a flag, a letter with its accent are kept or dropped whole, never split into halves or other emoji.
import { describe, expect, it } from 'vitest';
import { cut, cutPieces, graphemesOf } from './cut';

const FAMILY = '👨‍👩‍👧‍👦'; // 11 UTF-16 code units, one character
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('cutting text to a limit', () => {
  it('leaves a text within the limit as it is, and marks a cut with an ellipsis within the limit', () => {
    expect(cut('Team A', 6)).toBe('Team A');
    expect(cut('Team Awesome', 6)).toBe('Team…');
    expect(cut('Team Awesome', 1)).toBe('…');
    expect(cut('Team Awesome', 0)).toBe('');
    expect(cut('', 0)).toBe('');
  });

  it('never splits a character, whatever the limit', () => {
    for (const character of [FAMILY, '👍🏽', '🇺🇸', 'e\u0301', '😀', '漢']) {
      const text = character.repeat(30);
      for (let max = 0; max <= text.length + 1; max += 1) {
        const result = cut(text, max);
        expect(result.length, `${character} ${max}`).toBeLessThanOrEqual(max);
        expect(result).not.toMatch(LONE_SURROGATE);
        const kept = result.endsWith('…') ? result.slice(0, -1) : result;
        expect(
          graphemesOf(kept).every((g) => g === character),
          `${character} ${max}`,
        ).toBe(true);
      }
    }
  });

  it('keeps or drops a piece whole (an escaped character, a link)', () => {
    expect(cutPieces(['a', '\\*', 'b'], 3)).toBe('a…');
    expect(cutPieces(['a', '<https://x.example>', 'b'], 10)).toBe('a…');
    expect(cutPieces(['a', '\\*', 'b'], 4)).toBe('a\\*b');
  });
});
