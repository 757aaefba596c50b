// The weekly recap API contract (docs/decisions/0022): every final week of every season has a recap
// (awards, the games, each team's result, standings and odds movement, and a text in the league's
// persona). Computed on the server (server/league/week-recap.ts), served by server/modules/recaps.
import { z } from 'zod';
import { playoffStatusSchema, roundScoreSchema } from './league';
import { pathWeekSchema } from './path-number';
import { seasonYearSchema } from './seasons';

/** Every award a recap may give, in the order a recap lists them. */
export const RECAP_AWARD_IDS = [
  'high-score',
  'low-score',
  'blowout',
  'closest',
  'upset',
  'bench',
  'best-manager',
  'boom',
  'bust',
] as const;
export const recapAwardIdSchema = z.enum(RECAP_AWARD_IDS);
export type RecapAwardId = z.infer<typeof recapAwardIdSchema>;

/**
 * One award to one team. Ties: every tied team gets its own entry with the same id (`tied: true`), in
 * roster id order; a tied game is the closest game there is, so both its teams get `closest`.
 * `upset`, `boom` and `bust` appear only when the data allows (an underdog won; a starter with three
 * earlier starts this season scored far from his average), `bench` only when some team left points.
 */
export const recapAwardSchema = z.object({
  id: recapAwardIdSchema,
  title: z.string(),
  rosterId: z.number().int(),
  teamName: z.string(),
  /**
   * high-score, low-score: the team's score; blowout, closest: the margin; bench: points left on the
   * bench; boom, bust: the player's points (all `points`). best-manager: the share of the best lineup
   * started; upset: the winner's chance before the game (both `percent`, 0-100, one decimal).
   */
  value: z.number(),
  unit: z.enum(['points', 'percent']),
  /**
   * What the value is measured against: the player's average (boom, bust), the best lineup's points
   * (bench, best-manager); null for the others (their game is in `games`).
   */
  reference: z.number().nullable(),
  /** One sentence with the numbers, e.g. "Team A left 41.2 points on the bench." */
  detail: z.string(),
  tied: z.boolean(),
  /** The other team of the game (blowout, closest, upset), else null. */
  opponentRosterId: z.number().int().nullable(),
  /** The player (boom, bust), else null. */
  playerId: z.string().nullable(),
  playerName: z.string().nullable(),
});
export type RecapAward = z.infer<typeof recapAwardSchema>;

const recordSchema = z.object({
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
});

const gameSideSchema = z.object({
  rosterId: z.number().int(),
  teamName: z.string(),
  points: z.number(),
});

/** A pair of the week. Awards count regular-season and winners-bracket games, not consolation ones. */
export const recapGameSchema = z.object({
  matchupId: z.number().int(),
  kind: z.enum(['regular', 'playoff', 'consolation']),
  /**
   * What a playoff week's game was ('Quarterfinal', 'Semifinal', 'Championship', '3rd place game' or
   * 'Consolation', common/playoff-round.ts); null in the regular season.
   */
  stage: z.string().nullable(),
  /** Each side's points this week. */
  home: gameSideSchema,
  away: gameSideSchema,
  /**
   * Null for a tie. In a two-week round the round's result on the sum of its weeks: null after its
   * first week (nobody has won yet), and `margin` the sum's (docs/decisions/0030).
   */
  winnerRosterId: z.number().int().nullable(),
  margin: z.number(),
  /** A game of a two-week round: the round's weeks and scores so far; absent otherwise. */
  round: roundScoreSchema.optional(),
});
export type RecapGame = z.infer<typeof recapGameSchema>;

