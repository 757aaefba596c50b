import { describe, expect, it } from 'vitest';
import { parseCentralDateTime, settingsUpdateBodySchema } from './settings';

describe('parseCentralDateTime', () => {
  it('reads a value without offset as Central Time (CST is UTC-6, CDT UTC-5)', () => {
    expect(new Date(parseCentralDateTime('2026-03-01T23:59')!).toISOString()).toBe(
      '2026-03-02T05:59:00.000Z',
    );
    expect(new Date(parseCentralDateTime('2025-09-04')!).toISOString()).toBe('2025-09-04T05:00:00.000Z');
  });

  it('keeps an explicit offset or Z as that instant', () => {
    expect(parseCentralDateTime('2026-03-02T05:59:00.000Z')).toBe(Date.UTC(2026, 2, 2, 5, 59));
    expect(parseCentralDateTime('2026-03-01T23:59:00-06:00')).toBe(Date.UTC(2026, 2, 2, 5, 59));
  });

  it('refuses impossible dates and junk', () => {
    for (const value of ['2026-02-31T10:00', '2026-13-01', '2026-03-01T24:00', 'tomorrow', '']) {
      expect(parseCentralDateTime(value)).toBeNull();
    }
  });
});

describe('settings body', () => {
  it('defaults an empty playoff start week to 15 and clears empty dates', () => {
    const parsed = settingsUpdateBodySchema.parse({
      keeperDeadline: '',
      draftDate: null,
      playoffStartWeek: '',
    });
    expect(parsed).toMatchObject({
      keeperDeadline: null,
      draftDate: null,
      seasonStartDate: null,
      playoffStartWeek: 15,
    });
  });

  it('accepts epoch milliseconds for a date', () => {
    expect(settingsUpdateBodySchema.parse({ draftDate: 1755990000000 }).draftDate).toBe(1755990000000);
    expect(settingsUpdateBodySchema.safeParse({ draftDate: -5 }).success).toBe(false);
  });

  it('accepts weeks 1 to 18 only, as numbers or numeric strings', () => {
    const week = (playoffStartWeek: unknown) => settingsUpdateBodySchema.safeParse({ playoffStartWeek });
    expect(week(1).success && week(18).success && week('16').success).toBe(true);
    for (const bad of [0, 19, 15.5, 'x', -1]) expect(week(bad).success).toBe(false);
  });
});
