// GET /api/league/{id}/bracket?season=YYYY: the playoff bracket of a season. Before the playoffs it
// is seeded as the standings stand today, each team with its chance of that seed; once the provider
// has set it, its winners and losers brackets with the games' scores, byes, placement games and the
// champion.
import { z } from 'zod';
import { provisionalWeeksSchema } from './league';

export const bracketQuerySchema = z.object({
  season: z
    .string()
    .regex(/^\d{4}$/, 'must be a season year, e.g. 2024')
    .optional(),
});

export const bracketTeamSchema = z.object({
  rosterId: z.number().int(),
  ownerId: z.string().nullable(),
  teamName: z.string(),
  /** Playoff seed (the regular season's final rank), null when unknown. */
  seed: z.number().int().nullable(),
  /** Projected brackets: the chance (0-1) of finishing the regular season at this seed. */
  seedChance: z.number().nullable(),
  /** Projected brackets: the seed cannot change any more (proven, so its chance reads 100%). */
  seedProven: z.boolean(),
});
export type BracketTeam = z.infer<typeof bracketTeamSchema>;

/** One side of a game: a team, or the game it comes from while that game is undecided. */
export const bracketSideSchema = z.object({
  team: bracketTeamSchema.nullable(),
  /** "Winner of game 2", "Loser of game 5": where the side comes from while it is not known. */
  from: z.string().nullable(),
  /** The side's score in the game, once played (or while being played): a two-week game's sum. */
  points: z.number().nullable(),
});
export type BracketSide = z.infer<typeof bracketSideSchema>;

export const bracketGameSchema = z.object({
  /** Numbered in playing order from 1, as "Winner of game N" names them. */
  game: z.number().int(),
  round: z.number().int(),
  /** The round's first week. */
  week: z.number().int(),
  /** Every week of the round: one, or two in a two-week round (its score is their sum). */
  weeks: z.array(z.number().int()),
  /** The place the game decides for its winner (1 the final, 3 third place, 5, ...), else null. */
  place: z.number().int().nullable(),
  a: bracketSideSchema,
  b: bracketSideSchema,
  winnerRosterId: z.number().int().nullable(),
});
export type BracketGame = z.infer<typeof bracketGameSchema>;

export const bracketResponseSchema = z.object({
  season: z.string(),
  /**
   * 'projected': seeded as the standings stand now, regular-season games still to play; 'seeded':
   * the regular season is over (its last week counted, provisionally until the provider settles
   * it) and the seeds are final, the provider's bracket not set yet; 'set': the provider's.
   */
  status: z.enum(['projected', 'seeded', 'set']),
  provisionalWeeks: provisionalWeeksSchema,
  playoffWeekStart: z.number().int(),
  playoffTeams: z.number().int(),
  /** Seeds that skip the first round. */
  byes: z.array(bracketTeamSchema),
  winners: z.array(bracketGameSchema),
  /** The consolation bracket, once set (empty before). */
  losers: z.array(bracketGameSchema),
  champion: bracketTeamSchema.nullable(),
  /** Every season of the league, newest first (the page's season picker). */
  seasons: z.array(z.string()),
});
export type BracketResponse = z.infer<typeof bracketResponseSchema>;
