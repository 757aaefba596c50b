// Payout constants apart from the payouts contract's zod schemas (common/payouts.ts), so that the
// dashboard's payout card does not load the validation library for one number.

/** docs/product.md §9: the BUSTED base, and the step by which an unclaimed pot grows each clean year. */
export const BUSTED_BASE = 40;

/** The most a payout amount may be, in whole dollars: the admin's amounts and an imported season's. */
export const PAYOUT_MAX = 100_000;
