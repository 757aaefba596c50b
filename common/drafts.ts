// The draft API contract (docs/product.md §2, §3 and §9): historical and pre-draft boards, shared by client
// and server.
import { z } from 'zod';

/** One team column of a board, in draft-order slot. */
export const draftBoardTeamSchema = z.object({
  slot: z.number().int(),
  /** The roster of that slot in the board's season (null when the slot has no team). */
  rosterId: z.number().int().nullable(),
  ownerId: z.string().nullable(),
  teamName: z.string(),
  ownerName: z.string(),
});
export type DraftBoardTeam = z.infer<typeof draftBoardTeamSchema>;

export const draftBoardPlayerSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  position: z.string(),
  team: z.string().nullable(),
});
export type DraftBoardPlayer = z.infer<typeof draftBoardPlayerSchema>;

/** One cell: a pick of the board (round x slot) or a waiver pickup shown under the rounds. */
export const draftBoardCellSchema = z.object({
  /** The draft round; null for a waiver pickup row. */
  round: z.number().int().nullable(),
  slot: z.number().int(),
  /** Overall pick number (snake order); null for a waiver pickup row. */
  pickNo: z.number().int().nullable(),
  player: draftBoardPlayerSchema.nullable(),
  /** K badge: the pick was a kept player (provider `is_keeper`, or a submitted keeper pre-draft). */
  isKeeper: z.boolean(),
  /** W badge: a waiver pickup (not drafted), incl. kept waiver pickups placed at the last picks. */
  isWaiver: z.boolean(),
  /** A kept lottery player whose lottery has not run yet (pre-draft boards). */
  isPending: z.boolean(),
  /** The roster the player is on now in the board's season; null = dropped (or an empty cell). */
  currentRosterId: z.number().int().nullable(),
  /** T badge: the player is now on another team's roster. */
  nowOn: z.object({ rosterId: z.number().int(), teamName: z.string() }).nullable(),
});
export type DraftBoardCell = z.infer<typeof draftBoardCellSchema>;

export const draftBoardSchema = z.object({
  season: z.string(),
  leagueId: z.string(),
  draftId: z.string().nullable(),
  /** The provider's draft status (pre_draft, drafting, complete) or 'upcoming' for next season's preview. */
  status: z.string(),
  /** Pre-draft: status pre_draft or no picks; cells show only keepers. */
  isPreDraft: z.boolean(),
  rounds: z.number().int(),
  teams: z.array(draftBoardTeamSchema),
  /** rows[round - 1][slot - 1]. */
  rows: z.array(z.array(draftBoardCellSchema)),
  /** Waiver pickups still on each roster, as extra rows: waiverRows[i][slot - 1]. */
  waiverRows: z.array(z.array(draftBoardCellSchema)),
  /** Set when the board's column order is a stand-in (e.g. next season's order is not known yet). */
  note: z.string().nullable(),
  /** A dynasty league's rookie draft (docs/decisions/0029): titled so, with draftTitle. */
  rookieDraft: z.boolean(),
});
export type DraftBoard = z.infer<typeof draftBoardSchema>;

/** GET /drafts/history: every season of the league chain with its draft, newest first. */
export const draftSeasonSummarySchema = z.object({
  season: z.string(),
  leagueId: z.string(),
  draftId: z.string().nullable(),
  status: z.string(),
  /** The keeper season's next draft, not created at the provider yet: a preview of submitted keepers. */
  upcoming: z.boolean(),
  /** Keeper mode is offered on this season's board (the configured keeper season). */
  keeperSeason: z.boolean(),
  /** The season's draft is a rookie draft (docs/decisions/0029). */
  rookieDraft: z.boolean(),
});
export type DraftSeasonSummary = z.infer<typeof draftSeasonSummarySchema>;

export const draftHistoryResponseSchema = z.object({ seasons: z.array(draftSeasonSummarySchema) });
export type DraftHistoryResponse = z.infer<typeof draftHistoryResponseSchema>;

/**
 * What a season's draft is called wherever it is titled (board, report card): '2025 Rookie Draft' for a
 * rookie draft (docs/decisions/0029), else '2025 draft', as the titles read before rookie drafts.
 */
export function draftTitle(season: string, rookieDraft: boolean): string {
  return rookieDraft ? `${season} Rookie Draft` : `${season} draft`;
}

/** A season in the board's season picker: '2024 Season' (docs/product.md §2), or its rookie draft's title. */
export function draftSeasonLabel(summary: Pick<DraftSeasonSummary, 'season' | 'rookieDraft'>): string {
  return summary.rookieDraft ? draftTitle(summary.season, true) : `${summary.season} Season`;
}
