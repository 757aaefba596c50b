// What every route module receives: configuration, the database, the provider gateway and a clock.
import type Database from 'better-sqlite3';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type * as schema from './db/schema';
import type { SleeperGateway } from './sleeper/gateway';

export type Db = BetterSQLite3Database<typeof schema>;

export interface Clock {
  now(): Date;
}

export interface AppContext {
  config: Config;
  db: Db;
  sqlite: Database.Database;
  sleeper: SleeperGateway;
  /** The configured league (the demo league's id in demo mode): the only id accepted in /api paths. */
  leagueId: string;
  dataSource: 'demo' | 'sleeper';
  /** 32-byte key material derived from the app secret (PIN pepper and encryption). */
  secret: Buffer;
  clock: Clock;
  log: FastifyBaseLogger;
}
