// Trade history (issue 15): every completed trade of a season with what each side received (players,
// draft picks, FAAB) and how much the players scored for their new team afterwards: the points they
// put up in its starting lineups from the trade's week to the end of that season.
import type { Trade, TradeSide } from '../../common/almanac';
import type { SleeperTransaction } from '../sleeper/schemas';
import { round2 } from './points';
import type { WeekMatchups } from './season-games';
import type { TeamIdentity } from './teams';
import { effectiveTime, involvedRosters } from './transactions';

export interface TradePlayer {
  name: string;
  position: string | null;
}

export interface SeasonTradesInput {
  season: string;
  transactions: readonly SleeperTransaction[];
  teams: ReadonlyMap<number, TeamIdentity>;
  /** The season's weeks with lineups (starters and their points). */
  weeks: readonly WeekMatchups[];
  players: ReadonlyMap<string, TradePlayer>;
}

/** Points a player scored as a starter for a roster in the weeks from `fromWeek` on. */
function startedPoints(
  weeks: readonly WeekMatchups[],
  rosterId: number,
  playerId: string,
  fromWeek: number,
): number {
  let sum = 0;
  for (const { week, matchups } of weeks) {
    if (week < fromWeek) continue;
    const row = matchups.find((r) => r.roster_id === rosterId);
    if (row?.starters?.includes(playerId)) sum += row.players_points?.[playerId] ?? 0;
  }
  return round2(sum);
}

/** The completed trades of a season, newest first. */
export function seasonTrades(input: SeasonTradesInput): Trade[] {
  const seen = new Set<string>();
  const trades: Trade[] = [];
  const nameOf = (rosterId: number) => input.teams.get(rosterId)?.teamName ?? `Team ${rosterId}`;
  for (const tx of input.transactions) {
    if (tx.type !== 'trade' || tx.status !== 'complete' || seen.has(tx.transaction_id)) continue;
    seen.add(tx.transaction_id);
    const fromWeek = tx.leg ?? 1;
    const sides = involvedRosters(tx).map((rosterId): TradeSide => {
      const team = input.teams.get(rosterId);
      const players = Object.entries(tx.adds ?? {})
        .filter(([, to]) => to === rosterId)
        .map(([playerId]) => ({
          playerId,
          name: input.players.get(playerId)?.name ?? `Player ${playerId}`,
          position: input.players.get(playerId)?.position ?? null,
          pointsAfter: startedPoints(input.weeks, rosterId, playerId, fromWeek),
        }));
      return {
        rosterId,
        ownerId: team?.ownerId ?? null,
        teamName: nameOf(rosterId),
        ownerName: team?.ownerDisplayName ?? 'Unknown Owner',
        players,
        picks: (tx.draft_picks ?? [])
          .filter((pick) => pick.owner_id === rosterId)
          .map((pick) => ({ season: pick.season, round: pick.round, originalTeam: nameOf(pick.roster_id) })),
        faab: (tx.waiver_budget ?? [])
          .filter((b) => b.receiver === rosterId)
          .reduce((sum, b) => sum + b.amount, 0),
        pointsAfter: round2(players.reduce((sum, p) => sum + p.pointsAfter, 0)),
      };
    });
    trades.push({
      id: tx.transaction_id,
      season: input.season,
      week: tx.leg ?? null,
      date: new Date(effectiveTime(tx)).toISOString(),
      sides,
      pointsAfter: round2(sides.reduce((sum, side) => sum + side.pointsAfter, 0)),
    });
  }
  return trades.sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}

/** Trades a person took part in. */
export const tradesOf = (trades: readonly Trade[], ownerId: string) =>
  trades.filter((trade) => trade.sides.some((side) => side.ownerId === ownerId));
