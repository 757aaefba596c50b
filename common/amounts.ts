// Dues amounts as decimal strings with exactly two places ("12.50"): stored as text and never summed
// as floats. Apart from the dues API's schemas (./payments.ts) so that a page summing what was paid
// does not load the validation library with it.

/** At most 7 whole digits: dues are small, and a bound keeps silly input out. */
const MAX_AMOUNT_DIGITS = 7;
export const AMOUNT_PATTERN = new RegExp(`^\\d{1,${MAX_AMOUNT_DIGITS}}(\\.\\d{1,2})?$`);

/**
 * An amount as the admin typed it ("12.5", "12.50", "12", or the number 12.5) normalised to a string
 * with exactly two decimals, by string manipulation only (no float rounding can creep in).
 */
export function normaliseAmount(value: string): string {
  const [whole = '0', cents = ''] = value.split('.');
  return `${BigInt(whole).toString()}.${cents.padEnd(2, '0')}`;
}

/**
 * The exact total of two-place amount strings ("12.50" + "0.10" = "12.60"), summed in integer cents
 * so no float rounding creeps in (e.g. for a "Total Collected" figure).
 */
export function sumAmounts(amounts: readonly (string | null | undefined)[]): string {
  let cents = 0n;
  for (const amount of amounts) {
    if (!amount || !AMOUNT_PATTERN.test(amount)) continue;
    const [whole = '0', fraction = ''] = amount.split('.');
    cents += BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  }
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}
