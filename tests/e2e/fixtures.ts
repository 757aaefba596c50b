// Playwright fixtures shared by every browser test: a fresh Huddle server per test file (temp data
// directory, demo league, production build) and login helpers for the demo accounts.
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { spawnServer } from '../../server/test/spawn-server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 45_000;

// ---------------------------------------------------------------------------------------------------
// Demo accounts (fixtures/demo-league/manifest.json)

export interface DemoAccount {
  username: string;
  userId: string;
  displayName: string;
  teamName: string;
  role: 'owner' | 'member';
  pin: string;
}

interface Manifest {
  currentLeagueId: string;
  accounts: DemoAccount[];
}

/** The demo league's files (fixtures/demo-league), e.g. for a fake provider serving them. */
export const DEMO_FIXTURES_DIR = path.join(ROOT, 'fixtures/demo-league');

const manifest = JSON.parse(readFileSync(path.join(DEMO_FIXTURES_DIR, 'manifest.json'), 'utf8')) as Manifest;

/** The demo league's current league id. */
export const demoLeagueId = manifest.currentLeagueId;

/** The first demo account with that role: 'owner' is the league owner (and admin), 'member' is neither. */
export function demoAccount(role: 'owner' | 'member'): DemoAccount {
  const account = manifest.accounts.find((a) => a.role === role);
  if (!account) throw new Error(`fixtures/demo-league/manifest.json has no ${role} account`);
  return account;
}

/** Every demo account (the twelve managers of the current season). */
export function demoAccounts(): readonly DemoAccount[] {
  return manifest.accounts;
}

/**
 * The owner as a server started with `OWNER_PIN` knows it: that variable refuses the common PINs the
 * demo's own accounts use (issue 17), so those servers get this uncommon one.
 */
export function ownerWithConfiguredPin(): DemoAccount {
  return { ...demoAccount('owner'), pin: '4821' };
}

/** A demo account by username (for tests that change an account the others must not see changed). */
export function demoAccountNamed(username: string): DemoAccount {
  const account = manifest.accounts.find((a) => a.username === username);
  if (!account) throw new Error(`fixtures/demo-league/manifest.json has no account ${username}`);
  return account;
}

export type Credentials = { username: string; pin: string };

/**
 * Signs `page`'s browser context in through POST /api/auth/login (the session cookie is shared with
 * the page). Use the login forms themselves only in tests about the forms.
 */
/** A league route's answer (`path` after `/api/league/{id}`) as the signed-in page's member gets it. */
export async function leagueApi<T>(page: Page, path: string): Promise<T> {
  const info = (await (await page.request.get('/api/app-info')).json()) as { leagueId: string };
  const response = await page.request.get(`/api/league/${info.leagueId}${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

export async function login(page: Page, who: 'owner' | 'member' | Credentials): Promise<Credentials> {
  const credentials = typeof who === 'string' ? demoAccount(who) : who;
  const response = await page.request.post('/api/auth/login', {
    data: { sleeperUsername: credentials.username, pin: credentials.pin },
  });
  expect(response.status(), `login of ${credentials.username}: ${await response.text()}`).toBe(200);
  return { username: credentials.username, pin: credentials.pin };
}

/**
 * The toast area (Radix viewport, "Notifications (F8)"). Look for toast texts inside it: Radix also
 * copies each toast into a screen-reader announcement elsewhere in the page.
 */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/**
 * Ten failed sign-ins on an account, written straight into the server's database (as if from
 * 10.0.0.9, just now): the account is locked for an hour (docs/decisions/0006). Waiting out the
 * 1-16 s waits between real failures would take half a minute per test.
 */
export function lockAccount(server: HuddleServer, userId: string): void {
  const db = new Database(path.join(server.dataDir, 'huddle.db'));
  try {
    const insert = db.prepare("INSERT INTO login_failures (user_id, address, at) VALUES (?, '10.0.0.9', ?)");
    for (let i = 0; i < 10; i += 1) insert.run(userId, Date.now());
  } finally {
    db.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// The server

export interface HuddleServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  dataDir: string;
  /** Everything the server printed so far (for assertions about logs and for failure messages). */
  output: () => string;
}

interface RunningServer extends HuddleServer {
  stop: () => Promise<void>;
}

async function startServer(extraEnv: Record<string, string>): Promise<RunningServer> {
  // The compiled server, started as `npm start` starts it (`npm run test:e2e` builds first).
  const server = await spawnServer({
    compiled: true,
    startTimeoutMs: START_TIMEOUT_MS,
    // Live scoring off unless a test file turns it on: the demo's live Sunday would move week 14's
    // scores under tests that read them.
    env: { NODE_ENV: 'production', LIVE_SCORING: 'off', ...extraEnv },
  });
  const stop = async () => {
    await server.stop();
    server.cleanup();
  };
  // Listening is not the same as ready: wait for the health check to answer OK.
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const ok = await fetch(`${server.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`GET /api/health never answered OK:\n${server.output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url: server.url, dataDir: server.dataDir, output: server.output, stop };
}

/** Holds the worker's current server; a new test file gets a new one (fresh database). */
class ServerPerFile {
  private current: { file: string; server: RunningServer } | null = null;

  constructor(private readonly env: Record<string, string>) {}

  async forFile(file: string): Promise<RunningServer> {
    if (this.current?.file === file) return this.current.server;
    await this.stop();
    const server = await startServer(this.env);
    this.current = { file, server };
    return server;
  }

  async stop(): Promise<void> {
    const running = this.current;
    this.current = null;
    await running?.server.stop();
  }
}

interface WorkerFixtures {
  /** Extra environment for the server, e.g. `test.use({ serverEnv: { LEAGUE_ID: '1', SLEEPER_API_URL: ... } })`. */
  serverEnv: Record<string, string>;
  servers: ServerPerFile;
}

interface TestFixtures {
  /** The server of this test file, started on first use and stopped after the file. */
  server: HuddleServer;
}

/**
 * What the app reports when a page's markup from the server and its first render in the browser
 * differ (client/src/entry-client.tsx), and React's own hydration errors (production codes 418,
 * 423 and 425).
 */
const HYDRATION_ERROR = /\[hydration\]|Minified React error #(418|423|425)|hydrat/i;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverEnv: [{}, { scope: 'worker', option: true }],
  servers: [
    async ({ serverEnv }, use) => {
      const servers = new ServerPerFile(serverEnv);
      await use(servers);
      await servers.stop();
    },
    { scope: 'worker' },
  ],
  server: async ({ servers }, use, testInfo) => {
    await use(await servers.forFile(testInfo.file));
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  // Every test fails on a hydration warning of the page it drives.
  page: async ({ page }, use) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) warnings.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_ERROR.test(error.message)) warnings.push(error.message);
    });
    await use(page);
    expect(warnings, 'hydration warnings').toEqual([]);
  },
});

export { expect };
