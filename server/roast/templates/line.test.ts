// Slot values are members' own text (team names, player names): they go into a roast exactly as they
// are, whatever they hold. Only the template's own sentences are capitalised.
import { describe, expect, it } from 'vitest';
import { fill, fillLine } from './line';

/** Names that break text built with String.replace and a replacement string, or a page around it. */
const NAMES = [
  "Bust $` Mc$'Bustface",
  'Team $& $$ $1 $<name>',
  '</script><script>alert(1)</script>',
  'Line\u2028Separator\u2029Team',
  'mr. nobody. the end',
  'the {winner} crew',
];

describe('fill', () => {
  it('makes the article before a value and the possessive after it fit the value', () => {
    const chance = "Upset: {team} had a {chance} chance. A {margin}-point win. {team}'s bench.";
    expect(fill(chance, { team: 'Hail Mary Miracles', chance: '8%', margin: '11.2' })).toBe(
      "Upset: Hail Mary Miracles had an 8% chance. An 11.2-point win. Hail Mary Miracles' bench.",
    );
    expect(fill(chance, { team: 'GridironGabe', chance: '9%', margin: '21.0' })).toBe(
      "Upset: GridironGabe had a 9% chance. A 21.0-point win. GridironGabe's bench.",
    );
  });

  it('drops the template’s "the" before a name that has its own', () => {
    const slots = { team: 'The Overtime Outlaws' };
    expect(fill('The {team} bench scored. Then the {team} bench sat.', slots)).toBe(
      'The Overtime Outlaws bench scored. Then The Overtime Outlaws bench sat.',
    );
    expect(fill('Beat the {team}.', { team: 'Theory Kings' })).toBe('Beat the Theory Kings.');
  });

  it('puts every value in literally: no replacement patterns, no slots inside values, no re-capitals', () => {
    for (const name of NAMES) {
      expect(fill('What a week for {winner}, who beat {loser}.', { winner: name, loser: 'x' }), name).toBe(
        `What a week for ${name}, who beat x.`,
      );
    }
  });

  it("capitalises the template's sentences, and a value only where it opens one (its first letter)", () => {
    const slots = { team: 'mr. nobody $&', points: '101.5' };
    expect(fill('{team} scored {points}. then {team} lost. really.', slots)).toBe(
      'Mr. nobody $& scored 101.5. Then mr. nobody $& lost. Really.',
    );
    expect(fill('wow! {team}? yes.', slots)).toBe('Wow! Mr. nobody $&? Yes.');
  });

  it('is null when a slot the text prints or the line requires is missing', () => {
    expect(fill('{team} won', {})).toBeNull();
    expect(fillLine({ topic: 't', text: 'Nice.', requires: ['team'] }, {})).toBeNull();
    expect(fillLine({ topic: 't', text: '{team}!' }, { team: '$&' })).toBe('$&!');
  });
});
