// The league API contract (docs/product.md §3 and §7, D5/D6): every answer of the dashboard's
// endpoints, shared by the server (which builds them) and the client (which renders them).
import { z } from 'zod';
import {
  PLAYERS_MAX_IDS,
  PLAYERS_MAX_SEARCH_LIMIT,
  PLAYOFF_STATUSES,
  TRANSACTION_TYPES,
  TRANSACTIONS_DEFAULT_LIMIT,
  TRANSACTIONS_MAX_LIMIT,
} from './league-constants';
import { QUARTER_SECONDS } from './nfl-clock';

/** Where an NFL game's clock stands: its period (5 and over: overtime) and the seconds left in it. */
export const nflClockSchema = z.object({
  quarter: z.number().int().min(1),
  secondsLeft: z.number().int().min(0).max(QUARTER_SECONDS),
});
export type NflClock = z.infer<typeof nflClockSchema>;

/** A two-week round's game as it stands after one of its weeks. */
export const roundScoreSchema = z.object({
  /** The round's weeks, e.g. [17, 18]. */
  weeks: z.array(z.number().int()),
  /** Which of its weeks this one is: 1 for the first. */
  leg: z.number().int(),
  /** The game in a sentence: 'final', 'semifinal', '3rd place game', 'consolation game'. */
  name: z.string(),
  /** Each side's points in each of the round's weeks up to this one (this week's last). */
  home: z.array(z.number()),
  away: z.array(z.number()),
});
export type RoundScore = z.infer<typeof roundScoreSchema>;

/** The path of every league route: /api/league/{leagueId}/... (any season's id of the served league). */
export const leagueParamsSchema = z.object({ leagueId: z.string() });

// ---------------------------------------------------------------------------------------------------
// GET /api/nfl/state

export const nflStateResponseSchema = z.object({
  week: z.number().int(),
  season: z.string(),
  /** pre, regular, post or off. */
  seasonType: z.string(),
  /** NFL games are being played now (the live scoring's game clock): the header says Live. */
  gamesOn: z.boolean(),
});
export type NflStateResponse = z.infer<typeof nflStateResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/league/{id}

/** A league-season's format, from Sleeper's settings (server/league/format.ts, decision 0027). */
export const leagueFormatSchema = z.object({
  kind: z.enum(['redraft', 'keeper', 'dynasty']),
  /** How many divisions the teams are in; 0 without divisions. */
  divisions: z.number().int(),
  /** Each week's lineup is the best one the roster could have set (Sleeper sets it, not the manager). */
  bestBall: z.boolean(),
  /** Every team also plays the week's median score in the regular season. */
  medianGame: z.boolean(),
  /** One week a round, one week a round with a two-week final, or two weeks a round. */
  playoffRounds: z.enum(['one-week', 'two-week-final', 'two-week']),
  taxiSlots: z.number().int(),
  reserveSlots: z.number().int(),
});
export type LeagueFormat = z.infer<typeof leagueFormatSchema>;

/** What the app offers a league of its format: the pages and parts that depend on it. */
export const formatOffersSchema = z.object({
  /** Members choose keepers before the draft (the keeper pages, the lottery, the deadline). */
  keeperSelection: z.boolean(),
  /** Who owns each team's future draft picks (the currency of dynasty trades). */
  futurePicks: z.boolean(),
  /** Awards and figures that judge a manager's lineup choices (bench points, best manager). */
  lineupJudgement: z.boolean(),
  /** Standings grouped by division, division leaders marked. */
  divisionStandings: z.boolean(),
});
export type FormatOffers = z.infer<typeof formatOffersSchema>;

/**
 * Regular-season weeks counted from their final matchups that the provider has not settled yet
 * (docs/decisions/0037): the records, standings, odds, bracket and rankings include them, provisional
 * until Sleeper settles the week. Empty when every week counted is the provider's own.
 */
export const provisionalWeeksSchema = z.array(z.number().int());

