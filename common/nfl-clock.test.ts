import { describe, expect, it } from 'vitest';
import { clockAt, formatNflClock, GAME_SECONDS, shareOfGameLeft } from './nfl-clock';

describe('an NFL game clock', () => {
  it('reads as Sleeper prints it', () => {
    expect(formatNflClock({ quarter: 3, secondsLeft: 252 })).toBe('Q3 4:12');
    expect(formatNflClock({ quarter: 1, secondsLeft: 900 })).toBe('Q1 15:00');
    expect(formatNflClock({ quarter: 4, secondsLeft: 5 })).toBe('Q4 0:05');
    expect(formatNflClock({ quarter: 5, secondsLeft: 598 })).toBe('OT 9:58');
  });

  it('runs from Q1 15:00 at kickoff to the last second of the fourth', () => {
    expect(clockAt(0)).toEqual({ quarter: 1, secondsLeft: 900 });
    expect(clockAt(0.25)).toEqual({ quarter: 2, secondsLeft: 900 });
    expect(clockAt(0.5 + 648 / GAME_SECONDS)).toEqual({ quarter: 3, secondsLeft: 252 });
    expect(clockAt(0.99999)).toEqual({ quarter: 4, secondsLeft: 1 });
    expect(clockAt(1)).toEqual({ quarter: 4, secondsLeft: 1 });
  });

  it('gives the share of regulation left, none in overtime', () => {
    expect(shareOfGameLeft({ quarter: 1, secondsLeft: 900 })).toBe(1);
    expect(shareOfGameLeft({ quarter: 3, secondsLeft: 900 })).toBe(0.5);
    expect(shareOfGameLeft({ quarter: 4, secondsLeft: 0 })).toBe(0);
    expect(shareOfGameLeft({ quarter: 5, secondsLeft: 600 })).toBe(0);
    for (const share of [0, 0.1, 0.5, 0.9]) expect(shareOfGameLeft(clockAt(share))).toBeCloseTo(1 - share, 3);
  });
});
