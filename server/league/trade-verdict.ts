// Who won a trade (docs/decisions/0016): the side with the most points after (its players for the rest
// of the season, its used picks, its keeper seasons); a draw when the first two sides are within a
// point; no verdict while nothing any side received has started. And what the verdicts say about a
// person: their trade record, best and worst trades; and the most lopsided trades of all.
import type { Trade, TradeSide } from '../../common/almanac';
import { round2 } from './points';

/** Sides this close (in points) drew. */
export const DRAW_WITHIN = 1;

export type Verdict = Pick<Trade, 'winnerRosterId' | 'verdict' | 'margin'>;

const hasStarted = (side: TradeSide) =>
  side.players.some((p) => p.starts > 0 || p.keeperSeasons.length > 0) ||
  side.picks.some((pick) => pick.starts > 0);

export function verdictOf(sides: readonly TradeSide[]): Verdict {
  const ranked = [...sides].sort((a, b) => b.pointsAfter - a.pointsAfter);
  const margin = round2((ranked[0]?.pointsAfter ?? 0) - (ranked[1]?.pointsAfter ?? 0));
  if (!sides.some(hasStarted)) return { winnerRosterId: null, verdict: 'pending', margin };
  if (margin <= DRAW_WITHIN) return { winnerRosterId: null, verdict: 'draw', margin };
  return { winnerRosterId: ranked[0]!.rosterId, verdict: 'won', margin };
}

/** Trades a person took part in. */
export const tradesOf = (trades: readonly Trade[], ownerId: string) =>
  trades.filter((trade) => trade.sides.some((side) => side.ownerId === ownerId));

/** A person's side minus the best other side (positive: they came out ahead). */
export function netFor(trade: Trade, ownerId: string): number {
  const own = trade.sides.find((side) => side.ownerId === ownerId);
  if (!own) return 0;
  const best = Math.max(...trade.sides.filter((side) => side !== own).map((side) => side.pointsAfter));
  return round2(own.pointsAfter - best);
}

export interface TradeRecord {
  wins: number;
  losses: number;
  draws: number;
  pending: number;
}

const wonBy = (trade: Trade, ownerId: string) =>
  trade.sides.find((side) => side.rosterId === trade.winnerRosterId)?.ownerId === ownerId;

export function tradeRecordOf(trades: readonly Trade[], ownerId: string): TradeRecord {
  const record: TradeRecord = { wins: 0, losses: 0, draws: 0, pending: 0 };
  for (const trade of tradesOf(trades, ownerId)) {
    // No verdict yet, or none to be had (a season without player points).
    if (trade.verdict === 'pending' || trade.verdict === 'unavailable') record.pending += 1;
    else if (trade.verdict === 'draw') record.draws += 1;
    else if (wonBy(trade, ownerId)) record.wins += 1;
    else record.losses += 1;
  }
  return record;
}

/** The won trade a person came out furthest ahead in, and the lost one furthest behind (or null). */
export function bestAndWorstTrades(
  trades: readonly Trade[],
  ownerId: string,
): { best: Trade | null; worst: Trade | null } {
  const decided = tradesOf(trades, ownerId)
    .filter((trade) => trade.verdict === 'won')
    .map((trade) => ({ trade, net: netFor(trade, ownerId) }))
    .sort((a, b) => b.net - a.net || b.trade.date.localeCompare(a.trade.date));
  const best = decided.find((d) => wonBy(d.trade, ownerId))?.trade ?? null;
  const worst = decided.findLast((d) => !wonBy(d.trade, ownerId))?.trade ?? null;
  return { best, worst };
}

/** Won trades by margin, widest first (an earlier trade keeps a tie). */
export function mostLopsided(trades: readonly Trade[], count: number): Trade[] {
  return trades
    .filter((trade) => trade.verdict === 'won')
    .sort((a, b) => b.margin - a.margin || a.date.localeCompare(b.date))
    .slice(0, count);
}
