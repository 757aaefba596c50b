// API test harness: a real app on a temporary database with the demo league (or any transport),
// driven through Fastify's `inject` (no socket). Each call gets its own data directory.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { createContext, seedOnStart } from '../bootstrap';
import { loadConfig } from '../config';
import type { AppContext } from '../context';
import type { Clock } from '../clock';
import { createLogger } from '../logger';
import type { CacheTuning } from '../sleeper/cache';
import { demoManifest } from '../sleeper/demo-fixtures';
import type { Transport } from '../sleeper/transport';

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  transport?: Transport;
  tuning?: Partial<CacheTuning>;
  /** Reuse a data directory (e.g. to restart the app on the same database). */
  dataDir?: string;
  /** The app's logger (default: silent), e.g. to read the security events it writes. */
  log?: FastifyBaseLogger;
  /** scrypt's cost for the PINs the app stores (default TEST_PIN_HASH_COST; PIN_HASH_COST as served). */
  pinHashCost?: number;
}

/**
 * The PIN hashes' cost in API tests: the demo's twelve PINs at the served cost took half a second of
 * CPU per app, a fifth of the unit suite. Hashing, verifying and the cost a hash carries are tested
 * at the served cost in pins.test.ts, and the browser tests' servers run as served.
 */
const TEST_PIN_HASH_COST = 1024;

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  dataDir: string;
  /** Signs in and returns the Cookie header value to send. */
  loginAs(who: 'owner' | 'member' | { username: string; pin: string }): Promise<string>;
  /** Demo accounts (manifest.json). */
  accounts: ReturnType<typeof demoManifest>['accounts'];
  close(): Promise<void>;
}

/** A clock tests can move. */
export function fixedClock(iso: string): Clock & { set(iso: string): void; advance(ms: number): void } {
  let now = Date.parse(iso);
  return {
    now: () => new Date(now),
    set: (next: string) => {
      now = Date.parse(next);
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'huddle-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const ctx = createContext(config, {
    log: options.log ?? createLogger('silent'),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.transport ? { transport: options.transport } : {}),
    ...(options.tuning ? { tuning: options.tuning } : {}),
    pinHashCost: options.pinHashCost ?? TEST_PIN_HASH_COST,
  });
  await seedOnStart(ctx);
  const app = await buildApp(ctx, { clientDir: null });
  const accounts = demoManifest().accounts;

  async function loginAs(who: 'owner' | 'member' | { username: string; pin: string }): Promise<string> {
    const account =
      typeof who === 'string'
        ? accounts.find((a) => a.role === who)
        : { username: who.username, pin: who.pin };
    if (!account) throw new Error(`No demo account with role ${String(who)}`);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { sleeperUsername: account.username, pin: account.pin },
    });
    if (response.statusCode !== 200)
      throw new Error(`Login failed for ${account.username}: ${response.body}`);
    const cookie = response.cookies.find((c) => c.name === 'huddle_session');
    if (!cookie) throw new Error('Login set no session cookie');
    return `huddle_session=${cookie.value}`;
  }

  return {
    app,
    ctx,
    dataDir,
    loginAs,
    accounts,
    close: async () => {
      await app.close();
      ctx.sqlite.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
