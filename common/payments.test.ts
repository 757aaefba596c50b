import { describe, expect, it } from 'vitest';
import { normaliseAmount, sumAmounts } from './amounts';
import { paymentUpdateBodySchema } from './payments';

describe('payment amounts', () => {
  it('normalise to exactly two decimals without float arithmetic', () => {
    expect(normaliseAmount('12.5')).toBe('12.50');
    expect(normaliseAmount('12')).toBe('12.00');
    expect(normaliseAmount('0012.05')).toBe('12.05');
    expect(normaliseAmount('0.1')).toBe('0.10');
  });

  it('keeps "12.50" and a value a float sum would distort exactly', () => {
    const parse = (paidAmount: unknown) =>
      paymentUpdateBodySchema.parse({ rosterId: 1, hasPaid: true, paidAmount }).paidAmount;
    expect(parse('12.50')).toBe('12.50');
    expect(parse(0.3)).toBe('0.30');
    expect(parse('9999999.99')).toBe('9999999.99');
    expect(parse('')).toBeNull();
    expect(parse(null)).toBeNull();
  });

  it('refuses negative, over-precise and non-numeric amounts', () => {
    for (const paidAmount of ['-1', '1.234', 'abc', '1e3', -5]) {
      expect(paymentUpdateBodySchema.safeParse({ rosterId: 1, hasPaid: true, paidAmount }).success).toBe(
        false,
      );
    }
  });
});

describe('sumAmounts', () => {
  it('adds in whole cents where floats would drift (0.10 + 0.20 is 0.30, not 0.30000000000000004)', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['12.50', '100.00', null, undefined, '7.05'])).toBe('119.55');
    expect(sumAmounts([])).toBe('0.00');
  });
});
