import { describe, expect, it } from 'vitest';
import { playerFacts, statusDotClass } from './player-status';

describe('player status', () => {
  it('colours Q yellow, O and IR red, anything else green', () => {
    expect(statusDotClass('Q')).toContain('yellow');
    expect(statusDotClass('O')).toContain('red');
    expect(statusDotClass('IR')).toContain('red');
    expect(statusDotClass('Active')).toContain('emerald');
    expect(statusDotClass('D')).toContain('emerald');
  });

  it('names position and team, FA without one, and the status only when he is not active', () => {
    expect(playerFacts({ position: 'RB', team: 'KC', status: 'Active' })).toBe('RB · KC');
    expect(playerFacts({ position: 'WR', team: null, status: 'Q' })).toBe('WR · FA · Q');
  });
});
