// The league history API contract (docs/product.md §2 "League History", the history entities of §3; D7/D8).
// GET /api/league/{id}/history and GET /api/league/{id}/transaction-stats, computed on the server.
import { z } from 'zod';

const record = { wins: z.number().int(), losses: z.number().int(), ties: z.number().int() };

/** One row of a season's final standings. */
export const historyStandingSchema = z
  .object({
    /** 1 = champion for a complete season (playoff finish first, then regular-season record). */
    rank: z.number().int(),
    rosterId: z.number().int(),
    ownerId: z.string().nullable(),
    teamName: z.string(),
    ownerName: z.string(),
    /** Regular-season record; head to head in a median season (recomputed from the matchups). */
  })
  .extend(record)
  .extend({
    /** Sleeper's record "with the median" (equal to the record above in a season without median). */
    withMedian: z.object(record),
    pointsFor: z.number(),
    pointsAgainst: z.number(),
    /** Place decided in the winners bracket (1, 2, 3, ...), null when the team's season ended earlier. */
    playoffFinish: z.number().int().nullable(),
    /**
     * Imported seasons only: the whole dollars the commissioner's CSV says the team won (null when its
     * payout column was empty). Absent for Sleeper seasons, whose money is the payouts table's.
     */
    payout: z.number().int().nullable().optional(),
  });
export type HistoryStanding = z.infer<typeof historyStandingSchema>;

/**
 * The money an imported season's team won, null for none: an empty payout and $0 alike show nothing,
 * as a Sleeper season lists only the awards a team won.
 */
export function importedPayout(row: HistoryStanding): number | null {
  return row.payout ? row.payout : null;
}

export const teamRefSchema = z.object({
  rosterId: z.number().int(),
  ownerId: z.string().nullable(),
  teamName: z.string(),
  ownerName: z.string(),
});
export type TeamRef = z.infer<typeof teamRefSchema>;

export const historyBlowoutSchema = z.object({
  week: z.number().int(),
  margin: z.number(),
  winner: teamRefSchema.extend({ points: z.number() }),
  loser: teamRefSchema.extend({ points: z.number() }),
});
export type HistoryBlowout = z.infer<typeof historyBlowoutSchema>;

export const historySeasonSchema = z.object({
  season: z.string(),
  leagueId: z.string(),
  name: z.string(),
  /** The provider's status: 'complete' or another (in_season, pre_draft, ...). */
  status: z.string(),
  isComplete: z.boolean(),
  /** league_average_match = 1: records above are head to head, withMedian keeps Sleeper's. */
  isMedian: z.boolean(),
  totalRosters: z.number().int(),
  /** First playoff week and the season's last week (the tracker's labels). */
  playoffWeekStart: z.number().int(),
  finalWeek: z.number().int(),
  totalPoints: z.number(),
  avgPoints: z.number(),
  /** Champion's team name and owner (null until the final is played). */
  champion: z.string().nullable(),
  championOwner: z.string().nullable(),
  championTeam: historyStandingSchema.nullable(),
  runnerUp: historyStandingSchema.nullable(),
  thirdPlace: historyStandingSchema.nullable(),
  standings: z.array(historyStandingSchema),
  biggestBlowout: historyBlowoutSchema.nullable(),
  /**
   * Regular-season weeks a team had no opponent (a bye, matchup_id null), by week: its points count in
   * its points for and in nobody's points against, and the week is no game of its record. Absent for
   * an imported season, which has no weeks.
   */
  byes: z.array(teamRefSchema.extend({ week: z.number().int(), points: z.number() })).optional(),
  /**
   * A season before Sleeper, imported by the commissioner (common/imported-seasons.ts): final standings
   * and champion only (no weeks, playoffs or roster ids; a standing's rosterId is its rank). Absent
   * for the seasons Sleeper has.
   */
  imported: z.literal(true).optional(),
});
export type HistorySeason = z.infer<typeof historySeasonSchema>;

/** A person's totals across every season they played (keyed by Sleeper user id, not roster slot). */
export const careerTotalSchema = z
  .object({
    ownerId: z.string(),
    ownerName: z.string(),
    /** Their newest team name. */
    teamName: z.string(),
    seasons: z.number().int(),
  })
  .extend(record)
  .extend({
    pointsFor: z.number(),
    pointsAgainst: z.number(),
    championships: z.number().int(),
    /** Best playoff finish (1 = a title), null if never placed. */
    bestFinish: z.number().int().nullable(),
  });
export type CareerTotal = z.infer<typeof careerTotalSchema>;

