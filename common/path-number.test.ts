import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isPathSeason, PATH_WEEK_RANGE, readPathNumber } from './path-digits';
import { pathNumber, pathWeekSchema } from './path-number';

describe('path numbers', () => {
  it('reads plain decimal digits', () => {
    expect(pathWeekSchema.parse('1')).toBe(1);
    expect(pathWeekSchema.parse('25')).toBe(25);
    expect(pathNumber(z.number().min(0)).parse('0')).toBe(0);
  });

  it('refuses every other way of writing a number', () => {
    for (const text of [
      '1e1',
      '0x1',
      '0b1',
      '0o1',
      ' 1',
      '1 ',
      '\t1',
      '+1',
      '-1',
      '1.0',
      '1.',
      '01',
      '１',
      '',
      'x',
    ]) {
      const result = pathWeekSchema.safeParse(text);
      expect({ text, ok: result.success }).toEqual({ text, ok: false });
      expect(result.error?.issues[0]?.message).toBe('must be a whole number in digits, such as 3');
    }
  });

  it('checks the number against its range', () => {
    expect(pathWeekSchema.safeParse('0').success).toBe(false);
    expect(pathWeekSchema.safeParse('26').success).toBe(false);
    expect(pathWeekSchema.safeParse('99999999999999999999').success).toBe(false);
  });
});

describe('the client reading of a path number (path-digits.ts)', () => {
  it('reads exactly the weeks the server reads, and the same values', () => {
    const texts = ['0', '1', '9', '10', '25', '26', '1e1', '0x1', ' 1', '+1', '1.0', '01', '１', '', 'x'];
    for (const text of texts) {
      const server = pathWeekSchema.safeParse(text);
      expect({ text, week: readPathNumber(text, PATH_WEEK_RANGE) }).toEqual({
        text,
        week: server.success ? server.data : null,
      });
    }
    expect(readPathNumber(undefined, PATH_WEEK_RANGE)).toBeNull();
  });

  it('reads a season only as a 4-digit year', () => {
    expect(['2025', '1999'].every(isPathSeason)).toBe(true);
    expect(['25', '20250', '2025 ', 'year', undefined].some(isPathSeason)).toBe(false);
  });
});