export const leagueResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  totalRosters: z.number().int(),
  season: z.string(),
  /** pre_draft, drafting, in_season or complete. */
  status: z.string(),
  avatar: z.string().nullable(),
  /**
   * The week the dashboard shows (docs/product.md D5): the current week, or the final week once the season is
   * over.
   */
  week: z.number().int(),
  /** First playoff week; the regular season is the weeks before it. */
  playoffWeekStart: z.number().int(),
  /** The season's last week: the final's (its second week in a league of two-week rounds). */
  finalWeek: z.number().int(),
  playoffTeams: z.number().int(),
  /** A median season: every week each team also plays the league median. */
  medianScoring: z.boolean(),
  /** League members (managers, co-owners included). */
  managers: z.number().int(),
  format: leagueFormatSchema,
  offers: formatOffersSchema,
});
export type LeagueResponse = z.infer<typeof leagueResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/league/{id}/rosters and /users

export const keeperRefSchema = z.object({ round: z.number().int().nullable(), player_id: z.string() });

/** A team and its season record: shared by the Roster and Standing entities. */
const teamRecordFields = {
  rosterId: z.number().int(),
  /** The owner's Sleeper user id (their manager page); null for an orphaned team. */
  ownerId: z.string().nullable(),
  teamName: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  pointsFor: z.number(),
  pointsAgainst: z.number(),
};

export const rosterResponseSchema = z.object(teamRecordFields).extend({
  ownerDisplayName: z.string(),
  /** Kept players of this season's draft (is_keeper picks), with the round they cost. */
  keepers: z.array(keeperRefSchema),
});
export type RosterResponse = z.infer<typeof rosterResponseSchema>;

export const leagueUserResponseSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatar: z.string().nullable(),
  /** The provider never gives e-mail addresses; kept for the entity's shape (docs/product.md §3). */
  email: z.string().nullable(),
  teamName: z.string().nullable(),
});
export type LeagueUserResponse = z.infer<typeof leagueUserResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/league/{id}/standings

export const playoffStatusSchema = z.enum(PLAYOFF_STATUSES);
export type PlayoffStatus = z.infer<typeof playoffStatusSchema>;

export const standingSchema = z.object(teamRecordFields).extend({
  rank: z.number().int(),
  /**
   * The playoff seed if the regular season ended now: the rank, except that in a league with divisions
   * the division leaders are seeded first (docs/decisions/0028).
   */
  seed: z.number().int(),
  playoffStatus: playoffStatusSchema,
  /** The team's division in a league with divisions (null without), and whether the team leads it. */
  division: z.object({ number: z.number().int(), name: z.string(), leader: z.boolean() }).nullable(),
});
export type Standing = z.infer<typeof standingSchema>;
export const standingsResponseSchema = z.array(standingSchema);

// ---------------------------------------------------------------------------------------------------
// GET /api/league/{id}/matchups/{week}

/** A raw matchup entry (docs/product.md §3 "Matchup entry"): matchupId null means a bye. */
export const matchupEntrySchema = z.object({
  rosterId: z.number().int(),
  matchupId: z.number().int().nullable(),
  points: z.number(),
});
export type MatchupEntry = z.infer<typeof matchupEntrySchema>;

/** One side of a pair, with everything the card shows. */
export const matchupTeamSchema = z.object({
  rosterId: z.number().int(),
  /** The owner's Sleeper user id (their manager page); null for an orphaned team. */
  ownerId: z.string().nullable(),
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  points: z.number(),
});
export type MatchupTeam = z.infer<typeof matchupTeamSchema>;

export const matchupPairSchema = z.object({
  matchupId: z.number().int(),
  home: matchupTeamSchema,
  away: matchupTeamSchema,
  /** Null while tied (or before any points). */
  winnerRosterId: z.number().int().nullable(),
  /** Points difference, rounded to 2 decimals. */
  margin: z.number(),
  /**
   * A game of a two-week playoff round: the round's weeks and scores so far, the result line's words
   * (docs/decisions/0030); absent otherwise. The week's own scores and leader stay above.
   */
  round: roundScoreSchema.optional(),
});
export type MatchupPair = z.infer<typeof matchupPairSchema>;

/**
 * Where a week's games stand (server/league/week-play.ts), the one answer every card, dialog, summary,
 * roast and recap words its result from: not started, under way (a score leads, nobody has won), or
 * final (won, beat).
 */
