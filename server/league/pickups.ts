// The waiver wire (docs/decisions/0016): every player a team claimed off waivers or added as a free
// agent, with his points in its starting lineups from the pickup until a move took him off
// (./acquisitions.ts) and, where the league's claims are FAAB bids, what the team paid.
import type { Pickup } from '../../common/almanac';
import type { SeasonLedger } from './season-ledger';
import { effectiveTime, waiverBid } from './transactions';

/** Pickups kept per season in the moves answer. */
export const PICKUPS_PER_SEASON = 25;

/**
 * A pickup that can rank among the best: one that scored in his new team's lineups. A list of the
 * best pickups ran on into 0.0-point ones (places 21-25 of a season), ranked by nothing but their date.
 */
export const scoredPickup = (pickup: Pickup): boolean => pickup.pointsAfter > 0;

/** Most points first; an earlier pickup keeps a tie. */
export const byPointsAfter = (a: Pickup, b: Pickup) =>
  b.pointsAfter - a.pointsAfter || a.date.localeCompare(b.date) || a.playerId.localeCompare(b.playerId);

/** A season's pickups, best first. */
export function seasonPickups(ledger: SeasonLedger): Pickup[] {
  return ledger.acquisitions.all
    .flatMap((acquisition): Pickup[] => {
      const { kind, transaction: tx, rosterId, playerId } = acquisition;
      if (kind !== 'waiver' && kind !== 'free_agent') return [];
      const team = ledger.teams.get(rosterId);
      const player = ledger.players.get(playerId);
      return [
        {
          playerId,
          name: player?.name ?? `Player ${playerId}`,
          position: player?.position ?? null,
          transactionId: tx.transaction_id,
          season: ledger.season,
          week: acquisition.week,
          date: new Date(effectiveTime(tx)).toISOString(),
          type: kind,
          rosterId,
          ownerId: team?.ownerId ?? null,
          teamName: team?.teamName ?? `Team ${rosterId}`,
          ownerName: team?.ownerDisplayName ?? 'Unknown Owner',
          faab: ledger.bidding ? (kind === 'waiver' ? (waiverBid(tx) ?? 0) : 0) : null,
          pointsAfter: acquisition.points,
          starts: acquisition.starts.length,
          stayed: acquisition.heldAtEnd,
        },
      ];
    })
    .sort(byPointsAfter);
}
