import { describe, expect, it } from 'vitest';
import { weekLabel } from './use-nfl-state';

describe('weekLabel (DESIGN D5)', () => {
  it('shows the live week during the regular season and playoffs', () => {
    expect(weekLabel({ week: 12, seasonType: 'regular' })).toBe('Week 12 • Live');
    expect(weekLabel({ week: 17, seasonType: 'post' })).toBe('Week 17 • Live');
  });
  it("says 'Offseason' otherwise", () => {
    expect(weekLabel({ week: 0, seasonType: 'off' })).toBe('Offseason');
    expect(weekLabel({ week: 1, seasonType: 'pre' })).toBe('Offseason');
    expect(weekLabel({ week: 0, seasonType: 'regular' })).toBe('Offseason');
  });
  it('shows nothing while the state is unknown (loading or unavailable)', () => {
    expect(weekLabel(undefined)).toBeNull();
  });
});
