import { describe, expect, it } from 'vitest';
import type { NflClock } from '../../common/league';
import { clockAt } from '../../common/nfl-clock';
import { gameLeftOf, lineupOutlook, SPREAD_SHARE, winChanceOf, type StarterOutlook } from './live-outlook';
import { normalCdf } from './normal';

const done = (points: number): StarterOutlook => ({ points, projectedPoints: 12, game: 'post', clock: null });
const toPlay = (projectedPoints: number): StarterOutlook => ({
  points: 0,
  projectedPoints,
  game: 'pre',
  clock: null,
});
const playing = (points: number, projectedPoints: number, clock: NflClock | null): StarterOutlook => ({
  points,
  projectedPoints,
  game: 'in',
  clock,
});
/** The clock at the start of a quarter (5: the end of regulation). */
const quarter = (q: number): NflClock => clockAt((q - 1) / 4);

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

  it('a playing starter adds his projection for the share of his game left to his points', () => {
    // 8 points at half time of a 20-point projection: 8 + 10. A quarter later: 8 + 5.
    expect(lineupOutlook([playing(8, 20, quarter(3))])!.projectedFinal).toBe(18);
    expect(lineupOutlook([playing(8, 20, quarter(4))])!.projectedFinal).toBe(13);
    // Ahead of his pace, he lifts the final above his projection.
    expect(lineupOutlook([playing(18, 20, quarter(3))])!.projectedFinal).toBe(28);
    // Q3 4:12: 4:12 of the third and the fourth's 15:00 left, 1152 of 3600 seconds.
    expect(gameLeftOf({ game: 'in', clock: { quarter: 3, secondsLeft: 252 } })).toBeCloseTo(1152 / 3600, 10);
    // Playing with no clock known: half his game is taken as left.
    expect(lineupOutlook([playing(8, 20, null)])!.projectedFinal).toBe(18);
  });

  it('follows a game through its life: the projection holds at pace, and the chance settles', () => {
    // One starter projected 20 against a finished 15: at kickoff the pre-game chance.
    const opponent = lineupOutlook([done(15)])!;
    const life = [1, 2, 3, 4].map((q) => lineupOutlook([playing(20 * ((q - 1) / 4), 20, quarter(q))])!);
    expect(winChanceOf(life[0]!, opponent)).toBeCloseTo(normalCdf(5 / (SPREAD_SHARE * 20)), 10);
    for (const outlook of life) expect(outlook.projectedFinal).toBe(20);
    const chances = life.map((outlook) => winChanceOf(outlook, opponent));
    for (let i = 1; i < chances.length; i++) expect(chances[i]!).toBeGreaterThan(chances[i - 1]!);
    // Scoring at half his pace, the projection falls with every quarter and the chance with it.
    const slow = [1, 2, 3, 4].map((q) => lineupOutlook([playing(10 * ((q - 1) / 4), 20, quarter(q))])!);
    expect(slow.map((o) => o.projectedFinal)).toEqual([20, 17.5, 15, 12.5]);
    const slowChances = slow.map((outlook) => winChanceOf(outlook, opponent));
    for (let i = 1; i < slowChances.length; i++) expect(slowChances[i]!).toBeLessThan(slowChances[i - 1]!);
    // At the final whistle: his points, and 100/0.
    const over = lineupOutlook([done(20)])!;
    expect(over.playersLeft).toBe(0);
    expect(winChanceOf(over, opponent)).toBe(1);
  });

  it('a deficit shrinking faster than projected moves the projection and the chance', () => {
    // Behind a finished 109.6 with three starters playing, each projected 10 for the game.
    const leader = lineupOutlook([done(109.6)])!;
    const trailing = (points: number, clock: NflClock) =>
      lineupOutlook([done(points), playing(0, 10, clock), playing(0, 10, clock), playing(0, 10, clock)])!;
    // At the second quarter, 36 behind: 73.6 and three quarters of 30 to come.
    const early = trailing(73.6, quarter(2));
    expect(early.projectedFinal).toBe(96.1);
    // At the third, 20.6 behind: more scored than projected, so the projection and the chance rise.
    const later = trailing(89, quarter(3));
    expect(later.projectedFinal).toBe(104);
    expect(winChanceOf(later, leader)).toBeGreaterThan(2 * winChanceOf(early, leader));
    // At the same moment, the smaller the deficit, the better the chance.
    expect(winChanceOf(trailing(103.6, quarter(3)), leader)).toBeGreaterThan(winChanceOf(later, leader));
    expect(winChanceOf(trailing(103.6, quarter(3)), leader)).toBeGreaterThan(0.5);
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
    expect(lineupOutlook([done(10), { points: 0, projectedPoints: 9, game: null, clock: null }])).toBeNull();
  });
});
