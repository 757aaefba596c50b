import { describe, expect, it } from 'vitest';
import type { NflState } from '../sleeper/schemas';
import { dashboardWeek, finalWeek, isWeekComplete } from './season-week';
import { makeLeague } from './test-data';

const state = (week: number, season = '2025', type = 'regular'): NflState => ({
  week,
  season,
  season_type: type,
});

describe('dashboard week', () => {
  it('follows the NFL week during the season', () => {
    const league = makeLeague();
    expect(dashboardWeek(league, state(9))).toBe(9);
    expect(isWeekComplete(8, league, state(9))).toBe(true);
    expect(isWeekComplete(9, league, state(9))).toBe(false);
  });

  it('shows the final week once the season is over', () => {
    const done = makeLeague({ playoff_week_start: 15 }, { status: 'complete' });
    expect(finalWeek(done)).toBe(17);
    expect(dashboardWeek(done, state(18))).toBe(17);
    expect(dashboardWeek(makeLeague({ last_scored_leg: 16 }, { season: '2024' }), state(3))).toBe(16);
    // During the season the provider's last scored week lags behind: it must not cap the weeks.
    const running = makeLeague({ last_scored_leg: 13 });
    expect(finalWeek(running)).toBe(17);
    expect(dashboardWeek(running, state(14))).toBe(14);
    expect(isWeekComplete(17, done, state(18))).toBe(true);
  });

  it('shows week 1 before the season', () => {
    expect(dashboardWeek(makeLeague(), state(0, '2025', 'pre'))).toBe(1);
    expect(dashboardWeek(makeLeague({}, { season: '2026', status: 'pre_draft' }), state(18))).toBe(1);
    expect(isWeekComplete(1, makeLeague(), state(0, '2025', 'pre'))).toBe(false);
  });
});
