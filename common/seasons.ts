// The seasons API contract (decision 0008): which league and season Huddle serves, and what the
// off-season dashboard shows between seasons.
import { z } from 'zod';

/** A season as paths, queries and bodies write it (settings/2025, ?season=2024): one rule everywhere. */
export const seasonYearSchema = z.string().regex(/^\d{4}$/, 'must be a 4-digit year such as 2025');

/** Where the served league is in its year. */
export const SEASON_PHASES = [
  /** The league exists for the season but has not drafted yet (pre_draft or drafting). */
  'pre-draft',
  /** Drafted; the NFL regular season has not started. */
  'preseason',
  'regular',
  /** The NFL post-season while the league is still marked in season. */
  'postseason',
  /** The league's season is over (complete, or the NFL calendar has moved past it). */
  'offseason',
] as const;
export type SeasonPhase = (typeof SEASON_PHASES)[number];

// The answers of the seasons routes live apart (./season-answers.ts): this file is on every page, and
// their schemas draw in the history's and the keepers'.
export type { CurrentLeagueResponse, OffseasonResponse } from './season-answers';
