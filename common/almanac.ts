// The almanac API contract: playoff odds, power rankings, managers, head to head, records, trades and
// their verdicts, draft report cards, keeper values, waiver pickups and the games of any week.
// Computed on the server (server/league), served by server/modules/almanac, rendered by the client's
// almanac features.
import { z } from 'zod';
import { teamRefSchema } from './history';
import { playoffStatusSchema, provisionalWeeksSchema, rosterPlayerSchema, roundScoreSchema } from './league';
import { pathWeekSchema } from './path-number';
import { seasonYearSchema } from './seasons';

const record = { wins: z.number().int(), losses: z.number().int(), ties: z.number().int() };

/** A person of the league (Sleeper user id), with their newest team name. */
export const managerRefSchema = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  teamName: z.string(),
  avatar: z.string().nullable(),
  /** Owns a team in the newest season. */
  current: z.boolean(),
  /** The roster id of their newest team: the colour the team is drawn in on every page. */
  rosterId: z.number().int(),
});
export type ManagerRef = z.infer<typeof managerRefSchema>;

/** One side of a game as it was that week. */
export const gameSideSchema = z.object({
  rosterId: z.number().int(),
  /** The roster's owner that season; null for an orphaned roster. */
  ownerId: z.string().nullable(),
  teamName: z.string(),
  ownerName: z.string(),
  points: z.number(),
});
export type GameSide = z.infer<typeof gameSideSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/league/{id}/playoff-odds

export const prizeSharesSchema = z.object({
  championship: z.number(),
  highestPoints: z.number(),
  unlucky: z.number(),
  blowout: z.number(),
});

/** A team as the odds and the power rankings list it: who, their avatar, and their rank. */
const rankedTeamSchema = teamRefSchema.extend({
  avatar: z.string().nullable(),
  /** Rank in the current standings (the odds), or in the power score (the rankings). */
  rank: z.number().int(),
});

export const teamOddsSchema = rankedTeamSchema.extend(record).extend({
  pointsFor: z.number(),
  playoffStatus: playoffStatusSchema,
  /** The same proof for a bye: clinched, fighting or eliminated (eliminated when the league has none). */
  byeStatus: playoffStatusSchema,
  /** Chances from 0 to 1. Clinched teams are exactly 1, eliminated exactly 0. */
  playoffs: z.number(),
  bye: z.number(),
  final: z.number(),
  title: z.number(),
  expectedSeed: z.number(),
  /** seedOdds[s - 1]: the chance of finishing the regular season as seed s. */
  seedOdds: z.array(z.number()),
  /**
   * The seeds the team can still finish at, proven (server/league/playoff-status.ts): a seed outside
   * is 0% for certain, and a range of one seed is that seed at 100%.
   */
  seedRange: z.object({ best: z.number().int(), worst: z.number().int() }),
  /** Dollars, from this season's payout table (docs/decisions/0011). */
  expectedPrize: z.number(),
  prizes: prizeSharesSchema,
  /** Results still to play this regular season (median games included). */
  resultsLeft: z.number().int(),
  /** By remaining results won: how likely, and the playoff odds given that many (null: never happened). */
  byWins: z.array(z.object({ wins: z.number().int(), chance: z.number(), playoffs: z.number().nullable() })),
  /** Proven: winning every remaining result guarantees a playoff spot. */
  clinchesByWinningOut: z.boolean(),
  /** The scoring model: weekly mean and spread (before any projection). */
  model: z.object({ mean: z.number(), sd: z.number() }),
  /** The remaining regular-season games: week and opponent (null: a bye). */
  schedule: z.array(
    z.object({
      week: z.number().int(),
      opponentRosterId: z.number().int().nullable(),
      opponentName: z.string().nullable(),
    }),
  ),
});
export type TeamOdds = z.infer<typeof teamOddsSchema>;

export const playoffOddsResponseSchema = z.object({
  season: z.string(),
  runs: z.number().int(),
  seed: z.number().int(),
  playoffTeams: z.number().int(),
  byes: z.number().int(),
  median: z.boolean(),
  weeksPlayed: z.number().int(),
  regularWeeksLeft: z.array(z.number().int()),
  playoffWeeksLeft: z.array(z.number().int()),
  /** Nothing left to play: every chance is 0 or 1. */
  decided: z.boolean(),
  provisionalWeeks: provisionalWeeksSchema,
  /** The awards games decide (BUSTED excluded), and their sum. */
  prizes: z.object({
    first: z.number(),
    second: z.number(),
    third: z.number(),
    highestPoints: z.number(),
    unlucky: z.number(),
    blowout: z.number(),
  }),
  moneyOnOffer: z.number(),
  /** In standings order. */
  teams: z.array(teamOddsSchema),
});
export type PlayoffOddsResponse = z.infer<typeof playoffOddsResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/league/{id}/power-rankings

