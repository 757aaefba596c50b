import { describe, expect, it } from 'vitest';
import { gameWindowAt, windowsOfWeek } from './game-windows';

// The 2025 regular season starts Thursday 2025-09-04; week 14 runs Thursday 2025-12-04 to Monday
// 2025-12-08 (Eastern Standard Time, UTC-5). Week 13 holds Thanksgiving (2025-11-27).
const week = (n: number) => ({ week: n, season_type: 'regular', season_start_date: '2025-09-04' });
const et = (local: string) => new Date(`${local}-05:00`);
const edt = (local: string) => new Date(`${local}-04:00`);

describe('windowsOfWeek', () => {
  it("lists a December week's Thursday, Saturday, Sunday and Monday windows in New York time", () => {
    expect(windowsOfWeek('2025-09-04', 14).map((w) => [w.start.toISOString(), w.end.toISOString()])).toEqual([
      ['2025-12-05T00:00:00.000Z', '2025-12-05T06:00:00.000Z'], // Thu 19:00-01:00 EST
      ['2025-12-06T17:00:00.000Z', '2025-12-07T06:00:00.000Z'], // Sat 12:00-01:00 (December)
      ['2025-12-07T14:00:00.000Z', '2025-12-08T06:00:00.000Z'], // Sun 09:00-01:00
      ['2025-12-09T00:00:00.000Z', '2025-12-09T06:00:00.000Z'], // Mon 19:00-01:00
    ]);
  });

  it('has Thanksgiving from noon, the Friday after it, no Saturday in November, and a week-1 Friday', () => {
    const thanksgiving = windowsOfWeek('2025-09-04', 13).map((w) => w.start.toISOString());
    expect(thanksgiving).toEqual([
      '2025-11-27T17:00:00.000Z', // Thu 12:00 EST
      '2025-11-28T19:00:00.000Z', // Fri 14:00
      '2025-11-30T14:00:00.000Z', // Sun 09:00
      '2025-12-02T00:00:00.000Z', // Mon 19:00
    ]);
    expect(windowsOfWeek('2025-09-04', 1).map((w) => w.start.toISOString())).toEqual([
      '2025-09-04T23:00:00.000Z', // Thu 19:00 EDT
      '2025-09-05T23:00:00.000Z', // Fri 19:00 (week 1 only)
      '2025-09-07T13:00:00.000Z', // Sun 09:00
      '2025-09-08T23:00:00.000Z', // Mon 19:00
    ]);
  });

  it('follows the end of daylight saving time (Sunday 2025-11-02)', () => {
    const sunday = windowsOfWeek('2025-09-04', 9).find((w) => w.start.getUTCDay() === 0)!;
    expect(sunday.start.toISOString()).toBe('2025-11-02T14:00:00.000Z'); // 09:00 EST, not EDT
    expect(gameWindowAt(new Date('2025-11-02T13:30:00Z'), week(9)).open).toBe(false);
    expect(gameWindowAt(new Date('2025-11-02T14:30:00Z'), week(9)).open).toBe(true);
  });
});

describe('gameWindowAt', () => {
  it('is open during Sunday afternoon games and says when the next window starts otherwise', () => {
    expect(gameWindowAt(et('2025-12-07T13:05:00'), week(14))).toEqual({
      open: true,
      weekOver: false,
      nextOpenAt: et('2025-12-08T19:00:00'),
    });
    expect(gameWindowAt(et('2025-12-03T10:00:00'), week(14))).toEqual({
      open: false,
      weekOver: false,
      nextOpenAt: et('2025-12-04T19:00:00'),
    });
    // Friday of week 14: between Thursday night and Saturday.
    expect(gameWindowAt(et('2025-12-05T15:00:00'), week(14))).toMatchObject({
      open: false,
      nextOpenAt: et('2025-12-06T12:00:00'),
    });
  });

  it('counts a late Monday game until 01:00, then the week is over', () => {
    expect(gameWindowAt(et('2025-12-09T00:45:00'), week(14)).open).toBe(true);
    expect(gameWindowAt(et('2025-12-09T01:00:00'), week(14))).toEqual({
      open: false,
      weekOver: true,
      nextOpenAt: null,
    });
  });

  it('is open on Thanksgiving afternoon and on Christmas Day', () => {
    expect(gameWindowAt(et('2025-11-27T13:00:00'), week(13)).open).toBe(true);
    expect(gameWindowAt(et('2025-11-28T15:00:00'), week(13)).open).toBe(true);
    expect(gameWindowAt(et('2025-11-29T15:00:00'), week(13)).open).toBe(false);
    const christmas = { week: 17, season_type: 'regular', season_start_date: '2025-09-04' };
    expect(gameWindowAt(et('2025-12-25T13:00:00'), christmas).open).toBe(true);
  });

  it('never opens outside the regular season and playoffs, or before week 1', () => {
    const closed = { open: false, weekOver: false, nextOpenAt: null };
    const sunday = et('2025-12-07T14:00:00');
    expect(gameWindowAt(sunday, { week: 0, season_type: 'off' })).toEqual(closed);
    expect(gameWindowAt(sunday, { week: 3, season_type: 'pre' })).toEqual(closed);
    expect(gameWindowAt(sunday, { week: 0, season_type: 'regular' })).toEqual(closed);
  });

  it('uses the usual weekly windows without a season start date, and in the NFL postseason', () => {
    const noStart = { week: 14, season_type: 'regular', season_start_date: null };
    expect(gameWindowAt(et('2025-12-07T14:00:00'), noStart)).toEqual({
      open: true,
      weekOver: false,
      nextOpenAt: et('2025-12-08T19:00:00'),
    });
    expect(gameWindowAt(edt('2025-10-15T12:00:00'), noStart).nextOpenAt).toEqual(edt('2025-10-16T19:00:00'));
    const wildCard = { week: 1, season_type: 'post', season_start_date: '2025-09-04' };
    expect(gameWindowAt(et('2026-01-10T16:30:00'), wildCard).open).toBe(true);
    expect(gameWindowAt(et('2026-01-13T16:30:00'), wildCard)).toMatchObject({
      open: false,
      weekOver: false,
      nextOpenAt: et('2026-01-15T19:00:00'),
    });
  });
});
