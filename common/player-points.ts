// Seasons before Sleeper sent per-player points (2020 and earlier): every page and verdict that
// needs a player's points says so in these words, rather than showing zeros.

/** The one sentence for a season without player points: "Player points aren't available for 2020." */
export const noPlayerPointsText = (season: string): string => `Player points aren't available for ${season}.`;
