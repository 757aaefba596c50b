// Transaction statistics of completed seasons (docs/product.md §2 "Transaction Leaders", D8). Only completed
// moves count: a failed waiver claim is no move. A trade counts once in the season's total and once for
// every team in it (a three-team trade gives each of the three a trade). Commissioner moves are not
// the teams' own doing and are left out.
import { topMark } from './marks';
import type {
  SeasonMark,
  SeasonTransactionStats,
  TeamTransactionStats,
  TransactionStatsResponse,
} from '../../common/history';
import type { SleeperTransaction } from '../sleeper/schemas';
import type { TeamIdentity } from './teams';
import { involvedRosters } from './transactions';

export function seasonTransactionStats(
  season: string,
  leagueId: string,
  transactions: readonly SleeperTransaction[],
  teams: ReadonlyMap<number, TeamIdentity>,
): SeasonTransactionStats {
  const byRoster = new Map<number, TeamTransactionStats>();
  for (const team of teams.values()) {
    byRoster.set(team.rosterId, {
      rosterId: team.rosterId,
      ownerId: team.ownerId,
      ownerName: team.ownerDisplayName,
      total: 0,
      trades: 0,
      waivers: 0,
      freeAgents: 0,
    });
  }
  let totalTrades = 0;
  let totalWaivers = 0;
  let totalFreeAgents = 0;
  const seen = new Set<string>();
  for (const tx of transactions) {
    if (tx.status !== 'complete' || seen.has(tx.transaction_id)) continue;
    seen.add(tx.transaction_id);
    const field =
      tx.type === 'trade'
        ? 'trades'
        : tx.type === 'waiver'
          ? 'waivers'
          : tx.type === 'free_agent'
            ? 'freeAgents'
            : null;
    if (field === null) continue;
    if (field === 'trades') totalTrades += 1;
    else if (field === 'waivers') totalWaivers += 1;
    else totalFreeAgents += 1;
    for (const rosterId of involvedRosters(tx)) {
      const stats = byRoster.get(rosterId);
      if (!stats) continue;
      stats[field] += 1;
      stats.total += 1;
    }
  }
  const teamStats: Record<string, TeamTransactionStats> = {};
  for (const stats of byRoster.values()) {
    const name = teams.get(stats.rosterId)?.teamName ?? `Team ${stats.rosterId}`;
    // Two teams with one name (rare) stay apart: the second gets its roster id appended.
    teamStats[name in teamStats ? `${name} (${stats.rosterId})` : name] = stats;
  }
  return { season, leagueId, totalTrades, totalWaivers, totalFreeAgents, teamStats };
}

/** Totals, per-person sums and leaders over the seasons (newest first). */
export function transactionStatsSummary(
  leagueId: string,
  seasons: readonly SeasonTransactionStats[],
): TransactionStatsResponse {
  const owners = new Map<string, TransactionStatsResponse['byOwner'][number] & { teamName: string }>();
  const tradesSeasons: SeasonMark[] = [];
  const waiversSeasons: SeasonMark[] = [];
  for (const season of [...seasons].reverse()) {
    for (const [teamName, stats] of Object.entries(season.teamStats)) {
      const mark = (value: number): SeasonMark => ({
        season: season.season,
        ownerId: stats.ownerId,
        teamName,
        ownerName: stats.ownerName,
        value,
      });
      if (stats.trades > 0) tradesSeasons.push(mark(stats.trades));
      if (stats.waivers > 0) waiversSeasons.push(mark(stats.waivers));
      if (!stats.ownerId) continue;
      const owner = owners.get(stats.ownerId) ?? {
        ownerId: stats.ownerId,
        ownerName: stats.ownerName,
        teamName,
        trades: 0,
        waivers: 0,
        freeAgents: 0,
      };
      owner.ownerName = stats.ownerName;
      owner.teamName = teamName;
      owner.trades += stats.trades;
      owner.waivers += stats.waivers;
      owner.freeAgents += stats.freeAgents;
      owners.set(stats.ownerId, owner);
    }
  }
  const list = [...owners.values()];
  const leader = (field: 'trades' | 'waivers'): SeasonMark | null =>
    topMark(
      list
        .filter((owner) => owner[field] > 0)
        .map((owner) => ({
          season: null,
          ownerId: owner.ownerId,
          teamName: owner.teamName,
          ownerName: owner.ownerName,
          value: owner[field],
        })),
    );
  return {
    leagueId,
    seasons: [...seasons],
    totals: {
      trades: seasons.reduce((sum, s) => sum + s.totalTrades, 0),
      waivers: seasons.reduce((sum, s) => sum + s.totalWaivers, 0),
    },
    byOwner: list
      .map(({ ownerId, ownerName, trades, waivers, freeAgents }) => ({
        ownerId,
        ownerName,
        trades,
        waivers,
        freeAgents,
      }))
      .sort(
        (a, b) => b.trades + b.waivers - (a.trades + a.waivers) || a.ownerName.localeCompare(b.ownerName),
      ),
    leaders: {
      mostTradesAllTime: leader('trades'),
      mostWaiversAllTime: leader('waivers'),
      mostTradesSeason: topMark(tradesSeasons),
      mostWaiversSeason: topMark(waiversSeasons),
    },
  };
}
