import { describe, expect, it } from 'vitest';
import type { SleeperMatchup } from '../sleeper/schemas';
import { hasPlayerPoints, seasonHasPlayerPoints } from './player-points';

const row = (overrides: Partial<SleeperMatchup>): SleeperMatchup => ({
  roster_id: 1,
  matchup_id: 1,
  starters: ['qb', 'rb'],
  points: 97.8,
  ...overrides,
});

describe('hasPlayerPoints', () => {
  it('is false for a scored lineup whose players have no points (2020 and earlier)', () => {
    expect(hasPlayerPoints(row({}))).toBe(false);
    expect(hasPlayerPoints(row({ players_points: {} }))).toBe(false);
    expect(hasPlayerPoints(row({ players_points: { qb: 0, rb: 0 }, starters_points: [0, 0] }))).toBe(false);
  });

  it('is true when any player scored, or when nothing is missing yet', () => {
    expect(hasPlayerPoints(row({ players_points: { qb: 60, rb: 37.8 } }))).toBe(true);
    expect(hasPlayerPoints(row({ starters_points: [60, 37.8] }))).toBe(true);
    // A week not played yet, or a team that set no lineup: no score without its players' points.
    expect(hasPlayerPoints(row({ points: 0 }))).toBe(true);
    expect(hasPlayerPoints(row({ starters: ['0', '0'] }))).toBe(true);
  });
});

describe('seasonHasPlayerPoints', () => {
  it('reads a season from its rows', () => {
    const scored = row({ players_points: { qb: 60, rb: 37.8 } });
    expect(seasonHasPlayerPoints([{ week: 1, matchups: [scored, scored] }])).toBe(true);
    expect(seasonHasPlayerPoints([{ week: 1, matchups: [row({}), row({ roster_id: 2 })] }])).toBe(false);
    expect(seasonHasPlayerPoints([])).toBe(true);
  });
});
