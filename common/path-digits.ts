// How a number is written in a path (a week, a roster id, a rulebook version): plain decimal digits,
// no sign, no leading zero, no exponent. Read by the server's parameter schemas (./path-number.ts)
// and by the client's pages, which read their addresses without zod so that the code every page
// loads does not carry the validation library.

/** One way to write a number: digits, no sign, no leading zero. */
export const PATH_DIGITS = /^(?:0|[1-9][0-9]*)$/;

/** A week of a season in a path (`/recaps/2025/3`): 1 to 25, more than any season has. */
export const PATH_WEEK_RANGE = { min: 1, max: 25 } as const;

/** The number a path segment writes, when it is in digits and within [min, max]; else null. */
export function readPathNumber(
  text: string | null | undefined,
  { min, max }: { min: number; max: number },
): number | null {
  if (text == null || !PATH_DIGITS.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** A season as a path names it: a 4-digit year. */
export const isPathSeason = (text: string | null | undefined): text is string =>
  text != null && /^\d{4}$/.test(text);

/** A rulebook version in a path (`/rules/versions/3`): a million saves is more than any league makes. */
export const RULEBOOK_VERSION_RANGE = { min: 1, max: 1_000_000 } as const;