export const powerRankingSchema = rankedTeamSchema.extend({
  /** Last week's rank (null in the first week). */
  previousRank: z.number().int().nullable(),
  /** The power score, 0-100. */
  power: z.number(),
  /** Every week, each team's score against every other team's score. */
  allPlay: z.object(record),
  allPlayPct: z.number(),
  /** The actual head-to-head record. */
  record: z.object(record),
  pointsFor: z.number(),
  pointsPerWeek: z.number(),
  /** All-play win share of the last weeks (recent form). */
  formPct: z.number(),
  /** Actual wins minus the wins the all-play record predicts (positive: lucky). */
  luck: z.number(),
  /** Rank after each week of `weeks`. */
  ranks: z.array(z.number().int()),
});
export type PowerRanking = z.infer<typeof powerRankingSchema>;

export const powerRankingsResponseSchema = z.object({
  season: z.string(),
  /** The completed regular-season weeks ranked (a week final but not settled yet included). */
  weeks: z.array(z.number().int()),
  provisionalWeeks: provisionalWeeksSchema,
  formWeeks: z.number().int(),
  weights: z.object({ allPlay: z.number(), form: z.number(), scoring: z.number() }),
  teams: z.array(powerRankingSchema),
});
export type PowerRankingsResponse = z.infer<typeof powerRankingsResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/league/{id}/head-to-head

export const h2hRecordSchema = z
  .object({
    games: z.number().int(),
  })
  .extend(record)
  .extend({
    pointsFor: z.number(),
    pointsAgainst: z.number(),
  });
export type H2hRecord = z.infer<typeof h2hRecordSchema>;

export const h2hCellSchema = z.object({
  ownerId: z.string(),
  opponentId: z.string(),
  regular: h2hRecordSchema,
  playoffs: h2hRecordSchema,
});
export type H2hCell = z.infer<typeof h2hCellSchema>;

export const headToHeadResponseSchema = z.object({
  /** Current members first, then past members; each by name. */
  managers: z.array(managerRefSchema),
  /** One cell per ordered pair that ever met (both directions). */
  cells: z.array(h2hCellSchema),
});
export type HeadToHeadResponse = z.infer<typeof headToHeadResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/league/{id}/trades?season=&manager=

/** The filters of the trades and moves pages: a season, a manager (either may be left out). */
export const seasonManagerQuerySchema = z.object({
  season: seasonYearSchema.optional(),
  manager: z
    .string()
    .regex(/^\d{1,30}$/, 'must be a Sleeper user id')
    .optional(),
});
export type TradesQuery = z.infer<typeof seasonManagerQuerySchema>;

/** A player as a trade, a draft or a move names him. */
export const playerRefSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  position: z.string().nullable(),
});
export type PlayerRef = z.infer<typeof playerRefSchema>;

export const tradePlayerSchema = playerRefSchema.extend({
  /**
   * Points the player scored in this team's starting lineups from the trade's week to the end of
   * that season, while he stayed (a later move that took him off ends it: docs/decisions/0016).
   */
  pointsAfter: z.number(),
  /** The weeks he started for this team in that stretch. */
  starts: z.number().int(),
  /** Kept by this team's owner in the following seasons: his started points for them in each. */
  keeperSeasons: z.array(z.object({ season: z.string(), points: z.number() })),
});
export type TradePlayer = z.infer<typeof tradePlayerSchema>;

export const tradePickSchema = z.object({
  season: z.string(),
  round: z.number().int(),
  originalTeam: z.string(),
  /** pending: that draft has not happened; used: this team made the pick; moved: another team did. */
  status: z.enum(['pending', 'used', 'moved']),
  /** The pick of that draft the traded pick became (null while pending). */
  pickNo: z.number().int().nullable(),
  player: playerRefSchema.nullable(),
  /** The drafted player's started points for this team that season (0 unless used). */
  points: z.number(),
  starts: z.number().int(),
});
export type TradePick = z.infer<typeof tradePickSchema>;

