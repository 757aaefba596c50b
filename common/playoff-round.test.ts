import { describe, expect, it } from 'vitest';
import { playoffGameName, playoffRoundName, roundWeeksLabel } from './playoff-round';

describe('playoff names', () => {
  it('names rounds from the last: a 6-team bracket of three rounds, and a 12-team one of four', () => {
    expect([1, 2, 3].map((round) => playoffRoundName(round, 3))).toEqual([
      'Quarterfinals',
      'Semifinals',
      'Final round',
    ]);
    expect([1, 2, 3, 4].map((round) => playoffRoundName(round, 4))).toEqual([
      'Round 1',
      'Quarterfinals',
      'Semifinals',
      'Final round',
    ]);
  });

  it('names a game by the place it decides, else by its round', () => {
    expect(playoffGameName(3, 3, 1)).toBe('Championship');
    expect(playoffGameName(3, 3, 3)).toBe('3rd place game');
    expect(playoffGameName(2, 3, 5)).toBe('5th place game');
    expect(playoffGameName(2, 3, null)).toBe('Semifinal');
    expect(playoffGameName(1, 3, null)).toBe('Quarterfinal');
    expect(playoffGameName(1, 4, null)).toBe('Round 1');
  });

  it('says a round’s weeks: one, or both of a two-week round', () => {
    expect(roundWeeksLabel([15])).toBe('Week 15');
    expect(roundWeeksLabel([17, 18])).toBe('Weeks 17-18');
  });
});