/** One team's week: its result, its lineup, and how its standing and chances moved. */
export const recapTeamSchema = z.object({
  rosterId: z.number().int(),
  ownerId: z.string().nullable(),
  teamName: z.string(),
  ownerName: z.string(),
  avatar: z.string().nullable(),
  /** The provider's score (custom points when the commissioner set them). */
  points: z.number(),
  /** Its game's result; null without a game (a bye, an idle playoff week). */
  result: z.enum(['W', 'L', 'T']).nullable(),
  opponentRosterId: z.number().int().nullable(),
  /** Against the week's median in a median season's regular week, else null. */
  medianResult: z.enum(['W', 'L', 'T']).nullable(),
  lineup: z.object({
    /** What the starters scored. */
    startersPoints: z.number(),
    /** The best legal lineup from the week's roster by actual points; null without player points. */
    optimalPoints: z.number().nullable(),
    /** optimalPoints - startersPoints, never negative; 0 for a team that started its best lineup. */
    benchPoints: z.number().nullable(),
    /** startersPoints / optimalPoints (0-1); null when the best lineup scored nothing. */
    share: z.number().nullable(),
  }),
  /** Regular-season standings (the provider's order: wins, ties half, points for, roster id). */
  standing: z.object({
    rankBefore: z.number().int(),
    rankAfter: z.number().int(),
    before: recordSchema,
    after: recordSchema,
    pointsForAfter: z.number(),
    playoffStatusBefore: playoffStatusSchema,
    playoffStatusAfter: playoffStatusSchema,
  }),
  /** Playoff and title chances (0-1) before the week and after it (the simulation of decision 0011). */
  odds: z.object({
    playoffsBefore: z.number(),
    playoffsAfter: z.number(),
    titleBefore: z.number(),
    titleAfter: z.number(),
  }),
});
export type RecapTeam = z.infer<typeof recapTeamSchema>;

const weekRefSchema = z.object({ season: z.string(), week: z.number().int() });

/** GET /api/league/{id}/recaps/{season}/{week}. */
export const recapResponseSchema = z.object({
  season: z.string(),
  week: z.number().int(),
  leagueName: z.string(),
  /** A playoff week (from the league's playoff_week_start). */
  playoffs: z.boolean(),
  /**
   * Counted from the week's final scores before the provider settled it (docs/decisions/0037): its
   * standings are provisional until Sleeper settles the week.
   */
  provisional: z.boolean(),
  /** The week's median score in a median season's regular week, else null. */
  median: z.number().nullable(),
  /** The recap page: /recaps/{season}/{week}. */
  path: z.string(),
  awards: z.array(recapAwardSchema),
  /**
   * A season without player points (common/player-points.ts): the sentence the awards show in place of
   * those that need them (bench, manager of the week, boom, bust); null when the week has them.
   */
  playerPointsNote: z.string().nullable(),
  games: z.array(recapGameSchema),
  /** Every team, in the standings' order after the week. */
  teams: z.array(recapTeamSchema),
  /** A few paragraphs in the league's persona, from these facts only (number-checked). */
  text: z.string(),
  /** Who wrote it (the persona's display name). */
  persona: z.string(),
  /** The neighbouring recaps (across seasons), for the page's arrows. */
  previous: weekRefSchema.nullable(),
  next: weekRefSchema.nullable(),
});
export type RecapResponse = z.infer<typeof recapResponseSchema>;

/** GET /api/league/{id}/recaps: every week that has a recap, newest first. */
export const recapListResponseSchema = z.object({
  recaps: z.array(
    z.object({
      season: z.string(),
      week: z.number().int(),
      playoffs: z.boolean(),
      path: z.string(),
      /**
       * The week's story, for the index: the champion in the week of the final, else the week's
       * high score and who posted it (points null for a champion).
       */
      headline: z
        .object({
          kind: z.enum(['champion', 'high-score']),
          teamName: z.string(),
          points: z.number().nullable(),
        })
        .nullable(),
    }),
  ),
});
export type RecapListResponse = z.infer<typeof recapListResponseSchema>;

/** The week of a recap's address (its page, its API route, the chat's hand-posted recap). */
export const recapWeekSchema = pathWeekSchema;

export const recapParamsSchema = z.object({
  leagueId: z.string(),
  season: seasonYearSchema,
  week: recapWeekSchema,
});

/** The page of a week's recap (the chat posts link to it). */
export const recapPath = (season: string, week: number) => `/recaps/${season}/${week}`;
