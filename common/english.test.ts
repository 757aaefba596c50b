import { describe, expect, it } from 'vitest';
import { articleFor, possessive, withArticle } from './english';

describe('articles', () => {
  it('say "an" before the numbers spoken with a vowel: eight, eleven, eighteen, eighty, eight hundred', () => {
    for (const phrase of ['8%', '$8', '11%', '18.5%', '80.2', '83-point', '800', '8,000', '11,000', '$11'])
      expect(articleFor(phrase), phrase).toBe('an');
  });

  it('say "a" before the others, one hundred and ten or one thousand one hundred included', () => {
    for (const phrase of ['9%', '$12', '1%', '110', '1,100', '180', '28%', '2024 round 1 pick', '1.8'])
      expect(articleFor(phrase), phrase).toBe('a');
  });

  it('follow the first letter of a word', () => {
    expect(withArticle('upset')).toBe('an upset');
    expect(withArticle('trade')).toBe('a trade');
    expect(withArticle('$8 bid')).toBe('an $8 bid');
  });
});

describe('possessives', () => {
  it("take the apostrophe alone after an s, else 's", () => {
    expect(possessive('Hail Mary Miracles')).toBe("Hail Mary Miracles'");
    expect(possessive('GridironGabe')).toBe("GridironGabe's");
    expect(possessive('THE BOYS')).toBe("THE BOYS'");
  });
});
