// Numbers in a path (a week, a roster id) are plain decimal digits (docs/reliability.md). z.coerce
// read any text JavaScript's Number() reads: `/recaps/2025/1e1` was week 10, and `0x1`, ` 1`
// (`%201`), `+1` and `1.0` were numbers too, so one page had many addresses and a check on the text
// saw another value than the one used. The server's parameters and the client's pages read their
// numbers with these schemas, so both agree on which address names which week.
import { z } from 'zod';
import { PATH_DIGITS, PATH_WEEK_RANGE } from './path-digits';

/** A number written in a path, then checked against `range` (`z.number().min(1).max(25)`). */
export function pathNumber(range: z.ZodNumber) {
  return z
    .string()
    .regex(PATH_DIGITS, 'must be a whole number in digits, such as 3')
    .transform(Number)
    .pipe(range);
}

/** A week of a season in a path (`/recaps/2025/3`): 1 to 25, more than any season has. */
export const pathWeekSchema = pathNumber(z.number().min(PATH_WEEK_RANGE.min).max(PATH_WEEK_RANGE.max));
