// Playwright fixtures shared by every browser test: a fresh Huddle server per test file (temp data
// directory, demo league, production build) and login helpers for the demo accounts.
import axe from 'axe-core';
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Cookie, type Locator, type Page } from '@playwright/test';
import { SESSION_COOKIE } from '../../server/modules/auth/sessions';
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
 * demo's own accounts use, so those servers get this uncommon one.
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

/** A league route's answer (`path` after `/api/league/{id}`) as the signed-in page's member gets it. */
export async function leagueApi<T>(page: Page, path: string): Promise<T> {
  const info = (await (await page.request.get('/api/app-info')).json()) as { leagueId: string };
  const response = await page.request.get(`/api/league/${info.leagueId}${path}`);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/**
 * The sessions signed in on the worker's shared server (one per account), while the running test uses
 * that server; null on a test file's own server. A test on the shared server reuses its account's
 * session instead of signing in again (a PIN check is tens of milliseconds of the server's CPU, on
 * every test); tests that end a session or change an account have a server of their own.
 */
let sharedSessions: Map<string, Cookie> | null = null;

/**
 * Signs `page`'s browser context in through POST /api/auth/login (the session cookie is shared with
 * the page), or with the session this account already has on the shared server. `fresh` always signs
 * in anew (a test that then signs that session out). Use the login forms themselves only in tests
 * about the forms.
 */
export async function login(
  page: Page,
  who: 'owner' | 'member' | Credentials,
  { fresh = false } = {},
): Promise<Credentials> {
  const credentials = typeof who === 'string' ? demoAccount(who) : who;
  const kept = fresh ? undefined : sharedSessions?.get(credentials.username);
  if (kept) {
    await page.context().addCookies([kept]);
    return { username: credentials.username, pin: credentials.pin };
  }
  const response = await page.request.post('/api/auth/login', {
    data: { sleeperUsername: credentials.username, pin: credentials.pin },
  });
  expect(response.status(), `login of ${credentials.username}: ${await response.text()}`).toBe(200);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
  if (!fresh && session) sharedSessions?.set(credentials.username, session);
  return { username: credentials.username, pin: credentials.pin };
}

/**
 * Waits until React has the page (`data-hydrated`, client/src/entry-client.tsx): a tap on the
 * server's markup before that does nothing, as it would for a member.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** The WCAG 2.0 and 2.1 A and AA rules, which every page must pass. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeCheck {
  /** Only these parts of the page (CSS selectors); default the whole page. */
  include?: string[];
  /** Every axe rule (best practices too), not only the WCAG A and AA ones. */
  allRules?: boolean;
  /** Violations of any impact, not only serious and critical ones. */
  anyImpact?: boolean;
  /** Leave colour contrast out: for a second run over markup and styles a first run already judged. */
  skipContrast?: boolean;
}

/**
 * axe-core's violations on the page as it is now, one line each (rule, impact, help, the first
 * elements): an empty list passes. axe-core is put into the page once per document and run there
 * (its own API, `axe.run`), and only the violations' lines come back: @axe-core/playwright put the
 * 500 KB script in again before every run, V8 compiling and warming it anew, and carried every rule's
 * results out of the page, 0.4 to 0.8 s more per run (docs/decisions/0031). Huddle's pages have no
 * frames, which axe would otherwise need run in each of.
 */
