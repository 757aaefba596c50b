import { describe, expect, it } from 'vitest';
import { formatChance, recapChance } from './chance-format';

describe('chances as they read', () => {
  it('a sample is never certain; a proven outcome is', () => {
    expect(formatChance(0, false)).toBe('<0.1%');
    expect(formatChance(1, false)).toBe('>99.9%');
    expect(formatChance(0, true)).toBe('0%');
    expect(formatChance(0.004, false)).toBe('0.4%');
    expect(formatChance(0.4567, false)).toBe('46%');
    expect(formatChance(0.993, false)).toBe('99.3%');
    expect(formatChance(1, true)).toBe('100%');
  });

  it('a recap says a playoff chance of 0 only for a team that is out, as its movers table does', () => {
    expect(recapChance('playoffs', 0, 'fighting', false)).toBe('<0.1%');
    expect(recapChance('playoffs', 0, 'eliminated', false)).toBe('0%');
    expect(recapChance('playoffs', 1, 'clinched', false)).toBe('100%');
    expect(recapChance('title', 0, 'fighting', false)).toBe('<0.1%');
    expect(recapChance('title', 0, 'eliminated', false)).toBe('0%');
    // In the playoffs every chance is settled by the bracket: a 0 is a fact.
    expect(recapChance('title', 0, 'clinched', true)).toBe('0%');
  });
});
