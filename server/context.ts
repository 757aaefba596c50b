// What every route module receives: configuration, the database, the provider gateway and a clock.
import type Database from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/types';
import type { StorageHealth } from './db/storage-health';
import type { GameClock } from './live/game-clock';
import type { LeagueSeasons } from './seasons/service';
import type { ProviderCache } from './sleeper/cache';
import type { SleeperGateway } from './sleeper/gateway';

export interface AppContext {
  config: Config;
  db: Db;
  sqlite: Database.Database;
  sleeper: SleeperGateway;
  /** The gateway's cache: statistics for /api/health, invalidation for the CLI. */
  providerCache: ProviderCache;
  /**
   * The league served now (a getter of `seasons`): LEAGUE_ID (the demo league's id in demo mode), or
   * the newer league it renewed into (decision 0008). Read it when needed; never keep a copy.
   */
  readonly leagueId: string;
  /** The one source of the current league, season and keeper season (server/seasons). */
  seasons: LeagueSeasons;
  dataSource: 'demo' | 'sleeper';
  /** Whether the disk takes writes (a full or read-only disk answers 503; /api/health reports it). */
  storage: StorageHealth;
  /** 32-byte key material derived from the app secret (PIN pepper and encryption). */
  secret: Buffer;
  /** scrypt's cost for the PINs stored from now on (server/modules/auth/pins.ts; lower only in tests). */
  pinHashCost: number;
  clock: Clock;
  /** When games are on, for live scoring (LIVE_SCORING; server/live/game-clock.ts). */
  gameClock: GameClock;
  log: FastifyBaseLogger;
}
