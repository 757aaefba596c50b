// Trade history and verdicts (docs/decisions/0016): every completed trade of the league with what
// each side received (players, draft picks, FAAB) and what it got out of it: the players' points in
// the new team's starting lineups for the rest of that season while they stayed, the picks' drafted
// players once used, and the seasons a received player was kept by that team's owner afterwards.
// Then who won, and whether that can still change.
import type { Trade, TradePlayer, TradeSide } from '../../common/almanac';
import type { SleeperTransaction } from '../sleeper/schemas';
import { round2 } from './points';
import { bySeason, rosterOfOwner, type SeasonLedger } from './season-ledger';
import { tradedPick } from './trade-picks';
import { verdictOf, type Verdict } from './trade-verdict';
import { effectiveTime, involvedRosters } from './transactions';

const sum = (values: readonly number[]) => round2(values.reduce((total, v) => total + v, 0));

/**
 * The consecutive following seasons in which a person kept the player (a keeper pick of their roster),
 * with his started points for that roster in each.
 */
function keptSeasons(
  later: readonly SeasonLedger[],
  ownerId: string | null,
  playerId: string,
): Array<{ season: string; points: number; over: boolean }> {
  const seasons: Array<{ season: string; points: number; over: boolean }> = [];
  for (const ledger of later) {
    const rosterId = rosterOfOwner(ledger.teams, ownerId);
    const kept = ledger.draft?.picks.some(
      (p) => p.is_keeper === true && p.player_id === playerId && p.roster_id === rosterId,
    );
    if (rosterId === null || !kept) break;
    seasons.push({
      season: ledger.season,
      points: ledger.started.total(rosterId, playerId),
      over: ledger.over,
    });
  }
  return seasons;
}

interface BuiltSide {
  side: TradeSide;
  /** Some of its numbers can still move. */
  open: boolean;
}

function sideOf(
  tx: SleeperTransaction,
  rosterId: number,
  ledger: SeasonLedger,
  later: readonly SeasonLedger[],
): BuiltSide {
  const team = ledger.teams.get(rosterId);
  const ownerId = team?.ownerId ?? null;
  let open = false;
  const players = Object.entries(tx.adds ?? {})
    .filter(([, to]) => to === rosterId)
    .map(([playerId]): TradePlayer => {
      const acquisition = ledger.acquisitions.of(tx.transaction_id, playerId);
      const kept = acquisition?.heldAtEnd ? keptSeasons(later, ownerId, playerId) : [];
      if (kept.some((k) => !k.over)) open = true;
      return {
        playerId,
        name: ledger.players.get(playerId)?.name ?? `Player ${playerId}`,
        position: ledger.players.get(playerId)?.position ?? null,
        pointsAfter: acquisition?.points ?? 0,
        starts: acquisition?.starts.length ?? 0,
        keeperSeasons: kept.map(({ season, points }) => ({ season, points })),
      };
    });
  const draftSeasons = [ledger, ...later];
  const picks = (tx.draft_picks ?? [])
    .filter((pick) => pick.owner_id === rosterId)
    .map((pick) => tradedPick(pick, rosterId, ledger, draftSeasons));
  // A pick not drafted yet, or drafted in a season still being played, can still score.
  const isFinal = (season: string) => draftSeasons.find((l) => l.season === season)?.over === true;
  if (picks.some((pick) => pick.status === 'pending' || (pick.status === 'used' && !isFinal(pick.season))))
    open = true;
  const pickPoints = sum(picks.map((pick) => pick.points));
  const keeperPoints = sum(players.flatMap((p) => p.keeperSeasons.map((k) => k.points)));
  return {
    side: {
      rosterId,
      ownerId,
      teamName: team?.teamName ?? `Team ${rosterId}`,
      ownerName: team?.ownerDisplayName ?? 'Unknown Owner',
      players,
      picks,
      faab: (tx.waiver_budget ?? []).filter((b) => b.receiver === rosterId).reduce((t, b) => t + b.amount, 0),
      pickPoints,
      keeperPoints,
      pointsAfter: sum([...players.map((p) => p.pointsAfter), pickPoints, keeperPoints]),
    },
    open,
  };
}

const UNAVAILABLE: Verdict = { winnerRosterId: null, verdict: 'unavailable', margin: 0 };

/** The completed trades of one season; `later`: the following seasons' ledgers, oldest first. */
function seasonTrades(ledger: SeasonLedger, later: readonly SeasonLedger[]): Trade[] {
  const seen = new Set<string>();
  const trades: Trade[] = [];
  for (const tx of ledger.transactions) {
    if (tx.type !== 'trade' || tx.status !== 'complete' || seen.has(tx.transaction_id)) continue;
    seen.add(tx.transaction_id);
    const built = involvedRosters(tx).map((rosterId) => sideOf(tx, rosterId, ledger, later));
    const sides = built.map((b) => b.side);
    trades.push({
      id: tx.transaction_id,
      season: ledger.season,
      week: tx.leg ?? null,
      date: new Date(effectiveTime(tx)).toISOString(),
      sides,
      pointsAfter: sum(sides.map((side) => side.pointsAfter)),
      // A season without per-player points has no points after to weigh.
      ...(ledger.playerPoints ? verdictOf(sides) : UNAVAILABLE),
      settled: ledger.over && !built.some((b) => b.open),
    });
  }
  return trades;
}

/** Every completed trade of the league's seasons, newest first. */
export function leagueTrades(ledgers: readonly SeasonLedger[]): Trade[] {
  const ordered = [...ledgers].sort(bySeason);
  return ordered
    .flatMap((ledger, i) => seasonTrades(ledger, ordered.slice(i + 1)))
    .sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}