export const tradeSideSchema = z.object({
  rosterId: z.number().int(),
  ownerId: z.string().nullable(),
  teamName: z.string(),
  ownerName: z.string(),
  /** What this side received. */
  players: z.array(tradePlayerSchema),
  picks: z.array(tradePickSchema),
  faab: z.number(),
  /** The used picks' points and the keeper seasons' points, apart ("+212.4 as a keeper in 2025"). */
  pickPoints: z.number(),
  keeperPoints: z.number(),
  /** What the side got out of the trade: its players' points after, plus pickPoints and keeperPoints. */
  pointsAfter: z.number(),
});
export type TradeSide = z.infer<typeof tradeSideSchema>;

export const tradeSchema = z.object({
  id: z.string(),
  season: z.string(),
  week: z.number().int().nullable(),
  date: z.string(),
  sides: z.array(tradeSideSchema),
  /** Every side's points after together: how much the trade mattered. */
  pointsAfter: z.number(),
  /**
   * The side with the most pointsAfter; null for a draw (the first two within 1 point), while
   * nothing any side received has started yet (verdict 'pending'), or for a trade of a season
   * without per-player points, whose figures are unknown (verdict 'unavailable').
   */
  winnerRosterId: z.number().int().nullable(),
  verdict: z.enum(['won', 'draw', 'pending', 'unavailable']),
  /** The first side's pointsAfter minus the second's ("Won by Syrup Squad by 84.2 points"). */
  margin: z.number(),
  /**
   * False while the numbers can still move: the trade's season is not over, a pick it moved is not
   * drafted yet or its player's season is still being played, or a player it moved is kept in a
   * season still being played.
   */
  settled: z.boolean(),
});
export type Trade = z.infer<typeof tradeSchema>;

export const tradesResponseSchema = z.object({
  /** Every season and every manager with a trade (for the filters). */
  seasons: z.array(z.string()),
  managers: z.array(managerRefSchema),
  /** Newest first, filtered by the query. */
  trades: z.array(tradeSchema),
});
export type TradesResponse = z.infer<typeof tradesResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/league/{id}/drafts/{season}/report (docs/decisions/0016)

export const draftReportParamsSchema = z.object({ leagueId: z.string(), season: seasonYearSchema });

export const draftGradeSchema = z.enum(['A', 'B', 'C', 'D', 'F']);
export type DraftGrade = z.infer<typeof draftGradeSchema>;

export const draftReportPickSchema = playerRefSchema.extend({
  pickNo: z.number().int(),
  round: z.number().int(),
  /** The roster that made the pick. */
  rosterId: z.number().int(),
  /** A keeper's pick: the round he cost. */
  isKeeper: z.boolean(),
  /** The player's points in the starting lineups of the roster that drafted him, that season. */
  startedPoints: z.number(),
  starts: z.number().int(),
  /** What a pick of this round produces: the league's round average over the weeks played. */
  expected: z.number(),
  /** startedPoints minus expected. */
  value: z.number(),
});
export type DraftReportPick = z.infer<typeof draftReportPickSchema>;

export const draftReportTeamSchema = z.object({
  rosterId: z.number().int(),
  ownerId: z.string().nullable(),
  teamName: z.string(),
  ownerName: z.string(),
  /** A-F on a curve within the draft, from value. */
  grade: draftGradeSchema,
  /** The value of all its picks (keepers' picks included) = draftedValue + keeperValue. */
  value: z.number(),
  draftedValue: z.number(),
  keeperValue: z.number(),
  startedPoints: z.number(),
  /** By value within the draft, 1 = best. */
  rank: z.number().int(),
});
export type DraftReportTeam = z.infer<typeof draftReportTeamSchema>;

export const draftReportResponseSchema = z.object({
  season: z.string(),
  /** The season is over: the figures are final. */
  final: z.boolean(),
  /** The season's completed weeks the points and expectations cover. */
  weeksPlayed: z.number().int(),
  /** A dynasty league's rookie draft (docs/decisions/0029): titled with draftTitle (common/drafts.ts). */
  rookieDraft: z.boolean(),
  /**
   * A season without player points (common/player-points.ts): the sentence shown instead of the card
   * (no picks, teams, steals or busts, nor keeper values); null for a graded season.
   */
  playerPointsNote: z.string().nullable(),
  /** Where the expectations come from: the seasons measured and each round's average. */
  expectation: z.object({
    seasons: z.array(z.string()),
    rounds: z.array(z.object({ round: z.number().int(), perWeek: z.number(), expected: z.number() })),
  }),
  /** By pick number. */
  picks: z.array(draftReportPickSchema),
  /** By value, best first. */
  teams: z.array(draftReportTeamSchema),
  /** The drafted (not kept) picks furthest above and below their expectation. */
  steals: z.array(draftReportPickSchema),
  busts: z.array(draftReportPickSchema),
});
export type DraftReportResponse = z.infer<typeof draftReportResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/league/{id}/keeper-value (docs/decisions/0016)