export const PLAY_STATES = ['upcoming', 'live', 'final'] as const;
export const playStateSchema = z.enum(PLAY_STATES);
export type PlayState = z.infer<typeof playStateSchema>;

export const weekSummarySchema = z.object({
  /** Pairs whose games are over: the length of finalMatchupIds. */
  gamesComplete: z.number().int(),
  totalGames: z.number().int(),
  /**
   * The games (matchup ids) that are over: every game once the week is over; while it is played,
   * each game whose two lineups have no player left to play (where the players' games are known).
   */
  finalMatchupIds: z.array(z.number().int()),
  /** Games over whose winner a stat correction changed after Huddle first counted them final. */
  correctedMatchupIds: z.array(z.number().int()),
  /** Mean team score of the week; null before anyone has points this week. */
  averageScore: z.number().nullable(),
  /** False only before any points exist in the season ('Season not started'). */
  seasonStarted: z.boolean(),
  weekComplete: z.boolean(),
  state: playStateSchema,
  /** Before its games: when the week's first game window opens, when known (ISO); else null. */
  kickoffAt: z.string().nullable(),
});
export type WeekSummary = z.infer<typeof weekSummarySchema>;

/**
 * A team's outlook while its week is played and every starter's game is known (server/league/live-outlook.ts):
 * starters still to finish, the projected final and the chance to win its game.
 */
export const teamOutlookSchema = z.object({
  rosterId: z.number().int(),
  playersLeft: z.number().int(),
  projectedFinal: z.number(),
  winChance: z.number(),
  /** Both lineups of its game have no player left to play: the chance is a fact (1, 0, or 0.5 level). */
  gameOver: z.boolean(),
});
export type TeamOutlook = z.infer<typeof teamOutlookSchema>;

export const matchupsResponseSchema = z.object({
  week: z.number().int(),
  season: z.string(),
  entries: z.array(matchupEntrySchema),
  /** Every pair of the week, by matchup id. The card shows the first MATCHUPS_CARD_LIMIT. */
  pairs: z.array(matchupPairSchema),
  /** Teams without an opponent this week (matchup_id null). */
  byes: z.array(matchupTeamSchema),
  summary: weekSummarySchema,
  /** While the week is played: each paired team's outlook (empty otherwise, or when not known). */
  outlooks: z.array(teamOutlookSchema),
});
export type MatchupsResponse = z.infer<typeof matchupsResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/league/{id}/transactions?limit&offset&type

export const transactionTypeSchema = z.enum(TRANSACTION_TYPES);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

export const transactionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(TRANSACTIONS_MAX_LIMIT).default(TRANSACTIONS_DEFAULT_LIMIT),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  type: transactionTypeSchema.optional(),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

