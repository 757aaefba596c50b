// One season as the verdicts read it: who started for whom each week, how players moved, the draft,
// and who the teams were. Trades, draft report cards, keeper values and waiver pickups are computed
// from these ledgers, one per season of the league's chain; a trade's picks and keepers reach into
// the following seasons' ledgers.
import type { PlayerRef } from '../../common/almanac';
import type { SleeperDraftPick, SleeperLeague, SleeperTransaction } from '../sleeper/schemas';
import { seasonAcquisitions, type SeasonAcquisitions } from './acquisitions';
import { seasonHasPlayerPoints } from './player-points';
import type { WeekMatchups } from './season-games';
import { startedPoints, type StartedPoints } from './started-points';
import type { TeamIdentity } from './teams';

/** Sleeper's waiver_type 2: claims are bids of a FAAB budget. */
const FAAB_WAIVERS = 2;

export interface LedgerDraft {
  picks: readonly SleeperDraftPick[];
  /** Roster id -> its column (draft_slot) in this draft. */
  slots: ReadonlyMap<number, number>;
  /** A rookie draft (./rookie-draft.ts), so its report card is titled as one. */
  rookie: boolean;
}

export interface SeasonLedger {
  season: string;
  /** The season is over: its points are final. */
  over: boolean;
  /** The completed weeks counted (regular season and playoffs). */
  weeksPlayed: number;
  /** Claims are FAAB bids. */
  bidding: boolean;
  /** Sleeper sent per-player points (./player-points.ts): without them, started points are unknown. */
  playerPoints: boolean;
  teams: ReadonlyMap<number, TeamIdentity>;
  transactions: readonly SleeperTransaction[];
  started: StartedPoints;
  acquisitions: SeasonAcquisitions;
  /** Names of the players the season's moves added. */
  players: ReadonlyMap<string, Omit<PlayerRef, 'playerId'>>;
  /** Null: the season has no draft (yet). */
  draft: LedgerDraft | null;
}

export interface SeasonLedgerInput {
  league: SleeperLeague;
  over: boolean;
  weeks: readonly WeekMatchups[];
  teams: ReadonlyMap<number, TeamIdentity>;
  transactions: readonly SleeperTransaction[];
  players: SeasonLedger['players'];
  draft: LedgerDraft | null;
}

export function seasonLedger(input: SeasonLedgerInput): SeasonLedger {
  const started = startedPoints(input.weeks);
  return {
    season: input.league.season,
    over: input.over,
    weeksPlayed: input.weeks.length,
    bidding: input.league.settings.waiver_type === FAAB_WAIVERS,
    playerPoints: seasonHasPlayerPoints(input.weeks),
    teams: input.teams,
    transactions: input.transactions,
    started,
    acquisitions: seasonAcquisitions(input.transactions, started),
    players: input.players,
    draft: input.draft,
  };
}

/** Oldest first. */
export const bySeason = (a: { season: string }, b: { season: string }) => Number(a.season) - Number(b.season);

/** The person's roster in a season (null: they had none, or the person is unknown). */
export function rosterOfOwner(
  teams: ReadonlyMap<number, TeamIdentity>,
  ownerId: string | null,
): number | null {
  if (ownerId === null) return null;
  for (const team of teams.values()) if (team.ownerId === ownerId) return team.rosterId;
  return null;
}

/** A player's name from a draft pick's own metadata. */
export function pickPlayer(pick: SleeperDraftPick): PlayerRef {
  const name = [pick.metadata?.first_name, pick.metadata?.last_name].filter(Boolean).join(' ').trim();
  return {
    playerId: pick.player_id,
    name: name || `Player ${pick.player_id}`,
    position: pick.metadata?.position || null,
  };
}