export const keeperValueSchema = playerRefSchema.extend({
  season: z.string(),
  rosterId: z.number().int(),
  ownerId: z.string().nullable(),
  teamName: z.string(),
  ownerName: z.string(),
  /** The round (and pick) the keeper cost. */
  round: z.number().int(),
  pickNo: z.number().int(),
  /**
   * draft: he had a pick in the previous season's draft (a drafted player kept); waiver: he had none
   * (a waiver pickup kept); unknown: the league's history has no previous draft.
   */
  source: z.enum(['draft', 'waiver', 'unknown']),
  /** His points in the team's starting lineups that season. */
  startedPoints: z.number(),
  starts: z.number().int(),
  /** What that round produced on average (the draft report's expectation). */
  expected: z.number(),
  value: z.number(),
  /** The season is over. */
  final: z.boolean(),
});
export type KeeperValue = z.infer<typeof keeperValueSchema>;

export const keeperValueResponseSchema = z.object({
  /** Every keeper, newest season first, then by value. */
  keepers: z.array(keeperValueSchema),
  /**
   * The best and worst keepers ever, by value: keepers who started at least once, above (best) or below
   * (worst) their round's average, each player on one side only (server/league/keeper-value.ts).
   */
  best: z.array(keeperValueSchema),
  worst: z.array(keeperValueSchema),
});
export type KeeperValueResponse = z.infer<typeof keeperValueResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/league/{id}/moves?season=&manager= (docs/decisions/0016)

export type MovesQuery = TradesQuery;

export const pickupSchema = playerRefSchema.extend({
  transactionId: z.string(),
  season: z.string(),
  week: z.number().int(),
  date: z.string(),
  type: z.enum(['waiver', 'free_agent']),
  rosterId: z.number().int(),
  ownerId: z.string().nullable(),
  teamName: z.string(),
  ownerName: z.string(),
  /** The winning bid where the league's claims are FAAB bids (0 for a free agent); null elsewhere. */
  faab: z.number().nullable(),
  /** His points in the team's starting lineups from the pickup until a move took him off. */
  pointsAfter: z.number(),
  starts: z.number().int(),
  /** Still on the team at the end of the season (or now). */
  stayed: z.boolean(),
});
export type Pickup = z.infer<typeof pickupSchema>;

export const movesResponseSchema = z.object({
  /** Every season and every manager with a pickup (for the filters). */
  seasons: z.array(z.string()),
  managers: z.array(managerRefSchema),
  /** The best pickups of each season (at most 25 a season) matching the query: newest season first, then by points. */
  pickups: z.array(pickupSchema),
});
export type MovesResponse = z.infer<typeof movesResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/league/{id}/records

export const gameRecordSchema = z.object({
  season: z.string(),
  week: z.number().int(),
  matchupId: z.number().int(),
  playoffs: z.boolean(),
  /** The figure of the record (points, margin, bench points). */
  value: z.number(),
  team: gameSideSchema,
  opponent: gameSideSchema,
});
export type GameRecord = z.infer<typeof gameRecordSchema>;

export const streakRecordSchema = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  teamName: z.string(),
  length: z.number().int(),
  from: z.object({ season: z.string(), week: z.number().int() }),
  to: z.object({ season: z.string(), week: z.number().int(), matchupId: z.number().int() }),
  /** Still running after the latest game. */
  ongoing: z.boolean(),
});
export type StreakRecord = z.infer<typeof streakRecordSchema>;

/** The records of the games (server/league/weekly-records.ts). */
export const gameRecordsSchema = z.object({
  highestScores: z.array(gameRecordSchema),
  lowestScores: z.array(gameRecordSchema),
  biggestBlowouts: z.array(gameRecordSchema),
  closestGames: z.array(gameRecordSchema),
  highestInLoss: z.array(gameRecordSchema),
  lowestInWin: z.array(gameRecordSchema),
  mostBenchPoints: z.array(gameRecordSchema),
  longestWinStreaks: z.array(streakRecordSchema),
  longestLossStreaks: z.array(streakRecordSchema),
});
export type GameRecords = z.infer<typeof gameRecordsSchema>;

