// The league contract's constants, apart from its zod schemas (common/league.ts) so that the pages
// that only need a limit or a list of values do not load the validation library with them.

/**
 * docs/product.md §9: the matchups card shows at most this many pairs; the transactions card this many rows.
 */
export const MATCHUPS_CARD_LIMIT = 6;
export const TRANSACTIONS_DEFAULT_LIMIT = 10;
/** The largest page the transactions endpoint serves. */
export const TRANSACTIONS_MAX_LIMIT = 100;
/** Players directory look-ups: never the whole directory (docs/product.md §11). */
export const PLAYERS_MAX_IDS = 100;
export const PLAYERS_MAX_SEARCH_LIMIT = 50;

/** docs/product.md §2 "Roster matchup dialog": position sort order; unknown positions sort last. */
export const POSITION_ORDER = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF', 'LB', 'DB', 'DL'] as const;

/**
 * The original starter lineup of docs/product.md §2 (1 QB, 2 RB, 2 WR, 1 TE, 2 FLEX, 1 K, 1 DEF): only for a
 * league whose roster_positions are unknown; lineups otherwise follow the league's own slots (decision 0009).
 */
export const LINEUP_SLOTS = ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'FLEX', 'K', 'DEF'] as const;

export const PLAYOFF_STATUSES = ['clinched', 'fighting', 'eliminated'] as const;

export const TRANSACTION_TYPES = ['trade', 'waiver', 'free_agent', 'other'] as const;
/**
 * The transactions answer is the page as an array (docs/product.md §7); the total of matching ones is in this
 * header.
 */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
