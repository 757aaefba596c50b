// The draft API contract (docs/product.md §2, §3 and §9): historical and pre-draft boards, shared by client
// and server.

/** One team column of a board, in draft-order slot. */
export interface DraftBoardTeam {
  slot: number;
  /** The roster of that slot in the board's season (null when the slot has no team). */
  rosterId: number | null;
  ownerId: string | null;
  teamName: string;
  ownerName: string;
}

export interface DraftBoardPlayer {
  playerId: string;
  name: string;
  position: string;
  team: string | null;
}

/** One cell: a pick of the board (round x slot) or a waiver pickup shown under the rounds. */
export interface DraftBoardCell {
  /** The draft round; null for a waiver pickup row. */
  round: number | null;
  slot: number;
  /** Overall pick number (snake order); null for a waiver pickup row. */
  pickNo: number | null;
  player: DraftBoardPlayer | null;
  /** K badge: the pick was a kept player (provider `is_keeper`, or a submitted keeper pre-draft). */
  isKeeper: boolean;
  /** W badge: a waiver pickup (not drafted), incl. kept waiver pickups placed at the last picks. */
  isWaiver: boolean;
  /** A kept lottery player whose lottery has not run yet (pre-draft boards). */
  isPending: boolean;
  /** The roster the player is on now in the board's season; null = dropped (or an empty cell). */
  currentRosterId: number | null;
  /** T badge: the player is now on another team's roster. */
  nowOn: { rosterId: number; teamName: string } | null;
}

export interface DraftBoard {
  season: string;
  leagueId: string;
  draftId: string | null;
  /** The provider's draft status (pre_draft, drafting, complete) or 'upcoming' for next season's preview. */
  status: string;
  /** Pre-draft: status pre_draft or no picks; cells show only keepers. */
  isPreDraft: boolean;
  rounds: number;
  teams: DraftBoardTeam[];
  /** rows[round - 1][slot - 1]. */
  rows: DraftBoardCell[][];
  /** Waiver pickups still on each roster, as extra rows: waiverRows[i][slot - 1]. */
  waiverRows: DraftBoardCell[][];
  /** Set when the board's column order is a stand-in (e.g. next season's order is not known yet). */
  note: string | null;
  /** A dynasty league's rookie draft (docs/decisions/0029): titled so, with draftTitle. */
  rookieDraft: boolean;
}

/** GET /drafts/history: every season of the league chain with its draft, newest first. */
export interface DraftSeasonSummary {
  season: string;
  leagueId: string;
  draftId: string | null;
  status: string;
  /** The keeper season's next draft, not created at the provider yet: a preview of submitted keepers. */
  upcoming: boolean;
  /** Keeper mode is offered on this season's board (the configured keeper season). */
  keeperSeason: boolean;
  /** The season's draft is a rookie draft (docs/decisions/0029). */
  rookieDraft: boolean;
}

export interface DraftHistoryResponse {
  seasons: DraftSeasonSummary[];
}

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
