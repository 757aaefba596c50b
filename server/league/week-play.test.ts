import { describe, expect, it } from 'vitest';
import { weekPlayState } from './week-play';

describe('weekPlayState', () => {
  it('is final once the week is over, whatever the scores', () => {
    expect(weekPlayState(true, true)).toBe('final');
    expect(weekPlayState(true, false)).toBe('final');
  });
  it('is live while the week is not over and points are in, and upcoming before any', () => {
    expect(weekPlayState(false, true)).toBe('live');
    expect(weekPlayState(false, false)).toBe('upcoming');
  });
});
