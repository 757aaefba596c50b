import { describe, expect, it } from 'vitest';
import { seededRng } from './random';
import { NormalScoreModel, PRIOR_GAMES, randomSource, teamScoring } from './score-model';

describe('the scoring model', () => {
  it('shrinks a team toward the league by three games of prior weight', () => {
    // League mean 110 over 6 scores; team A's own mean 120 over 3 games.
    const { teams, league } = teamScoring([
      [110, 120, 130],
      [90, 100, 110],
    ]);
    expect(league.mean).toBe(110);
    // Pooled within-team variance: (200 + 200) / (2 + 2) = 100.
    expect(league.sd).toBeCloseTo(10, 9);
    expect(teams[0]!.mean).toBeCloseTo((3 * 120 + PRIOR_GAMES * 110) / (3 + PRIOR_GAMES), 9);
    expect(teams[1]!.mean).toBeCloseTo(105, 9);
    expect(teams[0]!.sd).toBeCloseTo(Math.sqrt((200 + 3 * 100) / (2 + 3)), 9);
  });

  it('uses the league for a team without games, and one model for everybody before any score', () => {
    const { teams } = teamScoring([[100, 120], []]);
    expect(teams[1]!.mean).toBe(110);
    const before = teamScoring([[], []]).teams;
    expect(before[0]).toEqual(before[1]);
  });

  it('blends a week projection half and half, and never draws below zero', () => {
    const model = new NormalScoreModel({
      playedScores: [
        [100, 100, 100],
        [10, 0, 20],
      ],
      projections: new Map([[5, [140, Number.NaN]]]),
    });
    const mean0 = model.teams[0]!.mean;
    expect(model.meanOf(0, 5)).toBeCloseTo(0.5 * 140 + 0.5 * mean0, 9);
    expect(model.meanOf(1, 5)).toBe(model.teams[1]!.mean);
    expect(model.meanOf(0, 6)).toBe(mean0);
    const random = randomSource(seededRng(3));
    const draws = Array.from({ length: 2000 }, () => model.draw(1, 6, random));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    const average =
      Array.from({ length: 20000 }, () => model.draw(0, 5, random)).reduce((a, b) => a + b) / 20000;
    expect(Math.abs(average - model.meanOf(0, 5))).toBeLessThan(1);
  });
});
