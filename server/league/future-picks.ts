// Who owns each team's future draft picks (the currency of dynasty trades, traded in keeper leagues
// too). Every team starts with its own pick in each round of each coming season; the league's
// traded_picks name the current holder of every pick that has moved (one entry per pick, whatever the
// chain of trades; an entry back with its original team is a round trip).
import type { SleeperLeague, SleeperTradedPick } from '../sleeper/schemas';

/** Sleeper lets a league trade picks this many seasons ahead (the coming draft counted). */
export const TRADABLE_SEASONS = 3;

export interface FuturePick {
  season: string;
  round: number;
  /** The team whose pick it is: it picks where this team's record puts it. */
  originalRosterId: number;
  /** The team that holds it now. */
  ownerRosterId: number;
}

/**
 * The seasons whose picks can still be traded: from this season's draft while it is still to come,
 * else from next season's, TRADABLE_SEASONS of them.
 */
export function tradableSeasons(league: Pick<SleeperLeague, 'season' | 'status'>): string[] {
  const draftToCome = league.status === 'pre_draft' || league.status === 'drafting';
  const first = Number(league.season) + (draftToCome ? 0 : 1);
  return Array.from({ length: TRADABLE_SEASONS }, (_, i) => String(first + i));
}

export interface FuturePicksInput {
  seasons: readonly string[];
  /** The draft's rounds (settings.draft_rounds). */
  rounds: number;
  rosterIds: readonly number[];
  traded: readonly SleeperTradedPick[];
}

/** Every pick of `seasons`, by season, round and original team, with its holder. */
export function futurePicks({ seasons, rounds, rosterIds, traded }: FuturePicksInput): FuturePick[] {
  const holder = new Map(traded.map((t) => [`${t.season}:${t.round}:${t.roster_id}`, t.owner_id]));
  const teams = [...rosterIds].sort((a, b) => a - b);
  return seasons.flatMap((season) =>
    Array.from({ length: rounds }, (_, i) => i + 1).flatMap((round) =>
      teams.map((originalRosterId) => ({
        season,
        round,
        originalRosterId,
        ownerRosterId: holder.get(`${season}:${round}:${originalRosterId}`) ?? originalRosterId,
      })),
    ),
  );
}
