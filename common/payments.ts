// The dues API contract (docs/product.md §3, §4 and §7): who paid, how much, when. Amounts are decimal
// strings with exactly two places ("12.50"), stored as text and never summed as floats.
import { z } from 'zod';
import { dateTimeFieldSchema } from './date-time';

/** At most 7 whole digits: dues are small, and a bound keeps silly input out. */
const MAX_AMOUNT_DIGITS = 7;
const AMOUNT_PATTERN = new RegExp(`^\\d{1,${MAX_AMOUNT_DIGITS}}(\\.\\d{1,2})?$`);

/**
 * An amount as the admin typed it ("12.5", "12.50", "12", or the number 12.5) normalised to a string
 * with exactly two decimals, by string manipulation only (no float rounding can creep in).
 */
export function normaliseAmount(value: string): string {
  const [whole = '0', cents = ''] = value.split('.');
  return `${BigInt(whole).toString()}.${cents.padEnd(2, '0')}`;
}

const amountSchema = z
  .union([z.string().trim(), z.number().nonnegative().finite()])
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .refine((value) => value === '' || AMOUNT_PATTERN.test(value), {
    message: 'must be an amount like 12.50 (at most 2 decimals, not negative)',
  })
  .transform((value) => (value === '' ? null : normaliseAmount(value)));

/**
 * Body of POST /api/league/{id}/payment-status/{season}. A partial update (issue 26): a field not sent
 * keeps its value (a roster without a record is not paid); null or empty clears the amount or notes.
 */
export const paymentUpdateBodySchema = z.object({
  rosterId: z.number().int().min(1).max(64),
  hasPaid: z.boolean().optional(),
  paidAmount: amountSchema.nullable().optional(),
  notes: z
    .string()
    .max(1000, 'must be at most 1000 characters')
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value?.trim() ? value.trim() : null)),
  /**
   * When the dues were received (paidDate of docs/product.md §3), for a payment recorded late; absent: the
   * date already recorded, else now; null clears it. Ignored unless paid.
   */
  paidDate: dateTimeFieldSchema,
});
export type PaymentUpdateBody = z.input<typeof paymentUpdateBodySchema>;

/** What any member sees (GET /payment-status/{season}): paid or not per roster that has a record. */
export const memberPaymentStatusSchema = z.object({
  rosterId: z.number().int(),
  hasPaid: z.boolean(),
});
export type MemberPaymentStatus = z.infer<typeof memberPaymentStatusSchema>;

/** The admin's view (GET /payment-status/{season}/admin and the POST answer). Dates are ISO strings. */
export const paymentStatusSchema = memberPaymentStatusSchema.extend({
  paidAmount: z.string().nullable(),
  paidDate: z.string().nullable(),
  notes: z.string().nullable(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

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
