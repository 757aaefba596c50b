// The BUSTED pot in words (docs/product.md §4 and §9): 0 no arrests tracked, 40 the first year (the base),
// above 40 a rollover, 80 or more at least two clean years; clean years = award / 40.
import { BUSTED_BASE } from '@common/payout-constants';

interface BustedLike {
  bustedAccumulated: number;
}

/** Short status: 'Rollover' above the base, 'Base' at it, 'Not tracked' without a pot. */
export function bustedNote({ bustedAccumulated }: BustedLike): string {
  if (bustedAccumulated <= 0) return 'Not tracked';
  return bustedAccumulated > BUSTED_BASE ? 'Rollover' : 'Base';
}

/** The pot explained by its amount. */
export function bustedPotText(amount: number): string {
  if (amount <= 0) return 'No arrests tracked this season';
  if (amount <= BUSTED_BASE) return 'First year of tracking';
  const years = Math.floor(amount / BUSTED_BASE);
  return years >= 2 ? `Rollover: ${years} years clean` : 'Rollover';
}

/** The history note: clean years as award / 40 for a rollover, else the base amount. */
export function bustedCleanYearsNote(amount: number, isRollover: boolean): string {
  if (!isRollover) return `BUSTED: $${amount} base amount`;
  const years = amount / BUSTED_BASE;
  return `BUSTED: $${amount} = ${years} clean ${years === 1 ? 'year' : 'years'} × $${BUSTED_BASE}`;
}

/** What the award is, for a member who never heard of it: a line under its name. */
export const BUSTED_EXPLAINED = `Paid to the member who has a player arrested during the season. A season without one adds $${BUSTED_BASE} and the pot rolls over.`;
