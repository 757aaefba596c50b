// What a trade card says about who won (docs/decisions/0016, "The verdict"): the server decides the
// verdict; these turn its fields into the card's words, so the card, the manager page and the record
// book say it the same way.
import type { Trade, TradePick, TradeSide } from '@common/almanac';
import { ordinal } from '@common/ordinal';
import { noPlayerPointsText } from '@common/player-points';
import { formatPoints } from '@/lib/format';

/** "Won by Syrup Squad by 84.2 points", "Draw", "No verdict yet" or why there is none (no player points). */
export function verdictText(trade: Trade): string {
  if (trade.verdict === 'draw') return 'Draw';
  if (trade.verdict === 'pending') return 'No verdict yet';
  if (trade.verdict === 'unavailable') return noPlayerPointsText(trade.season);
  const winner = trade.sides.find((side) => side.rosterId === trade.winnerRosterId);
  return `Won by ${winner?.teamName ?? 'an unknown team'} by ${formatPoints(trade.margin)} points`;
}

/** Whether the numbers are final, or can still move (a season or a pick's draft still to play). */
export function settledText(trade: Trade): string {
  return trade.settled ? 'Settled' : 'Still counting';
}

/** The side the winner is measured against: the best of the others (the margin is over it). */
export function runnerUp(trade: Trade): TradeSide | undefined {
  return trade.sides
    .filter((side) => side.rosterId !== trade.winnerRosterId)
    .reduce<TradeSide | undefined>(
      (best, side) => (best && best.pointsAfter >= side.pointsAfter ? best : side),
      undefined,
    );
}

/** The side named by the verdict, if any. */
export function isWinner(trade: Trade, side: TradeSide): boolean {
  return trade.verdict === 'won' && side.rosterId === trade.winnerRosterId;
}

/**
 * What a side's total is made of, where it received more than one kind of thing: "Players 98.0 ·
 * Picks 200.6 · As keepers 212.4" (empty for one kind: the total says it). The players' part is what is
 * left of the total (the server sums the same three).
 */
export function sideBreakdown(side: TradeSide): string {
  const parts: string[] = [];
  if (side.players.length > 0) {
    parts.push(`Players ${formatPoints(side.pointsAfter - side.pickPoints - side.keeperPoints)}`);
  }
  if (side.picks.length > 0) parts.push(`Picks ${formatPoints(side.pickPoints)}`);
  if (side.players.some((player) => player.keeperSeasons.length > 0)) {
    parts.push(`As keepers ${formatPoints(side.keeperPoints)}`);
  }
  return parts.length > 1 ? parts.join(' · ') : '';
}

/** "2025 5th round pick" and whose it was is shown beside it. */
export function pickName(pick: TradePick): string {
  return `${pick.season} ${ordinal(pick.round)} round pick`;
}

/** What became of a traded pick: the player it drafted, or why it counts nothing here. */
export function pickOutcome(pick: TradePick): string {
  if (pick.status === 'pending') return 'not drafted yet';
  if (pick.status === 'moved') return 'traded on: it counts in the trade that moved it';
  const player = pick.player
    ? `${pick.player.name}${pick.player.position ? ` ${pick.player.position}` : ''}`
    : 'a player';
  return `pick ${pick.pickNo ?? '?'}, ${player}`;
}

/** "+212.4 as a keeper in 2025". */
export function keeperSeasonText(keeper: { season: string; points: number }): string {
  return `+${formatPoints(keeper.points)} as a keeper in ${keeper.season}`;
}
