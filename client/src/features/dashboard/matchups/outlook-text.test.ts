import { describe, expect, it } from 'vitest';
import { outlookParts } from './outlook-text';

describe("a team's outlook", () => {
  it('names the players left, the projected final and the chance to win', () => {
    expect(outlookParts({ rosterId: 1, playersLeft: 4, projectedFinal: 135.66, winChance: 0.544 })).toEqual({
      figures: '4 left · proj 135.7',
      chance: '54% to win',
    });
  });

  it('never prints a game with players left as certain', () => {
    expect(
      outlookParts({ rosterId: 1, playersLeft: 1, projectedFinal: 120, winChance: 0.99999 }).chance,
    ).toBe('>99.9% to win');
  });
});
