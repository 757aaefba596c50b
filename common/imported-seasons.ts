// Seasons played before the league moved to Sleeper (issue 38 point 8): the CSV the commissioner
// imports and the admin API around it. Shared by the server (which validates) and the client.
//
// The CSV, one line per team of a season, with this header first (columns in any order; the last two
// may be left out):
//
//   season,manager,team_name,wins,losses,ties,points_for,points_against,final_rank,champion,payout
//
// - season: a 4-digit year earlier than the league's first Sleeper season.
// - manager: the Sleeper username or display name of a current or past member; a name that matches
//   nobody is kept as written (that team shows in its season but counts toward no member's career).
// - wins, losses, ties, final_rank: whole numbers, 0 or more (rank 1 or more). Every team of a season
//   played as many games (wins + losses + ties), and ranks run 1..teams, each once.
// - points_for, points_against: numbers, 0 or more; a season's points for and against add up to the
//   same total (within 0.1), as every point scored is scored against someone.
// - champion: `yes` or empty; at most one champion a season, and it is the team ranked 1.
// - payout: whole dollars won that season, or empty.
//
// Nothing is written unless every line is valid, and a season already imported must be undone first.
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

/** A CSV this long holds decades of a 16-team league; the route's body limit allows a little more. */
export const IMPORT_MAX_CSV_CHARS = 200_000;
/** Errors listed at most: past that, the file is more likely the wrong file than a few typos. */
export const IMPORT_MAX_ERRORS = 50;

/** POST /api/admin/league/{leagueId}/imported-seasons. */
export const importSeasonsBodySchema = z.object({
  csv: z.string().min(1).max(IMPORT_MAX_CSV_CHARS),
});
export type ImportSeasonsBody = z.infer<typeof importSeasonsBodySchema>;

/** DELETE /api/admin/league/{leagueId}/imported-seasons/{season}. */
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