export async function axeViolations(page: Page, check: AxeCheck = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ check, wcagTags }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const { violations } = await inPage.run(check.include ? { include: check.include } : document, {
        // Only violations are described: axe spends no time on the thousands of elements that pass.
        resultTypes: ['violations'],
        ...(check.allRules ? {} : { runOnly: { type: 'tag', values: wcagTags } }),
        ...(check.skipContrast ? { rules: { 'color-contrast': { enabled: false } } } : {}),
      });
      return violations
        .filter((v) => check.anyImpact || v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id} (${v.impact ?? 'no impact'}): ${v.help} at ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(', ')}`,
        );
    },
    { check, wcagTags: WCAG_TAGS },
  );
}

/** Chooses the first option of a native select whose text matches (selectOption wants it whole). */
export async function chooseFirst(select: Locator, text: string | RegExp): Promise<void> {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  if (value === null) throw new Error(`No option with ${String(text)}`);
  await select.selectOption(value);
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

/**
 * The worker's servers: one for the current test file (a fresh database for each file that changes
 * things), and one shared by the files that only read (`test.use({ sharedServer: true })`), started
 * once per worker with its sessions kept (see `login`).
 */
class WorkerServers {
  private current: { file: string; server: RunningServer } | null = null;
  private sharedServer: Promise<RunningServer> | null = null;
  readonly sessions = new Map<string, Cookie>();

  constructor(private readonly env: Record<string, string>) {}

  async forFile(file: string): Promise<RunningServer> {
    if (this.current?.file === file) return this.current.server;
    await this.stopCurrent();
    const server = await startServer(this.env);
    this.current = { file, server };
    return server;
  }

  shared(): Promise<RunningServer> {
    this.sharedServer ??= startServer(this.env);
    return this.sharedServer;
  }

  private async stopCurrent(): Promise<void> {
    const running = this.current;
    this.current = null;
    await running?.server.stop();
  }

  async stop(): Promise<void> {
    await this.stopCurrent();
    const shared = this.sharedServer;
    this.sharedServer = null;
    await (await shared?.catch(() => null))?.stop();
  }
}

interface WorkerFixtures {
  /** Extra environment for the server, e.g. `test.use({ serverEnv: { LEAGUE_ID: '1', SLEEPER_API_URL: ... } })`. */
  serverEnv: Record<string, string>;
  servers: WorkerServers;
}

interface TestFixtures {
  /**
   * The test file only reads (no setting, PIN, role or session of the demo accounts changed, no
   * sign-out but of a session of its own): it runs on the worker's shared server, already warm.
   */
  sharedServer: boolean;
  /**
   * Environment for a server of this test alone, started for it and stopped after it: tests of one
   * file that each need another setting, e.g. a demo league format per test (tests/e2e/formats.spec.ts).
   * null: the file's server, or the shared one.
   */
  ownServerEnv: Record<string, string> | null;
  /** The server of this test: its file's own, started on first use and stopped after the file, or the shared one. */
  server: HuddleServer;
}

/**
 * What the app reports when a page's markup from the server and its first render in the browser
 * differ (client/src/entry-client.tsx), and React's own hydration errors (production codes 418,
 * 423 and 425).
 */
const HYDRATION_ERROR = /\[hydration\]|Minified React error #(418|423|425)|hydrat/i;

/**
 * The hydration warnings `page` reports from now on, collected as they come: every test's `page`
 * must end with none, and so must a page a test opens in a browser context of its own.
 */
export function hydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) warnings.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(error.message)) warnings.push(error.message);
  });
  return warnings;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverEnv: [{}, { scope: 'worker', option: true }],
  servers: [
    async ({ serverEnv }, use) => {
      const servers = new WorkerServers(serverEnv);
      await use(servers);
      await servers.stop();
    },
    { scope: 'worker' },
  ],
  sharedServer: [false, { option: true }],
  ownServerEnv: [null, { option: true }],
  server: async ({ servers, sharedServer, ownServerEnv, serverEnv }, use, testInfo) => {
    if (ownServerEnv) {
      const own = await startServer({ ...serverEnv, ...ownServerEnv });
      try {
        return await use(own);
      } finally {
        await own.stop();
      }
    }
    if (!sharedServer) return use(await servers.forFile(testInfo.file));
    sharedSessions = servers.sessions;
    try {
      await use(await servers.shared());
    } finally {
      sharedSessions = null;
    }
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  // Every test fails on a hydration warning of the page it drives.
  page: async ({ page }, use) => {
    const warnings = hydrationWarnings(page);
    await use(page);
    expect(warnings, 'hydration warnings').toEqual([]);
  },
});

export { expect };
