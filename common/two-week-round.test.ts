import { describe, expect, it } from 'vitest';
import {
  roundResultText,
  roundSideText,
  roundTotals,
  roundWeeksText,
  shownRoundTotals,
  weeksOfGame,
} from './two-week-round';
import type { RoundScore } from './league';

const alpha = { rosterId: 1, name: 'Alpha' };
const bravo = { rosterId: 2, name: 'Bravo' };
const round = (home: number[], away: number[]): RoundScore => ({
  weeks: [17, 18],
  leg: home.length,
  name: 'final',
  home,
  away,
});

describe('a two-week game in words', () => {
  it('after its first week: who leads and by how much, never a winner', () => {
    expect(roundResultText(round([125.3], [118]), alpha, bravo, 'final')).toBe(
      'Alpha leads the two-week final by 7.3 after week 1 of 2',
    );
    expect(roundResultText(round([100], [112]), alpha, bravo, 'live')).toBe(
      'Bravo leads the two-week final by 12.0 in week 1 of 2',
    );
    expect(roundResultText(round([100], [100]), alpha, bravo, 'final')).toBe(
      'Level in the two-week final at 100.0 after week 1 of 2',
    );
  });

  it('after its last week: the winner on the sum, though it lost that week', () => {
    const final = round([160, 91.3], [100, 140.8]);
    expect(roundResultText(final, alpha, bravo, 'final')).toBe('Alpha won the two-week final 251.3-240.8');
    expect(roundResultText(final, alpha, bravo, 'live')).toBe(
      'Alpha leads the two-week final 251.3-240.8 on both weeks',
    );
    expect(roundWeeksText(final, alpha, bravo)).toBe('week 17: 160.0-100.0, week 18: 91.3-140.8');
    expect(roundWeeksText(round([100, 100], [120, 120]), alpha, bravo)).toBe(
      'week 17: 120.0-100.0, week 18: 120.0-100.0',
    );
  });
});

describe("a side's points over a two-week game", () => {
  it('the sum with each week apart once both are played; the week alone after the first', () => {
    // The champion of the demo's 2024 final: it lost week 18 and won on the sum.
    const final = round([163.09, 122.28], [136.74, 146.05]);
    expect(roundSideText(final, 'home')).toBe('285.4 (163.1 + 122.3)');
    expect(roundSideText(final, 'away')).toBe('282.8 (136.7 + 146.1)');
    expect(roundSideText(round([163.09], [136.74]), 'away')).toBe('136.7');
  });

  it("spans the round's weeks, one for any other game", () => {
    expect(weeksOfGame({ round: round([100], [90]) })).toBe(2);
    expect(weeksOfGame({})).toBe(1);
  });
});

describe('shownRoundTotals', () => {
  const twoWeeks = (home: number[], away: number[]): RoundScore => ({
    weeks: [17, 18],
    leg: 2,
    name: '3rd place game',
    home,
    away,
  });

  it('prints each sum as its two printed weeks add up, not as the exact sum rounds', () => {
    // 146.44 + 157.94 = 304.38, which rounds to 304.4; the weeks print 146.4 and 157.9.
    const round = twoWeeks([146.44, 157.94], [154.9, 141.4]);
    expect(shownRoundTotals(round)).toEqual({ home: 304.3, away: 296.3 });
    expect(roundSideText(round, 'home')).toBe('304.3 (146.4 + 157.9)');
  });

  it('prints the exact sums when the printed ones would turn the result around', () => {
    // Exact: 200.08 beats 200.06; printed weeks: 100.0 + 100.0 against 100.1 + 100.0.
    const round = twoWeeks([100.04, 100.04], [100.06, 100.0]);
    expect(roundTotals(round).home).toBeGreaterThan(roundTotals(round).away);
    expect(shownRoundTotals(round)).toEqual(roundTotals(round));
  });
});