export const recordBookSchema = gameRecordsSchema.extend({
  /** Won trades by margin, widest first. */
  mostLopsidedTrades: z.array(tradeSchema),
  /** Keepers by value over their round's expectation, best (and worst) first, as keeper-value's lists. */
  bestKeepers: z.array(keeperValueSchema),
  worstKeepers: z.array(keeperValueSchema),
});
export type RecordBook = z.infer<typeof recordBookSchema>;

export const recordsResponseSchema = z.object({
  allTime: recordBookSchema,
  /** Newest first. */
  seasons: z.array(z.object({ season: z.string(), records: recordBookSchema })),
});
export type RecordsResponse = z.infer<typeof recordsResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/league/{id}/managers and /managers/{userId}

export const managerSummarySchema = managerRefSchema
  .extend({
    seasons: z.number().int(),
  })
  .extend(record)
  .extend({
    pointsFor: z.number(),
    championships: z.number().int(),
  });
export type ManagerSummary = z.infer<typeof managerSummarySchema>;
export const managersResponseSchema = z.object({ managers: z.array(managerSummarySchema) });
export type ManagersResponse = z.infer<typeof managersResponseSchema>;

export const managerParamsSchema = z.object({
  leagueId: z.string(),
  userId: z.string().regex(/^\d{1,30}$/, 'must be a Sleeper user id'),
});

export const managerSeasonSchema = z
  .object({
    season: z.string(),
    rosterId: z.number().int(),
    teamName: z.string(),
    isComplete: z.boolean(),
    isMedian: z.boolean(),
    /** Head-to-head record (Sleeper's record with the median beside it). */
  })
  .extend(record)
  .extend({
    withMedian: z.object(record),
    pointsFor: z.number(),
    pointsAgainst: z.number(),
    /** Regular-season seed (wins with the median, then points for). */
    seed: z.number().int(),
    /** Final place (1 = champion) once the season is complete; the current rank before. */
    finish: z.number().int(),
    playoffFinish: z.number().int().nullable(),
    teams: z.number().int(),
    /** The awards won; an imported season's is the one payout its CSV gives, not split into awards. */
    payouts: z.array(z.object({ award: z.string(), amount: z.number() })),
    /** A season before Sleeper, imported by the commissioner (common/history.ts). */
    imported: z.literal(true).optional(),
  });
export type ManagerSeason = z.infer<typeof managerSeasonSchema>;

export const rivalrySchema = z
  .object({
    opponent: managerRefSchema,
    games: z.number().int(),
  })
  .extend(record)
  .extend({
    /** Points for minus points against over every game. */
    pointDiff: z.number(),
  });
export type Rivalry = z.infer<typeof rivalrySchema>;

export const keptDraftPickSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  draftedSeason: z.string(),
  draftedRound: z.number().int(),
  keptSeason: z.string(),
  keptRound: z.number().int(),
  keptBy: z.object({ ownerId: z.string().nullable(), ownerName: z.string(), teamName: z.string() }),
});
export type KeptDraftPick = z.infer<typeof keptDraftPickSchema>;

export const managerRoastSchema = z.object({
  subjectType: z.string(),
  subject: z.string(),
  text: z.string(),
  personaName: z.string(),
  createdAt: z.string(),
});
export type ManagerRoast = z.infer<typeof managerRoastSchema>;

/** A player of a manager's current roster, named as the roster dialog names him (no week, so no points). */
export const currentRosterPlayerSchema = rosterPlayerSchema.pick({
  playerId: true,
  firstName: true,
  lastName: true,
  position: true,
  team: true,
  status: true,
});
export type CurrentRosterPlayer = z.infer<typeof currentRosterPlayerSchema>;

/**
 * A manager's team as it is now in the league's current season (server/league/current-roster.ts): the
 * lineup set now, the bench, then the taxi squad and injured reserve, never counted among the other two.
 * Each list is the provider's roster of today, not of a week.
 */
export const currentRosterSchema = z.object({
  season: z.string(),
  rosterId: z.number().int(),
  teamName: z.string(),
  /** Every starting slot in the league's order, its player null when empty; none when no lineup is set. */
  starters: z.array(z.object({ slot: z.string(), player: currentRosterPlayerSchema.nullable() })),
  /** The other players who could start, in position order then by name (as are taxi and reserve). */
  bench: z.array(currentRosterPlayerSchema),
  taxi: z.array(currentRosterPlayerSchema),
  reserve: z.array(currentRosterPlayerSchema),
});
export type CurrentRoster = z.infer<typeof currentRosterSchema>;

