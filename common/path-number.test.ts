import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathNumber, pathWeekSchema } from './path-number';

describe('path numbers (issue 36)', () => {
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
