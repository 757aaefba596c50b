// The league settings API contract (spec sections 3, 5, 7 and 9): commissioner dates per season,
// entered in Central Time, stored as instants, answered as ISO strings.
import { TZDate } from '@date-fns/tz';
import { z } from 'zod';

export const SETTINGS_TIME_ZONE = 'America/Chicago';
export const DEFAULT_PLAYOFF_START_WEEK = 15;
export const MIN_PLAYOFF_START_WEEK = 1;
export const MAX_PLAYOFF_START_WEEK = 18;

const NAIVE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?$/;
const WITH_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The instant (epoch ms) of a date-time a commissioner typed: a value without an offset
 * ('2026-03-01T23:59', '2026-03-01') is wall-clock time in America/Chicago; a value with an offset
 * or 'Z' is that exact instant. Returns null for anything that is not a real date-time.
 */
export function parseCentralDateTime(value: string): number | null {
  const text = value.trim();
  if (WITH_OFFSET.test(text)) {
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? null : ms;
  }
  const match = NAIVE_DATE_TIME.exec(text);
  if (!match) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  if (mo! < 1 || mo! > 12 || d! < 1 || d! > 31 || h > 23 || mi > 59 || s > 59) return null;
  const date = new TZDate(y!, mo! - 1, d!, h, mi, s, SETTINGS_TIME_ZONE);
  // TZDate rolls 31 February over into March: refuse dates that do not exist.
  if (date.getDate() !== d) return null;
  return date.getTime();
}

/**
 * A date-time field of the settings form: empty or null clears it; otherwise a date-time string (see
 * parseCentralDateTime) or epoch milliseconds.
 */
const dateTimeField = z
  .union([z.string().max(40), z.number().int().nonnegative()])
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (
      value === undefined ||
      value === null ||
      value === '' ||
      (typeof value === 'string' && !value.trim())
    ) {
      return null;
    }
    const ms = typeof value === 'number' ? value : parseCentralDateTime(value);
    if (ms === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a date and time such as 2026-03-01T23:59 (Central Time)',
      });
      return z.NEVER;
    }
    return ms;
  });

/** Playoff start week: a whole number 1-18 (a number or a numeric string); empty means the default 15. */
const playoffWeekField = z
  .union([z.number(), z.string().trim()])
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return DEFAULT_PLAYOFF_START_WEEK;
    const week = typeof value === 'number' ? value : Number(value);
    if (!Number.isInteger(week) || week < MIN_PLAYOFF_START_WEEK || week > MAX_PLAYOFF_START_WEEK) {
      ctx.addIssue({ code: 'custom', message: 'must be a whole number from 1 to 18' });
      return z.NEVER;
    }
    return week;
  });

/** Body of POST /api/league/{id}/settings/{season}. leagueId and season, when sent, must match the path. */
export const settingsUpdateBodySchema = z.object({
  leagueId: z.string().max(40).optional(),
  season: z.union([z.string(), z.number()]).transform(String).optional(),
  keeperDeadline: dateTimeField,
  draftDate: dateTimeField,
  seasonStartDate: dateTimeField,
  playoffStartWeek: playoffWeekField,
});
export type SettingsUpdateBody = z.input<typeof settingsUpdateBodySchema>;

/** The settings of a season (GET, POST and refresh answers). Dates are ISO strings or null (not set). */
export const leagueSettingsSchema = z.object({
  leagueId: z.string(),
  season: z.string(),
  keeperDeadline: z.string().nullable(),
  draftDate: z.string().nullable(),
  seasonStartDate: z.string().nullable(),
  /** The stored week, else the default 15. */
  playoffStartWeek: z.number().int(),
});
export type LeagueSettings = z.infer<typeof leagueSettingsSchema>;