export const managerResponseSchema = z.object({
  manager: managerRefSchema.extend({ firstSeason: z.string(), lastSeason: z.string() }),
  career: z
    .object({
      seasons: z.number().int(),
    })
    .extend(record)
    .extend({
      pointsFor: z.number(),
      pointsAgainst: z.number(),
      championships: z.number().int(),
      titles: z.array(z.string()),
      playoffAppearances: z.number().int(),
      playoffRecord: z.object(record),
      bestFinish: z.number().int().nullable(),
      /** Every season's payouts summed, the imported seasons' included. */
      payoutsWon: z.number(),
      /** The part of payoutsWon from imported seasons (shown as such). */
      importedPayoutsWon: z.number(),
    }),
  /** Oldest first. */
  seasons: z.array(managerSeasonSchema),
  bestWeeks: z.array(gameRecordSchema),
  worstWeeks: z.array(gameRecordSchema),
  biggestTrades: z.array(tradeSchema),
  /** Trades won, lost, drawn (within a point) and without a verdict yet. */
  tradeRecord: z.object({
    wins: z.number().int(),
    losses: z.number().int(),
    draws: z.number().int(),
    pending: z.number().int(),
  }),
  /** The won trade they came out furthest ahead in, the lost one furthest behind. */
  bestTrade: tradeSchema.nullable(),
  worstTrade: tradeSchema.nullable(),
  /** Their best waiver pickups ever, by points after. */
  bestPickups: z.array(pickupSchema),
  keepersFromDraft: z.array(keptDraftPickSchema),
  headToHead: z.array(
    z.object({ opponent: managerRefSchema, regular: h2hRecordSchema, playoffs: h2hRecordSchema }),
  ),
  /**
   * The career record's games head to head cannot hold, so that its regular-season games plus these
   * are the career's: the imported seasons' (their records come without games) and the games against
   * a team without a manager.
   */
  gamesApart: z.object({
    imported: z.object({ games: z.number().int(), seasons: z.array(z.string()) }),
    withoutManager: z.number().int(),
  }),
  rivalries: z.object({
    mostGames: rivalrySchema.nullable(),
    closest: rivalrySchema.nullable(),
    mostLopsided: rivalrySchema.nullable(),
  }),
  roasts: z.array(managerRoastSchema),
  /** Their team in the current season; null when they have none (a past member). */
  currentRoster: currentRosterSchema.nullable(),
});
export type ManagerResponse = z.infer<typeof managerResponseSchema>;

// ---------------------------------------------------------------------------------------------------
// GET /api/league/{id}/games/{season}/{week}

export const weekGamesParamsSchema = z.object({
  leagueId: z.string(),
  season: seasonYearSchema,
  week: pathWeekSchema,
});

export const boxSideSchema = gameSideSchema.extend({
  avatar: z.string().nullable(),
  benchPoints: z.number().nullable(),
  starters: z.array(
    z.object({
      playerId: z.string(),
      name: z.string(),
      position: z.string().nullable(),
      /** Null in a season without player points (common/player-points.ts). */
      points: z.number().nullable(),
    }),
  ),
});
export type BoxSide = z.infer<typeof boxSideSchema>;

export const weekGamesResponseSchema = z.object({
  season: z.string(),
  week: z.number().int(),
  /** The season's last week (for the week picker). */
  lastWeek: z.number().int(),
  /** A playoff week (games of the winners bracket are marked playoffs). */
  playoffWeek: z.boolean(),
  complete: z.boolean(),
  games: z.array(
    z.object({
      matchupId: z.number().int(),
      playoffs: z.boolean(),
      /** Each side's points and lineup this week. */
      home: boxSideSchema,
      away: boxSideSchema,
      /** The week's higher score (null when level). */
      winnerRosterId: z.number().int().nullable(),
      margin: z.number(),
      /** A game of a two-week playoff round: the round's weeks and scores so far; absent otherwise. */
      round: roundScoreSchema.optional(),
    }),
  ),
  /**
   * Teams without an opponent in a regular-season week (a bye, matchup_id null): their points count in
   * their points for, in no game or record.
   */
  byes: z.array(boxSideSchema),
});
export type WeekGamesResponse = z.infer<typeof weekGamesResponseSchema>;
