// Date-times a request may carry: one rule for every such field. Only real calendar dates with a
// four-digit year inside a sane window are accepted, so a typo such as 0026-03-01 is refused (400
// naming the field) instead of being stored as 1926 by Date's two-digit-year rule.
import { z } from 'zod';
import { centralInstant } from './central-time';

/** The first and last year a date-time field accepts. */
export const FIRST_DATE_YEAR = 2000;
export const LAST_DATE_YEAR = 2100;
// The years are the league's calendar, Central Time, as dates are entered and shown: the evening of
// 2100-12-31 in Chicago (already 2101 in UTC) is inside, the evening of 1999-12-31 is not.
const WINDOW_START_MS = centralInstant(FIRST_DATE_YEAR, 1, 1);
const WINDOW_END_MS = centralInstant(LAST_DATE_YEAR + 1, 1, 1);

/** Whether an instant (epoch ms) lies inside the accepted window of years, in Central Time. */
export const isWithinDateWindow = (ms: number): boolean =>
  Number.isInteger(ms) && ms >= WINDOW_START_MS && ms < WINDOW_END_MS;

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/** Minutes east of UTC of an offset such as 'Z', '-06:00' or '+0530'. */
function offsetMinutes(offset: string): number | null {
  if (offset.toUpperCase() === 'Z') return 0;
  const hours = Number(offset.slice(1, 3));
  const minutes = Number(offset.slice(-2));
  if (hours > 23 || minutes > 59) return null;
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * The instant (epoch ms) of a date-time a commissioner typed: a value without an offset
 * ('2026-03-01T23:59', '2026-03-01') is wall-clock time in America/Chicago; a value with an offset
 * or 'Z' is that exact instant. Returns null for anything that is not a real date-time of the
 * window (typed with a four-digit year 2000-2100, and in those years in Central Time; the 31st of
 * February does not exist).
 */
export function parseCentralDateTime(value: string): number | null {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = match
    .slice(1, 7)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const fraction = Number((match[7] ?? '').padEnd(3, '0'));
  const offset = match[8];
  if (y! < FIRST_DATE_YEAR || y! > LAST_DATE_YEAR) return null;
  if (mo! < 1 || mo! > 12 || d! < 1 || d! > 31 || h > 23 || mi > 59 || s > 59) return null;
  // Rolled-over dates (31 February becomes 3 March) are not real: the day must survive.
  if (new Date(Date.UTC(y!, mo! - 1, d!)).getUTCDate() !== d) return null;
  let ms: number;
  if (offset === undefined) {
    ms = centralInstant(y!, mo!, d!, h, mi, s, fraction);
  } else {
    const east = offsetMinutes(offset);
    if (east === null) return null;
    ms = Date.UTC(y!, mo! - 1, d!, h, mi, s, fraction) - east * 60_000;
  }
  return isWithinDateWindow(ms) ? ms : null;
}

export const DATE_TIME_MESSAGE = `must be a real date and time from ${FIRST_DATE_YEAR} to ${LAST_DATE_YEAR}, such as 2026-03-01T23:59 (Central Time)`;

/**
 * A date-time field of a request body: absent is left undefined (a partial update keeps what is
 * stored); empty or null clears it (null); otherwise a date-time string (see parseCentralDateTime)
 * or epoch milliseconds inside the window. Answers epoch ms.
 */
export const dateTimeFieldSchema = z
  // A value of another type (true, an object) gets the same sentence as a date that is not real.
  .union([z.string().max(40), z.number()], { error: DATE_TIME_MESSAGE })
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || (typeof value === 'string' && !value.trim())) return null;
    const ms = typeof value === 'number' ? value : parseCentralDateTime(value);
    if (ms === null || !isWithinDateWindow(ms)) {
      ctx.addIssue({ code: 'custom', message: DATE_TIME_MESSAGE });
      return z.NEVER;
    }
    return ms;
  });
