import { describe, expect, it } from 'vitest';
import { lineupOutlook, SPREAD_SHARE, winChanceOf, type StarterOutlook } from './live-outlook';
import { normalCdf } from './normal';

const done = (points: number): StarterOutlook => ({ points, projectedPoints: 12, game: 'post' });
const toPlay = (projectedPoints: number): StarterOutlook => ({ points: 0, projectedPoints, game: 'pre' });
const playing = (points: number, projectedPoints: number): StarterOutlook => ({
  points,
  projectedPoints,
  game: 'in',
});

describe('a lineup outlook', () => {
  it('a finished game is 100/0: the finals are the scores, nothing left to vary', () => {
    const a = lineupOutlook([done(20), done(15.5)])!;
    const b = lineupOutlook([done(10), done(12)])!;
    expect(a).toEqual({ playersLeft: 0, projectedFinal: 35.5, variance: 0 });
    expect(winChanceOf(a, b)).toBe(1);
    expect(winChanceOf(b, a)).toBe(0);
    expect(winChanceOf(a, a)).toBe(0.5);
  });

  it("an untouched game matches the pre-game projection's chance", () => {
    const a = lineupOutlook([toPlay(20), toPlay(10)])!;
    const b = lineupOutlook([toPlay(15), toPlay(12)])!;
    expect(a.projectedFinal).toBe(30);
    expect(a.playersLeft).toBe(2);
    const spread = SPREAD_SHARE * Math.sqrt(20 ** 2 + 10 ** 2 + 15 ** 2 + 12 ** 2);
    expect(winChanceOf(a, b)).toBeCloseTo(normalCdf(3 / spread), 10);
    expect(winChanceOf(a, b) + winChanceOf(b, a)).toBeCloseTo(1, 10);
  });

  it('a lopsided game is all but decided, and a playing player counts his points or projection', () => {
    const a = lineupOutlook([done(40), playing(18, 10), toPlay(5)])!;
    const b = lineupOutlook([done(3), toPlay(8), toPlay(6)])!;
    expect(a.projectedFinal).toBe(63);
    expect(a.playersLeft).toBe(2);
    expect(winChanceOf(a, b)).toBeGreaterThan(0.999);
  });

  it("with one player left, only his spread decides: a lead bigger than his projection's reach holds", () => {
    const leader = lineupOutlook([done(100)])!;
    const close = lineupOutlook([done(95), toPlay(10)])!;
    // Behind by 5 with 10 projected to come: ahead on the projection, so above even.
    expect(winChanceOf(close, leader)).toBeCloseTo(normalCdf(5 / (SPREAD_SHARE * 10)), 10);
    expect(winChanceOf(close, leader)).toBeGreaterThan(0.5);
    const far = lineupOutlook([done(70), toPlay(10)])!;
    expect(winChanceOf(far, leader)).toBeLessThan(0.001);
  });

  it('gives no outlook when a starter’s game is not known', () => {
    expect(lineupOutlook([done(10), { points: 0, projectedPoints: 9, game: null }])).toBeNull();
  });
});