/** A single-season record or all-time mark: who and how much. */
const markHolderSchema = z.object({
  season: z.string().nullable(),
  ownerId: z.string().nullable(),
  teamName: z.string(),
  ownerName: z.string(),
});

export const seasonMarkSchema = markHolderSchema.extend({
  value: z.number(),
  /** Others who hold the same mark (a tie is shown as a tie), the earliest first. */
  tiedWith: z.array(markHolderSchema).optional(),
});
export type SeasonMark = z.infer<typeof seasonMarkSchema>;

export const historyResponseSchema = z.object({
  leagueId: z.string(),
  /** Newest first. */
  seasons: z.array(historySeasonSchema),
  medianSeasons: z.array(z.string()),
  overview: z.object({
    totalSeasons: z.number().int(),
    latestChampion: z
      .object({
        season: z.string(),
        ownerId: z.string().nullable(),
        teamName: z.string(),
        ownerName: z.string(),
      })
      .nullable(),
    mostChampionships: z
      .object({
        ownerId: z.string(),
        ownerName: z.string(),
        count: z.number().int(),
        /** The managers with as many titles, when several share the most. */
        tiedWith: z.array(z.object({ ownerId: z.string(), ownerName: z.string() })).optional(),
      })
      .nullable(),
  }),
  championshipLeaders: z.array(
    z.object({
      ownerId: z.string(),
      ownerName: z.string(),
      count: z.number().int(),
      seasons: z.array(z.string()),
    }),
  ),
  trends: z.object({
    highestScoringSeason: z.object({ season: z.string(), totalPoints: z.number() }).nullable(),
    /** Wins + losses + ties of every team summed, halved (each game has two sides). */
    totalGamesPlayed: z.number().int(),
    mostWinsAllTime: seasonMarkSchema.nullable(),
    mostLossesAllTime: seasonMarkSchema.nullable(),
    mostPointsAgainstAllTime: seasonMarkSchema.nullable(),
    highestSingleSeasonPoints: seasonMarkSchema.nullable(),
    mostWinsSingleSeason: seasonMarkSchema.nullable(),
  }),
  totals: z.object(record).extend({ pointsFor: z.number(), pointsAgainst: z.number() }),
  careers: z.object({ current: z.array(careerTotalSchema), past: z.array(careerTotalSchema) }),
  records: z.object({
    mostWins: seasonMarkSchema.nullable(),
    mostLosses: seasonMarkSchema.nullable(),
    mostWinsWithMedian: seasonMarkSchema.nullable(),
    mostLossesWithMedian: seasonMarkSchema.nullable(),
    mostPointsFor: seasonMarkSchema.nullable(),
    mostPointsAgainst: seasonMarkSchema.nullable(),
  }),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** One team's moves in a season (docs/product.md §3 "Transaction stats per season"). */
export const teamTransactionStatsSchema = z.object({
  rosterId: z.number().int(),
  ownerId: z.string().nullable(),
  ownerName: z.string(),
  total: z.number().int(),
  trades: z.number().int(),
  waivers: z.number().int(),
  freeAgents: z.number().int(),
});
export type TeamTransactionStats = z.infer<typeof teamTransactionStatsSchema>;

export const seasonTransactionStatsSchema = z.object({
  season: z.string(),
  leagueId: z.string(),
  /** Completed trades (a trade between three teams counts once here, once for each team below). */
  totalTrades: z.number().int(),
  /** Successful waiver claims (failed claims excluded). */
  totalWaivers: z.number().int(),
  totalFreeAgents: z.number().int(),
  /** Keyed by team name. */
  teamStats: z.record(z.string(), teamTransactionStatsSchema),
});
export type SeasonTransactionStats = z.infer<typeof seasonTransactionStatsSchema>;

export const transactionStatsResponseSchema = z.object({
  leagueId: z.string(),
  /** Completed seasons only (docs/product.md D8), newest first. */
  seasons: z.array(seasonTransactionStatsSchema),
  totals: z.object({ trades: z.number().int(), waivers: z.number().int() }),
  /** Per person across seasons, most moves first. */
  byOwner: z.array(
    z.object({
      ownerId: z.string(),
      ownerName: z.string(),
      trades: z.number().int(),
      waivers: z.number().int(),
      freeAgents: z.number().int(),
    }),
  ),
  leaders: z.object({
    mostTradesAllTime: seasonMarkSchema.nullable(),
    mostWaiversAllTime: seasonMarkSchema.nullable(),
    mostTradesSeason: seasonMarkSchema.nullable(),
    mostWaiversSeason: seasonMarkSchema.nullable(),
  }),
});
export type TransactionStatsResponse = z.infer<typeof transactionStatsResponseSchema>;
