// The payouts API contract (docs/product.md §3, §7 and §9; D6/D8): one answer per season serves the
// dashboard's Custom Payout Tracker, the history page's season payouts and the admin's BUSTED tab.
import { z } from 'zod';
import { PAYOUT_MAX } from './payout-constants';

const amount = z.number().int().min(0).max(PAYOUT_MAX);

/** The editable payout amounts of a season, in whole dollars (docs/product.md §3 "Payouts config"). */
export const payoutConfigSchema = z.object({
  championshipFirst: amount,
  championshipSecond: amount,
  championshipThird: amount,
  highestPointsAward: amount,
  biggestBlowoutAward: amount,
  unluckyAward: amount,
  /** The BUSTED base for the season (0 = not tracked that season); rollovers are added on top. */
  bustedAward: amount,
});
export type PayoutConfig = z.infer<typeof payoutConfigSchema>;
export const PAYOUT_CONFIG_FIELDS = Object.keys(payoutConfigSchema.shape) as (keyof PayoutConfig)[];

/** PATCH /api/league/{id}/payouts/{season} (admin): any subset of the amounts, at least one. */
export const payoutsPatchBodySchema = payoutConfigSchema
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'at least one payout amount is required' });
export type PayoutsPatchBody = z.infer<typeof payoutsPatchBodySchema>;

/**
 * PUT /api/league/{id}/payouts/{season}/busted (admin): winner and player name required, team optional:
 * not sent, it keeps the stored team; null or empty clears it.
 */
export const bustedAssignmentBodySchema = z.object({
  winnerId: z.string().trim().min(1).max(40),
  winnerName: z.string().trim().min(1).max(120),
  playerName: z.string().trim().min(1).max(120),
  playerTeam: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((team) => (team === undefined ? undefined : team ? team : null)),
});
/** What the client sends (playerTeam may be omitted, null or empty). */
export type BustedAssignmentBody = z.input<typeof bustedAssignmentBodySchema>;
/** The validated assignment (an empty playerTeam becomes null; an omitted one stays undefined). */
export type BustedAssignment = z.output<typeof bustedAssignmentBodySchema>;

/** A team as a payout line shows it (docs/product.md §3 "Season payouts (display)"). */
export const payoutTeamSchema = z.object({
  rosterId: z.number().int(),
  ownerId: z.string().nullable(),
  teamName: z.string(),
  ownerName: z.string(),
  pointsFor: z.number(),
  pointsAgainst: z.number(),
});
export type PayoutTeam = z.infer<typeof payoutTeamSchema>;

/** One award: its amount, the '$N' string, and the team that holds it (null while unknown). */
export const payoutLineSchema = z.object({
  amount: z.number().int(),
  award: z.string(),
  team: payoutTeamSchema.nullable(),
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

export const blowoutTeamSchema = payoutTeamSchema.extend({
  /** Winning margin in points. */
  difference: z.number(),
  week: z.number().int(),
  loserTeamName: z.string(),
  winnerPoints: z.number(),
  loserPoints: z.number(),
});

export const seasonPayoutsSchema = z.object({
  leagueId: z.string(),
  season: z.string(),
  /** 'complete' once the provider says the season is over. */
  status: z.string(),
  isComplete: z.boolean(),
  /** First playoff week and last week of the season (tracker labels: playoffs, locked after). */
  playoffWeekStart: z.number().int(),
  finalWeek: z.number().int(),

  // Tracker fields (docs/product.md §3 "Payouts (tracker)"); amounts are the season's config.
  championshipFirst: z.number().int(),
  championshipSecond: z.number().int(),
  championshipThird: z.number().int(),
  highestPointsAward: z.number().int(),
  biggestBlowoutAward: z.number().int(),
  /** The configured BUSTED base of the season (the pot, rollovers included, is bustedAccumulated). */
  bustedAward: z.number().int(),
  unluckyAward: z.number().int(),
  biggestBlowoutMargin: z.number().nullable(),
  biggestBlowoutWeek: z.number().int().nullable(),
  biggestBlowoutWinner: z.string().nullable(),

  // Admin record fields.
  /** The BUSTED pot this season: base plus what rolled over from clean (unclaimed) years before. */
  bustedAccumulated: z.number().int(),
  bustedWinnerId: z.string().nullable(),
  bustedWinnerName: z.string().nullable(),
  bustedPlayerName: z.string().nullable(),
  bustedPlayerTeam: z.string().nullable(),

  /** Every award of the season summed (the BUSTED pot included). */
  totalPool: z.number().int(),
  /** Current leaders (final once the regular season is over). */
  leaders: z.object({
    highestPoints: payoutTeamSchema.nullable(),
    unlucky: payoutTeamSchema.nullable(),
  }),

  // History display shape (docs/product.md §3 "Season payouts (display)").
  champion: payoutLineSchema,
  runnerUp: payoutLineSchema,
  thirdPlace: payoutLineSchema,
  highestPoints: payoutLineSchema,
  unlucky: payoutLineSchema,
  biggestBlowout: z.object({
    amount: z.number().int(),
    award: z.string(),
    team: blowoutTeamSchema.nullable(),
  }),
  busted: z.object({
    amount: z.number().int(),
    award: z.string(),
    /** Above the $40 base: money accumulated from clean years. */
    isRollover: z.boolean(),
    /** Award divided by 40 (docs/product.md §9). */
    cleanYears: z.number(),
    /** False for a season without BUSTED tracking (amount 0). */
    tracked: z.boolean(),
  }),
  totalPot: z.number().int(),
  subtotals: z.object({
    championship: z.number().int(),
    regularSeason: z.number().int(),
    special: z.number().int(),
  }),
});
export type SeasonPayouts = z.infer<typeof seasonPayoutsSchema>;
