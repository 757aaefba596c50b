// The SleeperGateway over the provider cache: one method per provider endpoint, each with its
// freshness rule (docs/product.md §11): completed seasons and past weeks are kept for good, current data
// refreshes after minutes, the players directory once a day into the `players` table.
import { inArray, like, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/types';
import { players as playersTable } from '../db/schema';
import type { FetchOptions, Freshness } from './cache';
import type { ProviderCache } from './cache';
import type { DemoTime } from './demo-time';
import type { PlayerInfo, SleeperGateway } from './gateway';
import {
  bracketSchema,
  draftPicksSchema,
  draftSchema,
  draftsSchema,
  leagueSchema,
  leagueUsersSchema,
  matchupsSchema,
  nflStateSchema,
  playersSchema,
  projectionsSchema,
  rostersSchema,
  sleeperUserSchema,
  tradedPicksSchema,
  transactionsSchema,
  userLeaguesSchema,
  type SleeperLeague,
} from './schemas';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const FRESHNESS = {
  /** The week being played, while games are on (LIVE_POLL_SECONDS; docs/decisions/0010-live-scoring.md). */
  live: 30_000,
  current: 5 * MINUTE,
  slow: 30 * MINUTE,
  user: HOUR,
  /** A member's leagues of a season: read by the daily renewal check (the admin's refresh drops it). */
  userLeagues: 12 * HOUR,
  projections: HOUR,
  playersDirectory: 24 * HOUR,
} as const;

const PLAYERS_DIRECTORY_PATH = 'players/nfl';
/** The provider path of a user's leagues of a season (also the cache key the renewal check drops). */
export const userLeaguesPath = (userId: string, season: string) =>
  `user/${encodeURIComponent(userId)}/leagues/nfl/${season}`;
/** The directory is cached as a row count; the rows themselves live in the players table. */
const directorySchema = z.union([playersSchema, z.object({ rows: z.number().int() })]);
const COMPLETE = 'complete';
/** Player lookups kept in memory: a league's rosters ask for the same few hundred ids. */
const PLAYER_INFO_CAPACITY = 5000;

export class CachedSleeperGateway implements SleeperGateway {
  /**
   * Players looked up since the directory was last stored (null: not in the directory). Pages ask for
   * the same rosters' players on every request; the objects stay the same until the directory
   * changes, which also lets answers built from them be memoized.
   */
  private readonly playerInfos = new Map<string, PlayerInfo | null>();

  constructor(
    readonly cache: ProviderCache,
    private readonly db: Db,
    /** The offline demo moves its times to the present (./demo-time.ts); null for a real league. */
    private readonly demoTime: DemoTime | null = null,
  ) {}

  async state() {
    const state = await this.cache.get('state/nfl', nflStateSchema, { freshness: () => FRESHNESS.current });
    return this.demoTime ? this.demoTime.state(state) : state;
  }

  league(leagueId: string) {
    return this.cache.get(`league/${leagueId}`, leagueSchema, {
      freshness: (league) => (league.status === COMPLETE ? 'forever' : FRESHNESS.current),
    });
  }

  rosters(leagueId: string) {
    return this.cache.get(`league/${leagueId}/rosters`, rostersSchema, this.seasonScoped(leagueId));
  }

  users(leagueId: string) {
    return this.cache.get(`league/${leagueId}/users`, leagueUsersSchema, this.seasonScoped(leagueId));
  }

  matchups(leagueId: string, week: number, maxAgeMs?: number) {
    return this.cache.get(`league/${leagueId}/matchups/${week}`, matchupsSchema, {
      ...this.weekScoped(leagueId, week),
      maxAgeMs,
    });
  }

  matchupsFetchedAt(leagueId: string, week: number): number | null {
    return this.cache.fetchedAt(`league/${leagueId}/matchups/${week}`);
  }

  async transactions(leagueId: string, round: number) {
    const list = await this.cache.get(
      `league/${leagueId}/transactions/${round}`,
      transactionsSchema,
      this.weekScoped(leagueId, round),
    );
    return this.demoTime ? this.demoTime.transactions(list) : list;
  }

  tradedPicks(leagueId: string) {
    return this.cache.get(`league/${leagueId}/traded_picks`, tradedPicksSchema, this.seasonScoped(leagueId));
  }

  winnersBracket(leagueId: string) {
    return this.cache.get(`league/${leagueId}/winners_bracket`, bracketSchema, this.seasonScoped(leagueId));
  }

  losersBracket(leagueId: string) {
    return this.cache.get(`league/${leagueId}/losers_bracket`, bracketSchema, this.seasonScoped(leagueId));
  }

  async drafts(leagueId: string) {
    const list = await this.cache.get(
      `league/${leagueId}/drafts`,
      draftsSchema,
      this.seasonScoped(leagueId, FRESHNESS.slow),
    );
    return this.demoTime ? this.demoTime.drafts(list) : list;
  }

  async draft(draftId: string) {
    const draft = await this.cache.get(`draft/${draftId}`, draftSchema, {
      freshness: (d) => (d.status === COMPLETE ? 'forever' : FRESHNESS.current),
    });
    return this.demoTime ? this.demoTime.draft(draft) : draft;
  }

  draftPicks(draftId: string) {
    return this.cache.get(`draft/${draftId}/picks`, draftPicksSchema, {
      freshness: async () =>
        (await this.draft(draftId)).status === COMPLETE ? 'forever' : FRESHNESS.current,
    });
  }

  async user(usernameOrId: string) {
    const key = encodeURIComponent(usernameOrId.trim().toLowerCase());
    if (key === '') return null;
    // Unknown users come back as 404 or a null body; both are an answer ("no such user"), cached too.
    return this.cache.get(`user/${key}`, sleeperUserSchema.nullable(), {
      freshness: () => FRESHNESS.user,
      acceptStatus: { 404: null },
    });
  }

  lookupUser(typedName: string) {
    const key = encodeURIComponent(typedName.trim().toLowerCase());
    if (key === '') return Promise.resolve(null);
    return this.cache.get(`user/${key}`, sleeperUserSchema.nullable(), {
      freshness: () => FRESHNESS.user,
      acceptStatus: { 404: null },
      persist: false,
    });
  }

  async projections(season: string, week: number) {
    try {
      return await this.cache.get(
        `projections/nfl/${season}/${week}?season_type=regular`,
        projectionsSchema,
        { freshness: () => FRESHNESS.projections, acceptStatus: { 404: [] } },
      );
    } catch {
      // Unofficial endpoint (docs/sleeper-api.md §13): without it, projections are derived from averages.
      return [];
    }
  }

  userLeagues(userId: string, season: string) {
    return this.cache.get(userLeaguesPath(userId, season), userLeaguesSchema, {
      freshness: () => FRESHNESS.userLeagues,
      acceptStatus: { 404: [] },
    });
  }

  async leagueChain(leagueId: string): Promise<SleeperLeague[]> {
    const chain: SleeperLeague[] = [];
    const seen = new Set<string>();
    let next: string | null | undefined = leagueId;
    while (next && next !== '0' && !seen.has(next) && chain.length < 30) {
      seen.add(next);
      const league: SleeperLeague = await this.league(next);
      chain.push(league);
      next = league.previous_league_id;
    }
    return chain;
  }

  async players(ids: readonly string[]): Promise<Map<string, PlayerInfo>> {
    await this.ensurePlayersDirectory();
    const unknown = [...new Set(ids)].filter((id) => !this.playerInfos.has(id));
    if (this.playerInfos.size + unknown.length > PLAYER_INFO_CAPACITY) this.playerInfos.clear();
    // SQLite limits bound parameters; 500 ids a query stays well inside it.
    for (let i = 0; i < unknown.length; i += 500) {
      const chunk = unknown.slice(i, i + 500);
      const rows = this.db.select().from(playersTable).where(inArray(playersTable.playerId, chunk)).all();
      for (const id of chunk) this.playerInfos.set(id, null);
      for (const row of rows) this.playerInfos.set(row.playerId, toPlayerInfo(row));
    }
    const result = new Map<string, PlayerInfo>();
    for (const id of ids) {
      const info = this.playerInfos.get(id);
      if (info) result.set(id, info);
    }
    return result;
  }

  async searchPlayers(query: string, limit: number): Promise<PlayerInfo[]> {
    await this.ensurePlayersDirectory();
    const pattern = `%${query.trim().replace(/[%_]/g, '')}%`;
    return this.db
      .select()
      .from(playersTable)
      .where(
        or(
          like(playersTable.fullName, pattern),
          like(sql`${playersTable.firstName} || ' ' || ${playersTable.lastName}`, pattern),
        ),
      )
      .limit(limit)
      .all()
      .map(toPlayerInfo);
  }

  /** Refreshes the stored directory when it is older than a day; on failure keeps the old rows. */
  private async ensurePlayersDirectory(): Promise<void> {
    await this.cache
      .get(`${PLAYERS_DIRECTORY_PATH}#stored`, directorySchema, {
        sourcePath: PLAYERS_DIRECTORY_PATH,
        freshness: () => FRESHNESS.playersDirectory,
        transform: (directory) => ('rows' in directory ? directory : this.storePlayers(directory)),
      })
      .catch((error: unknown) => {
        // No stored rows at all is an outage; otherwise the rows we have are the last good copy.
        const count =
          this.db
            .select({ n: sql<number>`count(*)` })
            .from(playersTable)
            .get()?.n ?? 0;
        if (count === 0) throw error;
      });
  }

  /** Writes the directory into the players table in one transaction. */
  private storePlayers(directory: z.infer<typeof playersSchema>): { rows: number } {
    const now = Date.now();
    const insert = this.db.$client.prepare(
      `INSERT INTO players (player_id, first_name, last_name, full_name, position, team, status, injury_status, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(player_id) DO UPDATE SET first_name=excluded.first_name, last_name=excluded.last_name,
         full_name=excluded.full_name, position=excluded.position, team=excluded.team, status=excluded.status,
         injury_status=excluded.injury_status, updated_at=excluded.updated_at`,
    );
    const entries = Object.entries(directory);
    this.playerInfos.clear();
    this.db.$client.transaction(() => {
      for (const [playerId, p] of entries) {
        const fullName = p.full_name ?? ([p.first_name, p.last_name].filter(Boolean).join(' ') || null);
        insert.run(
          playerId,
          p.first_name ?? null,
          p.last_name ?? null,
          fullName,
          p.position ?? null,
          p.team ?? null,
          p.status ?? null,
          p.injury_status ?? null,
          now,
        );
      }
    })();
    return { rows: entries.length };
  }

  /** Rosters, users, brackets and drafts of a completed season never change. */
  private seasonScoped<T>(leagueId: string, current: number = FRESHNESS.current): FetchOptions<T> {
    return {
      freshness: async (): Promise<Freshness> =>
        (await this.league(leagueId)).status === COMPLETE ? 'forever' : current,
    };
  }

  /**
   * A week is final once its season is complete or the NFL calendar has moved past it. A week the
   * provider has no file for (e.g. 18-20 of an older season) is an empty week, not an outage. (While
   * games are on, readers of the week being played ask for copies at most the live interval old.)
   */
  private weekScoped<T extends unknown[]>(leagueId: string, week: number): FetchOptions<T> {
    return {
      acceptStatus: { 404: [] as unknown as T },
      freshness: async (): Promise<Freshness> => {
        const league = await this.league(leagueId);
        if (league.status === COMPLETE) return 'forever';
        const state = await this.state();
        if (Number(league.season) < Number(state.season)) return 'forever';
        return week < state.week ? 'forever' : FRESHNESS.current;
      },
    };
  }
}

function toPlayerInfo(row: typeof playersTable.$inferSelect): PlayerInfo {
  return {
    playerId: row.playerId,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: row.fullName,
    position: row.position,
    team: row.team,
    status: row.status,
    injuryStatus: row.injuryStatus,
  };
}
