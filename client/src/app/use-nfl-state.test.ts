import { describe, expect, it } from 'vitest';
import { weekLabel } from './use-nfl-state';

describe('weekLabel (DESIGN D5)', () => {
  it('shows the live week during the regular season and playoffs', () => {
    expect(weekLabel({ week: 12, season: '2025', seasonType: 'regular' })).toBe('Week 12 • Live');
    expect(weekLabel({ week: 17, season: '2025', seasonType: 'post' })).toBe('Week 17 • Live');
    expect(weekLabel({ week: 3, season: '2025' })).toBe('Week 3 • Live');
  });
  it("says 'Offseason' otherwise", () => {
    expect(weekLabel({ week: 0, season: '2026', seasonType: 'off' })).toBe('Offseason');
    expect(weekLabel({ week: 1, season: '2026', seasonType: 'pre' })).toBe('Offseason');
    expect(weekLabel({ week: 0, season: '2026', seasonType: 'regular' })).toBe('Offseason');
  });
  it('shows nothing while the state is unknown (loading or unavailable)', () => {
    expect(weekLabel(undefined)).toBeNull();
  });
});
