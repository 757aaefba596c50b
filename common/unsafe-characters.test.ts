import { describe, expect, it } from 'vitest';
import { hasControlCharacter, unsafeNameCharacter } from './unsafe-characters';

describe('unsafeNameCharacter', () => {
  it('names the first control, separator or direction-changing character', () => {
    expect(unsafeNameCharacter('Old\u0000Blitz')).toBe('U+0000');
    expect(unsafeNameCharacter('Old\nBlitz')).toBe('U+000A');
    expect(unsafeNameCharacter('Old\tBlitz')).toBe('U+0009');
    expect(unsafeNameCharacter('Old\u007fBlitz')).toBe('U+007F');
    expect(unsafeNameCharacter('Old\u0085Blitz')).toBe('U+0085');
    expect(unsafeNameCharacter('Old\u2028Blitz')).toBe('U+2028');
    expect(unsafeNameCharacter('Blitz\u202Eztilb')).toBe('U+202E');
    expect(unsafeNameCharacter('\u2066Blitz\u2069')).toBe('U+2066');
    expect(unsafeNameCharacter('Blitz\u200F')).toBe('U+200F');
    expect(unsafeNameCharacter('Blitz\u061C')).toBe('U+061C');
  });

  it('lets every other letter, emoji and punctuation through', () => {
    for (const name of [
      'Old Blitz',
      'Tacos, Inc.',
      'Ñandú FC',
      'Ölfeld 🏈',
      'فريق',
      'チーム',
      "O'Brien's — No. 1",
    ]) {
      expect(unsafeNameCharacter(name), name).toBeNull();
    }
  });
});

describe('hasControlCharacter', () => {
  it('finds C0, DEL and C1, nothing else', () => {
    expect(['a\tb', 'a\rb', 'a\u007fb', 'a\u009fb'].map(hasControlCharacter)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['a b', 'a\u202Eb', 'a\u00a0b'].map(hasControlCharacter)).toEqual([false, false, false]);
  });
});