export const transactionSchema = z.object({
  id: z.string(),
  type: transactionTypeSchema,
  /** The first roster involved (the acting team). */
  rosterId: z.number().int().nullable(),
  rosterIds: z.array(z.number().int()),
  /** player id -> receiving roster id. */
  adds: z.record(z.string(), z.number().int()).nullable(),
  /** player id -> losing roster id. */
  drops: z.record(z.string(), z.number().int()).nullable(),
  /** When it resolved (status_updated, else created), ISO time. */
  createdAt: z.string(),
  week: z.number().int().nullable(),
  /** Readable title naming the teams and players. */
  title: z.string(),
  /** The teams involved, as the title names them (the page links each name to its manager). */
  teams: z.array(
    z.object({ rosterId: z.number().int(), ownerId: z.string().nullable(), teamName: z.string() }),
  ),
  /** 'Multi-team trade', 'Roster {id}' or 'N/A' (docs/product.md §2). */
  subLine: z.string(),
  /** The newest stored roast of this transaction. */
  aiCommentary: z.string().nullable(),
  aiPersonality: z.string().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionsResponseSchema = z.array(transactionSchema);

// ---------------------------------------------------------------------------------------------------
// GET /api/league/{id}/roster/{rosterId}/players?week=W

export const rosterPlayersQuerySchema = z.object({ week: z.coerce.number().int().min(1).max(25).optional() });

export const rosterPlayerSchema = z.object({
  playerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.string(),
  team: z.string().nullable(),
  /** Short injury status: Q, D, O, IR, PUP, SUS, NA, or 'Active'. */
  status: z.string(),
  /** Points this week (0 when none yet); null for a season without player points (shown as "—"). */
  points: z.number().nullable(),
  projectedPoints: z.number(),
  /** True when the provider had no projection and it is the player's average so far. */
  projectionDerived: z.boolean(),
  /**
   * His NFL game this week: 'pre' yet to play, 'in' playing, 'post' done; null when the schedule is
   * not known (server/live/nfl-game.ts: shown as no status rather than a wrong one).
   */
  game: z.enum(['pre', 'in', 'post']).nullable(),
  /** Before his game: its kickoff (ISO), when known. */
  kickoffAt: z.string().nullable(),
  /** The NFL team his game this week is against, when the schedule is known. */
  opponent: z.string().nullable(),
  /** While his game is played: its clock, when known. */
  gameClock: nflClockSchema.nullable(),
});
export type RosterPlayer = z.infer<typeof rosterPlayerSchema>;
export type NflGameState = NonNullable<RosterPlayer['game']>;

/** One starting slot of the league (roster_positions: QB, RB, FLEX, SUPER_FLEX, DL...); null = empty. */
export const lineupEntrySchema = z.object({ slot: z.string(), playerId: z.string().nullable() });
export type LineupEntry = z.infer<typeof lineupEntrySchema>;

export const rosterPlayersResponseSchema = z.object({
  rosterId: z.number().int(),
  week: z.number().int(),
  players: z.array(rosterPlayerSchema),
  /**
   * 'provider': the lineup the manager set for the week (the provider's starters); 'projected': the
   * provider has no lineup for the week yet, so the best projected lineup is shown instead.
   */
  lineupSource: z.enum(['provider', 'projected']),
  /** The lineup's player ids in the league's slot order, "0" for an empty slot (the provider's form). */
  starters: z.array(z.string()),
  /** Every starting slot of the league, in order, with its player (null when empty). */
  lineup: z.array(lineupEntrySchema),
  /** Everyone else of that week's roster who could start, in position order. */
  bench: z.array(z.string()),
  /** The taxi squad and injured reserve (shown after the bench, never among starters or bench points). */
  taxi: z.array(z.string()),
  reserve: z.array(z.string()),
  /** The team's score this week: custom_points when a commissioner set them, else startersPoints. */
  points: z.number(),
  /** What the starters scored (the sum of their points). */
  startersPoints: z.number(),
  /** A commissioner's override of the score (shown apart), or null. */
  customPoints: z.number().nullable(),
  /** The best lineup the roster could have set by actual points (league slots); null before points. */
  optimalPoints: z.number().nullable(),
  /**
   * optimalPoints minus startersPoints; null before points, without a lineup, or in best ball (where
   * the best lineup is the one that counts: no manager left anything on the bench).
   */
  pointsLeftOnBench: z.number().nullable(),
  /** Whether any projection is derived from average points (the UI says so). */
  projectionsDerived: z.boolean(),
});
export type RosterPlayersResponse = z.infer<typeof rosterPlayersResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/players

export const playersQuerySchema = z
  .object({
    ids: z
      .string()
      .max(PLAYERS_MAX_IDS * 12)
      .transform((s) => [
        ...new Set(
          s
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ])
      .refine((ids) => ids.length >= 1 && ids.length <= PLAYERS_MAX_IDS, {
        message: `give between 1 and ${PLAYERS_MAX_IDS} player ids`,
      })
      .optional(),
    search: z.string().trim().min(2, 'search needs at least 2 characters').max(60).optional(),
    limit: z.coerce.number().int().min(1).max(PLAYERS_MAX_SEARCH_LIMIT).default(20),
  })
  .refine((q) => q.ids !== undefined || q.search !== undefined, {
    message: 'give ids=a,b or search=q (the whole directory is never sent)',
    path: ['ids'],
  });

/** docs/product.md §3 "Player directory" fields, keyed by player id. */
export const directoryPlayerSchema = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string().nullable(),
  position: z.string().nullable(),
  team: z.string().nullable(),
});
export type DirectoryPlayer = z.infer<typeof directoryPlayerSchema>;
export const playersResponseSchema = z.record(z.string(), directoryPlayerSchema);
