// Seasons played before the league moved to Sleeper: the CSV the commissioner imports and the admin
// API around it. Shared by the server (which validates) and the client.
//
// The CSV, one line per team of a season, with this header first (columns in any order; the last two
// may be left out):
//
//   season,manager,team_name,wins,losses,ties,points_for,points_against,final_rank,champion,payout
//
// - season: a year from 1960 to the one before the league's first Sleeper season; a file holds at
//   most as many seasons as there are years in that span.
// - manager: the Sleeper username or display name of a current or past member; a name that matches
//   nobody is kept as written (that team shows in its season but counts toward no member's career).
// - manager, team_name: up to 100 characters, none of them a control character or one that changes
//   the text's direction (common/unsafe-characters.ts).
// - wins, losses, ties, final_rank: whole numbers, 0 or more (rank 1 or more). Every team of a season
//   played as many games (wins + losses + ties, 1 to 40), and ranks run 1..teams, each once; a season
//   has at most 32 teams.
// - points_for, points_against: numbers, 0 or more, at most 500 a game played; a season's points for
//   and against add up to the same total (within 0.1), as every point scored is scored against someone.
// - champion: `yes` or empty; at most one champion a season, and it is the team ranked 1.
// - payout: whole dollars won that season (at most 100,000, as any payout), or empty.
//
// Nothing is written unless every line is valid, and a season already imported must be undone first
// (one season, or all of them at once).
import { z } from 'zod';
import { seasonYearSchema } from './seasons';

/** The columns every CSV has, then the optional ones. */
export const IMPORT_REQUIRED_COLUMNS = [
  'season',
  'manager',
  'team_name',
  'wins',
  'losses',
  'ties',
  'points_for',
  'points_against',
  'final_rank',
] as const;
export const IMPORT_OPTIONAL_COLUMNS = ['champion', 'payout'] as const;
export const IMPORT_HEADER = [...IMPORT_REQUIRED_COLUMNS, ...IMPORT_OPTIONAL_COLUMNS].join(',');

/**
 * The bounds of what a season can have, so that no imported number overflows (a points total of 400
 * digits was Infinity, and every career record read "null-31") and no file fills the history with
 * centuries of seasons. 1960: the first fantasy football league was drafted in 1962.
 */
export const IMPORT_BOUNDS = {
  firstSeason: 1960,
  /** Games a team plays in a season: 17 weeks, each with a median game too, and room to spare. */
  maxGames: 40,
  /** Points a team scores or concedes, on average per game played: past any league's record. */
  maxPointsPerGame: 500,
  /** Teams in one season. */
  maxTeams: 32,
  /** Characters of a manager's or a team's name. */
  maxName: 100,
} as const;

/** A CSV this long holds decades of a 16-team league; the route's body limit allows a little more. */
export const IMPORT_MAX_CSV_CHARS = 200_000;
/** Errors listed at most: past that, the file is more likely the wrong file than a few typos. */
export const IMPORT_MAX_ERRORS = 50;

/** POST /api/admin/league/{leagueId}/imported-seasons. */
export const importSeasonsBodySchema = z.object({
  csv: z.string().min(1).max(IMPORT_MAX_CSV_CHARS),
});

/**
 * DELETE /api/admin/league/{leagueId}/imported-seasons/{season}; DELETE .../imported-seasons undoes
 * every imported season at once. Both answer the list as it now stands.
 */
export const importedSeasonParamsSchema = z.object({
  leagueId: z.string().min(1),
  season: seasonYearSchema,
});

/** One imported season as the admin list shows it. */
export const importedSeasonSummarySchema = z.object({
  season: z.string(),
  teams: z.number().int(),
  /** The champion's team name, null when the CSV named none. */
  champion: z.string().nullable(),
  /** Managers whose name matched no Sleeper member (kept as written). */
  unmatchedManagers: z.array(z.string()),
  importedAt: z.string(),
});
export type ImportedSeasonSummary = z.infer<typeof importedSeasonSummarySchema>;

/** GET, and the answer of a successful POST (the list after the import). */
export const importedSeasonsResponseSchema = z.object({
  seasons: z.array(importedSeasonSummarySchema),
});
export type ImportedSeasonsResponse = z.infer<typeof importedSeasonsResponseSchema>;

/** The 400 of a refused import: every problem found (up to IMPORT_MAX_ERRORS), one sentence each. */
export const importRefusalSchema = z.object({
  message: z.string(),
  errors: z.array(z.string()),
});
export type ImportRefusal = z.infer<typeof importRefusalSchema>;
