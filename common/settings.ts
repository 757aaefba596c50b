// The league settings API contract (docs/product.md §3, §5, §7 and §9): commissioner dates per season,
// entered in Central Time, stored as instants, answered as ISO strings.
import { z } from 'zod';
import { dateTimeFieldSchema } from './date-time';

export const DEFAULT_PLAYOFF_START_WEEK = 15;
export const MIN_PLAYOFF_START_WEEK = 1;
export const MAX_PLAYOFF_START_WEEK = 18;

/**
 * Playoff start week: a whole number 1-18 (a number or a numeric string); empty or null clears it (null:
 * the default 15 applies); absent is left undefined (kept).
 */
const playoffWeekField = z
  .union([z.number(), z.string().trim()])
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (value === null || value === '') return null;
    const week = typeof value === 'number' ? value : Number(value);
    if (!Number.isInteger(week) || week < MIN_PLAYOFF_START_WEEK || week > MAX_PLAYOFF_START_WEEK) {
      ctx.addIssue({ code: 'custom', message: 'must be a whole number from 1 to 18' });
      return z.NEVER;
    }
    return week;
  });

/**
 * Body of POST /api/league/{id}/settings/{season}. leagueId and season, when sent, must match the path.
 * A partial update: a field not sent keeps its value; null or empty clears it.
 */
export const settingsUpdateBodySchema = z.object({
  leagueId: z.string().max(40).optional(),
  season: z.union([z.string(), z.number()]).transform(String).optional(),
  keeperDeadline: dateTimeFieldSchema,
  draftDate: dateTimeFieldSchema,
  seasonStartDate: dateTimeFieldSchema,
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
