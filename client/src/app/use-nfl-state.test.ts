import { describe, expect, it } from 'vitest';
import { weekLabel } from './use-nfl-state';

const online = { liveStatus: null, online: true };

describe('weekLabel (docs/product.md D5)', () => {
  it('says Live only while games are on, in the regular season and the playoffs', () => {
    expect(weekLabel({ week: 12, seasonType: 'regular', gamesOn: true }, online)).toBe('Week 12 • Live');
    expect(weekLabel({ week: 17, seasonType: 'post', gamesOn: true }, online)).toBe('Week 17 • Live');
    expect(weekLabel({ week: 12, seasonType: 'regular', gamesOn: false }, online)).toBe('Week 12');
  });
  it("follows the page's live scores where it has them: final or between games is not Live", () => {
    const state = { week: 14, seasonType: 'regular', gamesOn: true };
    expect(weekLabel(state, { liveStatus: 'final', online: true })).toBe('Week 14');
    expect(weekLabel(state, { liveStatus: 'waiting', online: true })).toBe('Week 14');
    expect(weekLabel({ ...state, gamesOn: false }, { liveStatus: 'live', online: true })).toBe(
      'Week 14 • Live',
    );
  });
  it("says 'Offseason' out of season", () => {
    expect(weekLabel({ week: 0, seasonType: 'off', gamesOn: false }, online)).toBe('Offseason');
    expect(weekLabel({ week: 1, seasonType: 'pre', gamesOn: false }, online)).toBe('Offseason');
    expect(weekLabel({ week: 0, seasonType: 'regular', gamesOn: false }, online)).toBe('Offseason');
  });
  it("says 'Offline' without a network, and nothing while the state is unknown", () => {
    expect(
      weekLabel({ week: 14, seasonType: 'regular', gamesOn: true }, { liveStatus: 'live', online: false }),
    ).toBe('Offline');
    expect(weekLabel(undefined, online)).toBeNull();
  });
});
