// The one way the app reaches the provider: typed, zod-validated, cached (see ./cache.ts), shared by
// the real Sleeper API and the offline demo league (the transport differs, nothing else).
import type {
  NflState,
  SleeperBracketMatch,
  SleeperDraft,
  SleeperDraftPick,
  SleeperLeague,
  SleeperLeagueUser,
  SleeperMatchup,
  SleeperProjection,
  SleeperRoster,
  SleeperTradedPick,
  SleeperTransaction,
  SleeperUser,
} from './schemas';

/** A player of the directory, as stored (only the fields the app uses). */
export interface PlayerInfo {
  playerId: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  position: string | null;
  team: string | null;
  status: string | null;
  injuryStatus: string | null;
}

export interface SleeperGateway {
  state(): Promise<NflState>;
  league(leagueId: string): Promise<SleeperLeague>;
  rosters(leagueId: string): Promise<SleeperRoster[]>;
  users(leagueId: string): Promise<SleeperLeagueUser[]>;
  /** A week's matchups; `maxAgeMs` reads the provider again when the copy is older (live scores). */
  matchups(leagueId: string, week: number, maxAgeMs?: number): Promise<SleeperMatchup[]>;
  /** When the week's matchups were read from the provider (epoch ms), or null. */
  matchupsFetchedAt(leagueId: string, week: number): number | null;
  /** Transactions of one round (= week); round 1 also holds the offseason moves. */
  transactions(leagueId: string, round: number): Promise<SleeperTransaction[]>;
  tradedPicks(leagueId: string): Promise<SleeperTradedPick[]>;
  winnersBracket(leagueId: string): Promise<SleeperBracketMatch[]>;
  losersBracket(leagueId: string): Promise<SleeperBracketMatch[]>;
  drafts(leagueId: string): Promise<SleeperDraft[]>;
  draft(draftId: string): Promise<SleeperDraft>;
  draftPicks(draftId: string): Promise<SleeperDraftPick[]>;
  /** GET /user/{username or id}; null when the provider does not know it. */
  user(usernameOrId: string): Promise<SleeperUser | null>;
  /** GET /user/{name} for a name typed at sign-in: answered, never stored (the caller keeps a bounded copy). */
  lookupUser(typedName: string): Promise<SleeperUser | null>;
  /** Players by id from the stored directory (refreshed at most daily); unknown ids are absent. */
  players(ids: readonly string[]): Promise<Map<string, PlayerInfo>>;
  /** Search the stored directory by name (for pickers); at most `limit` rows. */
  searchPlayers(query: string, limit: number): Promise<PlayerInfo[]>;
  /** Weekly projections (unofficial endpoint); [] when the provider has none or fails. */
  projections(season: string, week: number): Promise<SleeperProjection[]>;
  /** The leagues a user plays in for a season ([] for none): how a renewed league is found. */
  userLeagues(userId: string, season: string): Promise<SleeperLeague[]>;
  /** The league and its predecessors via previous_league_id, newest first. */
  leagueChain(leagueId: string): Promise<SleeperLeague[]>;
}
