// The keeper API contract (docs/product.md §3 and §7, D9): shared by client and server.
import { z } from 'zod';
import { dateTimeFieldSchema } from './date-time';
import type { KeeperDeadlineSource } from './keeper-rules';

/** GET /roster-players/{rosterId}: one player of a roster as the keeper views see it. */
export const keeperRosterPlayerSchema = z.object({
  playerId: z.string(),
  playerName: z.string(),
  position: z.string(),
  team: z.string().nullable(),
  /** The round this player was drafted in the keeper season's draft; null for a waiver pickup. */
  draftRound: z.number().int().nullable(),
  round: z.number().int().nullable(),
  isWaiverPickup: z.boolean(),
  isWaiver: z.boolean(),
});
export type KeeperRosterPlayer = z.infer<typeof keeperRosterPlayerSchema>;

const namedPlayer = z.object({ id: z.string(), name: z.string() });

/** The lottery's outcome as docs/product.md §3 names it. */
export const lotteryResultsSchema = z.object({
  selectedPlayers: z.array(namedPlayer),
  deselectedPlayer: namedPlayer,
});
export type LotteryResults = z.infer<typeof lotteryResultsSchema>;

/** A stored keeper selection (docs/product.md §3) plus the public part of the verifiable lottery. */
export const keeperSelectionSchema = z.object({
  id: z.number().int(),
  leagueId: z.string(),
  season: z.string(),
  rosterId: z.number().int(),
  userId: z.string().nullable(),
  franchisePlayerId: z.string().nullable(),
  franchisePlayerName: z.string().nullable(),
  franchisePlayerPosition: z.string().nullable(),
  franchisePlayerDraftRound: z.number().int().nullable(),
  lotteryPlayer1Id: z.string().nullable(),
  lotteryPlayer1Name: z.string().nullable(),
  lotteryPlayer1Position: z.string().nullable(),
  lotteryPlayer1DraftRound: z.number().int().nullable(),
  lotteryPlayer2Id: z.string().nullable(),
  lotteryPlayer2Name: z.string().nullable(),
  lotteryPlayer2Position: z.string().nullable(),
  lotteryPlayer2DraftRound: z.number().int().nullable(),
  lotteryPlayer3Id: z.string().nullable(),
  lotteryPlayer3Name: z.string().nullable(),
  lotteryPlayer3Position: z.string().nullable(),
  lotteryPlayer3DraftRound: z.number().int().nullable(),
  isSubmitted: z.boolean(),
  /** ISO time of the final submission; null while a draft. */
  submittedAt: z.string().nullable(),
  lotteryResults: lotteryResultsSchema.nullable(),
  /** SHA-256 (hex) of the secret lottery seed, published as soon as the selection is submitted. */
  lotterySeedHash: z.string().nullable(),
  /** The seed itself (hex), revealed only once the lottery has run. */
  lotterySeed: z.string().nullable(),
  lotteryRunAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type KeeperSelection = z.infer<typeof keeperSelectionSchema>;

const KEEPER_DEADLINE_SOURCES = [
  'setting',
  'next-draft',
  'open',
] as const satisfies readonly KeeperDeadlineSource[];

/** GET /keeper-status/{season}: the deadline the server enforces and the server's clock. */
export const keeperStatusResponseSchema = z.object({
  season: z.string(),
  /** The keeper season now (server/seasons): the only one open for selections. */
  keeperSeason: z.string(),
  /** The draft these keepers go to: season + 1. */
  draftSeason: z.string(),
  /** ISO start of that draft when it is scheduled (admin setting `draftDate`, else the provider's). */
  draftStart: z.string().nullable(),
  /**
   * ISO instant of the deadline in force: the admin setting `keeperDeadline`, else the start of the
   * next draft; null while neither is known (open until the draft is scheduled or starts).
   */
  deadline: z.string().nullable(),
  deadlineSource: z.enum(KEEPER_DEADLINE_SOURCES),
  /** No admin setting: the deadline follows the next draft. */
  deadlineIsDefault: z.boolean(),
  deadlinePassed: z.boolean(),
  /** The server's time, so the page counts days from the clock the server enforces. */
  now: z.string(),
});
export type KeeperStatusResponse = z.infer<typeof keeperStatusResponseSchema>;

const playerId = z.string().trim().min(1).max(40);
const optionalPlayerId = playerId.nullable().optional();

/**
 * POST /keeper-selection/{season}, keeper page shape: the selection fields (names, positions and rounds
 * are accepted but ignored: the server reads them from the roster) plus isSubmitted. A slot not sent
 * keeps the stored pick; null clears it (the member may pick in steps).
 */
export const keeperPageBodySchema = z.looseObject({
  rosterId: z.number().int().positive().optional(),
  franchisePlayerId: optionalPlayerId,
  lotteryPlayer1Id: optionalPlayerId,
  lotteryPlayer2Id: optionalPlayerId,
  lotteryPlayer3Id: optionalPlayerId,
  isSubmitted: z.boolean().default(false),
});

/** POST /keeper-selection/{season}, draft-board shape: the first pick is the franchise, then 3 lottery. */
export const draftBoardBodySchema = z.looseObject({
  rosterId: z.number().int().positive().optional(),
  franchisePlayer: playerId,
  lotteryPicks: z.array(playerId).max(3, 'lotteryPicks takes at most 3 players'),
  isSubmitted: z.boolean().default(true),
  /**
   * Sent by the draft board (docs/product.md §7); checked like every date-time, then ignored (the server's
   * clock counts).
   */
  submittedAt: dateTimeFieldSchema,
});

/**
 * The schema of a POST /keeper-selection/{season} body: the draft-board shape when it names
 * franchisePlayer or lotteryPicks, else the keeper page's. Choosing first (not a union) lets a wrong
 * field of either shape answer a 400 naming that field.
 */
export const keeperSelectionBodySchemaFor = (body: unknown) =>
  typeof body === 'object' && body !== null && ('franchisePlayer' in body || 'lotteryPicks' in body)
    ? draftBoardBodySchema
    : keeperPageBodySchema;
/** Either shape, as the API description names it (a route picks the schema by the body's shape). */
export const keeperSelectionBodySchema = z.union([draftBoardBodySchema, keeperPageBodySchema]);
export type KeeperSelectionBody = z.infer<typeof keeperSelectionBodySchema>;

/**
 * POST /api/admin/league/{id}/keeper-selection/{season}/{rosterId}: the admin editor's four slots; a slot
 * not sent keeps the stored pick, null clears it (an admin may mend one slot).
 */
export const adminKeeperBodySchema = z.looseObject({
  franchisePlayerId: optionalPlayerId,
  lotteryPlayer1Id: optionalPlayerId,
  lotteryPlayer2Id: optionalPlayerId,
  lotteryPlayer3Id: optionalPlayerId,
});
export type AdminKeeperBody = z.infer<typeof adminKeeperBodySchema>;

/** Answer of POST .../lottery: docs/product.md §7 reads results.selectedPlayers[].name. */
export const lotteryRunResponseSchema = z.object({
  results: lotteryResultsSchema,
  selection: keeperSelectionSchema,
});
export type LotteryRunResponse = z.infer<typeof lotteryRunResponseSchema>;

/** One roster player's figures for the keeper season so far: his points in that roster's starting lineups. */
export const keeperCandidateSchema = z.object({
  playerId: z.string(),
  startedPoints: z.number(),
  starts: z.number().int(),
});

/**
 * GET /keeper-candidates/{rosterId}: what the keeper picker measures its players by (docs/decisions/0016,
 * keeper candidates), as the keeper values are measured: each player's started points for the roster
 * this season, and what a pick of each round produced on average over the same weeks. What keeping a
 * player costs comes from the keeper rules (common/keeper-rules.ts, keeperCostRounds) and his worth
 * from common/pick-value.ts.
 */
export const keeperCandidatesResponseSchema = z.object({
  rosterId: z.number().int(),
  /** The keeper season the figures are of. */
  season: z.string(),
  weeksPlayed: z.number().int(),
  /** The season is over: the figures are final. */
  final: z.boolean(),
  /** The rounds of the draft the keepers go to (kept waiver pickups take its last picks). */
  draftRounds: z.number().int(),
  /** What a pick of each round produced on average over the weeks played (the season's report card). */
  expected: z.array(z.object({ round: z.number().int(), expected: z.number() })),
  /** Every player of the roster; empty for a season without player points. */
  players: z.array(keeperCandidateSchema),
});
export type KeeperCandidatesResponse = z.infer<typeof keeperCandidatesResponseSchema>;
