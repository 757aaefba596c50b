import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DATE_TIME_MESSAGE,
  dateTimeFieldSchema,
  isWithinDateWindow,
  parseCentralDateTime,
} from './date-time';

describe('parseCentralDateTime', () => {
  it('reads a value without offset as Central Time (CST is UTC-6, CDT UTC-5)', () => {
    expect(new Date(parseCentralDateTime('2026-03-01T23:59')!).toISOString()).toBe(
      '2026-03-02T05:59:00.000Z',
    );
    expect(new Date(parseCentralDateTime('2025-09-04')!).toISOString()).toBe('2025-09-04T05:00:00.000Z');
    expect(new Date(parseCentralDateTime('2025-09-04 19:00:30.25')!).toISOString()).toBe(
      '2025-09-05T00:00:30.250Z',
    );
  });

  it('keeps an explicit offset or Z as that instant', () => {
    expect(parseCentralDateTime('2026-03-02T05:59:00.000Z')).toBe(Date.UTC(2026, 2, 2, 5, 59));
    expect(parseCentralDateTime('2026-03-01T23:59:00-06:00')).toBe(Date.UTC(2026, 2, 2, 5, 59));
    expect(parseCentralDateTime('2026-03-02T11:29+0530')).toBe(Date.UTC(2026, 2, 2, 5, 59));
    expect(parseCentralDateTime('2026-03-02z')).toBe(Date.UTC(2026, 2, 2));
  });

  it('accepts the first and last day of the window, as dates in Central Time', () => {
    // 2000-01-01 00:00 CST is 06:00Z; 2101-01-01 00:00 CST is 06:00Z.
    expect(parseCentralDateTime('2000-01-01T00:00')).toBe(Date.UTC(2000, 0, 1, 6));
    expect(parseCentralDateTime('2000-01-01T00:00-06:00')).toBe(Date.UTC(2000, 0, 1, 6));
    expect(parseCentralDateTime('2100-12-31T23:59:59.999')).toBe(Date.UTC(2101, 0, 1, 6) - 1);
    // The evening of the last day is already 2101 in UTC.
    expect(parseCentralDateTime('2100-12-31T20:00')).toBe(Date.UTC(2101, 0, 1, 2));
    expect(parseCentralDateTime('2100-12-31T23:00-06:00')).toBe(Date.UTC(2101, 0, 1, 5));
    expect(parseCentralDateTime('2100-12-31T23:59:59.999Z')).toBe(Date.UTC(2101, 0, 1) - 1);
  });

  it('refuses years outside 2000-2100, years that are not four digits, impossible dates and junk', () => {
    for (const value of [
      '0026-03-01', // once stored as 1926-03-01 (Date's two-digit-year rule)
      '0026-03-01T00:00Z',
      '1999-12-31T23:59:59Z',
      '1999-12-31T23:59',
      '2000-01-01T00:00Z', // 1999-12-31 18:00 in Central Time
      '2101-01-01',
      '2101-01-01T00:00Z', // 2100 in Central Time, but typed as 2101
      '26-03-01',
      '+002026-03-01',
      '20260-03-01',
      '2026-02-31T10:00',
      '2026-02-29',
      '2026-13-01',
      '2026-03-01T24:00',
      '2026-03-01T10:00+24:00',
      'March 1 2026',
      'tomorrow',
      '',
    ]) {
      expect(parseCentralDateTime(value), value).toBeNull();
    }
    expect(parseCentralDateTime('2028-02-29')).not.toBeNull();
  });
});

describe('dateTimeFieldSchema', () => {
  const body = z.object({ when: dateTimeFieldSchema });

  it('clears on empty or null, leaves an absent field undefined (kept), and answers epoch ms', () => {
    expect(body.parse({}).when).toBeUndefined();
    expect(body.parse({ when: null }).when).toBeNull();
    expect(body.parse({ when: '  ' }).when).toBeNull();
    expect(body.parse({ when: 1755990000000 }).when).toBe(1755990000000);
    expect(body.parse({ when: '2026-03-01T23:59' }).when).toBe(Date.UTC(2026, 2, 2, 5, 59));
  });

  it('refuses epoch ms outside the window with the field and the rule', () => {
    const outside = [-5, 0, Date.UTC(2000, 0, 1), Date.UTC(2101, 0, 1, 6), 1.5, Number.MAX_SAFE_INTEGER];
    for (const when of outside) {
      const result = body.safeParse({ when });
      expect(result.success, String(when)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['when'], message: DATE_TIME_MESSAGE });
    }
  });

  it('accepts epoch ms of the evening of 2100-12-31 in Central Time', () => {
    expect(body.parse({ when: Date.UTC(2101, 0, 1, 2) }).when).toBe(Date.UTC(2101, 0, 1, 2));
  });

  it('isWithinDateWindow is the same window: years 2000-2100 in Central Time', () => {
    expect(isWithinDateWindow(Date.UTC(2000, 0, 1, 6))).toBe(true);
    expect(isWithinDateWindow(Date.UTC(2000, 0, 1, 6) - 1)).toBe(false);
    expect(isWithinDateWindow(Date.UTC(2101, 0, 1, 6) - 1)).toBe(true);
    expect(isWithinDateWindow(Date.UTC(2101, 0, 1, 6))).toBe(false);
  });
});
