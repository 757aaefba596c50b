import { describe, expect, it } from 'vitest';
import { findRecap, recapsBySeason } from './recap-list';

const entry = (season: string, week: number, playoffs = false) => ({
  season,
  week,
  playoffs,
  path: `/recaps/${season}/${week}`,
  headline: null,
});

describe('the list of recaps', () => {
  const list = [entry('2025', 2), entry('2025', 1), entry('2024', 17, true), entry('2024', 16, true)];

  it('groups the weeks by season, keeping the newest-first order', () => {
    expect(recapsBySeason(list)).toEqual([
      { season: '2025', weeks: [entry('2025', 2), entry('2025', 1)] },
      { season: '2024', weeks: [entry('2024', 17, true), entry('2024', 16, true)] },
    ]);
    expect(recapsBySeason([])).toEqual([]);
  });

  it('finds a week’s recap by season and week', () => {
    expect(findRecap(list, '2024', 17)?.path).toBe('/recaps/2024/17');
    expect(findRecap(list, '2025', 17)).toBeUndefined();
    expect(findRecap(undefined, '2025', 1)).toBeUndefined();
  });
});
