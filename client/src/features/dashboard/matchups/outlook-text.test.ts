import { describe, expect, it } from 'vitest';
import { outlookParts } from './outlook-text';

describe("a team's outlook", () => {
  it('names the players left, the projected final and the chance to win', () => {
    expect(outlookParts({ rosterId: 1, playersLeft: 4, projectedFinal: 135.66, winChance: 0.544, gameOver: false })).toEqual({
      figures: '4 left · proj 135.7',
      chance: '54% to win',
    });
  });

  it('never prints a game with players left as certain', () => {
    expect(
      outlookParts({ rosterId: 1, playersLeft: 1, projectedFinal: 120, winChance: 0.99999, gameOver: false })
        .chance,
    ).toBe('>99.9% to win');
  });

  it('prints a game that is over as the fact it is: 100% or 0%', () => {
    const over = { rosterId: 1, playersLeft: 0, projectedFinal: 120, gameOver: true };
    expect(outlookParts({ ...over, winChance: 1 }).chance).toBe('100% to win');
    expect(outlookParts({ ...over, winChance: 0 }).chance).toBe('0% to win');
  });
});
