import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { centralInstant, centralOffsetMinutes, centralWallClock } from './central-time';

const HOUR_MS = 3_600_000;
const ZONE = 'America/Chicago';

describe('Central Time by arithmetic', () => {
  it('agrees with the time zone database every 3 hours of 2000-2100 (offset and wall clock)', () => {
    // At 00:30:07, 03:30:07 ... UTC: 06:30 and 09:30 fall either side of both changes (07:00Z and 08:00Z).
    const start = Date.UTC(2000, 0, 1);
    const end = Date.UTC(2101, 0, 1);
    let checked = 0;
    for (let ms = start + 30 * 60_000 + 7_000; ms < end; ms += 3 * HOUR_MS) {
      const zoned = new TZDate(ms, ZONE);
      const wall = centralWallClock(ms);
      const expected = [
        zoned.getFullYear(),
        zoned.getMonth() + 1,
        zoned.getDate(),
        zoned.getDay(),
        zoned.getHours(),
        zoned.getMinutes(),
        zoned.getSeconds(),
      ];
      const actual = [wall.year, wall.month, wall.day, wall.weekday, wall.hour, wall.minute, wall.second];
      if (actual.join() !== expected.join()) expect(actual, new Date(ms).toISOString()).toEqual(expected);
      checked++;
    }
    expect(checked).toBeGreaterThan(290_000);
  });

  it('changes offset at 02:00 local on the rule days (2007 on, and before)', () => {
    // 2026: 8 March and 1 November. 2006: 2 April and 29 October.
    expect(centralOffsetMinutes(Date.UTC(2026, 2, 8, 8) - 1)).toBe(-360);
    expect(centralOffsetMinutes(Date.UTC(2026, 2, 8, 8))).toBe(-300);
    expect(centralOffsetMinutes(Date.UTC(2026, 10, 1, 7) - 1)).toBe(-300);
    expect(centralOffsetMinutes(Date.UTC(2026, 10, 1, 7))).toBe(-360);
    expect(centralOffsetMinutes(Date.UTC(2006, 3, 2, 8))).toBe(-300);
    expect(centralOffsetMinutes(Date.UTC(2006, 9, 29, 7))).toBe(-360);
  });

  it('reads a wall clock as the time zone database does, every half hour around each change', () => {
    for (let year = 2000; year <= 2100; year++) {
      for (const [month, days] of [
        [3, [1, 31]],
        [4, [1, 30]],
        [10, [24, 31]],
        [11, [1, 8]],
      ] as const) {
        for (let day = days[0]; day <= days[1]; day++) {
          for (let half = 0; half < 8; half++) {
            const [hour, minute] = [Math.floor(half / 2), (half % 2) * 30];
            const expected = new TZDate(year, month - 1, day, hour, minute, 0, ZONE).getTime();
            const actual = centralInstant(year, month, day, hour, minute);
            if (actual !== expected)
              expect([year, month, day, hour, minute, actual]).toEqual([
                year,
                month,
                day,
                hour,
                minute,
                expected,
              ]);
          }
        }
      }
    }
  });

  it('puts a skipped time an hour later and a repeated one at its first instant', () => {
    expect(new Date(centralInstant(2026, 3, 8, 2, 30)).toISOString()).toBe('2026-03-08T08:30:00.000Z');
    expect(new Date(centralInstant(2026, 11, 1, 1, 30)).toISOString()).toBe('2026-11-01T06:30:00.000Z');
    expect(new Date(centralInstant(2026, 3, 1, 23, 59, 59, 500)).toISOString()).toBe(
      '2026-03-02T05:59:59.500Z',
    );
  });
});
