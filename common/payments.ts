// The dues API contract (docs/product.md §3, §4 and §7): who paid, how much, when. Amounts are decimal
// strings with exactly two places ("12.50"), stored as text and never summed as floats.
import { z } from 'zod';
import { AMOUNT_PATTERN, normaliseAmount } from './amounts';
import { dateTimeFieldSchema } from './date-time';

const amountSchema = z
  .union([z.string().trim(), z.number().nonnegative().finite()])
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .refine((value) => value === '' || AMOUNT_PATTERN.test(value), {
    message: 'must be an amount like 12.50 (at most 2 decimals, not negative)',
  })
  .transform((value) => (value === '' ? null : normaliseAmount(value)));

/**
 * Body of POST /api/league/{id}/payment-status/{season}. A partial update: a field not sent keeps
 * its value (a roster without a record is not paid); null or empty clears the amount or notes.
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
