// The browser's view, in headless Chromium (Debian's /usr/bin/chromium) against the production build:
// the JavaScript each route loads (summed gzip size of the .js files the page fetched), and the time
// from navigation start to the standings being visible on a warm load (HTTP and server caches warm).
import { chromium, type Browser } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CLIENT_DIST_DIR } from '../server/paths';
import { demoManifest } from '../server/sleeper/demo-fixtures';
import { kb, ms, record, startProductionServer } from './lib';

const FIRST_PAGE_TARGET_BYTES = 200 * 1024;
const STANDINGS_TARGET_MS = 1000;
const WARM_RUNS = 7;
/** Signed-in pages; '/secure-login' is the first page of a visitor. */
const ROUTES = [
  '/',
  '/history',
  '/keepers',
  '/draft-board',
  '/pre-draft',
  '/admin',
  '/admin/users',
  '/admin/keepers',
];
const STANDINGS_SELECTOR = 'ol[aria-label="Current Standings"] li';

/** The gzip size of a built file: its precompressed .gz copy, or compressed now. */
function gzipSize(assetPath: string): number {
  const file = path.join(CLIENT_DIST_DIR, assetPath);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file)).length;
}

interface RouteJs {
  total: number;
  /** The three largest scripts, "name size". */
  largest: string;
}

async function jsOfRoute(browser: Browser, url: string, route: string, signedIn: boolean): Promise<RouteJs> {
  const context = await browser.newContext({ baseURL: url });
  try {
    if (signedIn) {
      const owner = demoManifest().accounts.find((a) => a.role === 'owner')!;
      const response = await context.request.post('/api/auth/login', {
        data: { sleeperUsername: owner.username, pin: owner.pin },
      });
      if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()}`);
    }
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.endsWith('.js')) scripts.add(pathname);
    });
    // Not 'networkidle': the client leaves the body of a 401 unread, so that request never "finishes".
    // Lazy chunks load after the first render: wait until no new script arrives for 1.5 s.
    await page.goto(route, { waitUntil: 'load' });
    for (let quiet = 0, seen = -1; quiet < 3;) {
      await page.waitForTimeout(500);
      quiet = scripts.size === seen ? quiet + 1 : 0;
      seen = scripts.size;
    }
    const sizes = [...scripts].map((script) => ({ script, size: gzipSize(script) }));
    sizes.sort((a, b) => b.size - a.size);
    return {
      total: sizes.reduce((sum, { size }) => sum + size, 0),
      largest: sizes
        .slice(0, 3)
        .map(({ script, size }) => `${path.basename(script)} ${kb(size)}`)
        .join(', '),
    };
  } finally {
    await context.close();
  }
}

async function standingsVisible(browser: Browser, url: string): Promise<number[]> {
  const context = await browser.newContext({ baseURL: url });
  try {
    const owner = demoManifest().accounts.find((a) => a.role === 'owner')!;
    await context.request.post('/api/auth/login', {
      data: { sleeperUsername: owner.username, pin: owner.pin },
    });
    const page = await context.newPage();
    const times: number[] = [];
    for (let run = 0; run <= WARM_RUNS; run += 1) {
      await page.goto('/', { waitUntil: 'commit' });
      // performance.now() counts from this navigation's start: read it when the first standings row
      // exists (checked on every animation frame).
      const handle = await page.waitForFunction(
        (selector) => (document.querySelector(selector) ? performance.now() : null),
        STANDINGS_SELECTOR,
        { polling: 'raf', timeout: 30_000 },
      );
      const at = (await handle.jsonValue()) as number;
      if (run > 0) times.push(at); // run 0 warms the caches
    }
    return times.sort((a, b) => a - b);
  } finally {
    await context.close();
  }
}

export async function runBrowser(): Promise<void> {
  const server = await startProductionServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    for (const route of ['/secure-login', ...ROUTES]) {
      const js = await jsOfRoute(browser, server.url, route, route !== '/secure-login');
      const first = route === '/' || route === '/secure-login';
      record({
        group: 'browser',
        name: `JS, ${route}${route === '/' ? ' (first page, signed in)' : route === '/secure-login' ? ' (first page of a visitor)' : ''}`,
        value: `${kb(js.total)} gzip`,
        target: first ? `< ${kb(FIRST_PAGE_TARGET_BYTES)}` : 'informational',
        pass: first ? js.total < FIRST_PAGE_TARGET_BYTES : null,
      });
      console.log(`      largest: ${js.largest}`);
    }
    const times = await standingsVisible(browser, server.url);
    const median = times[Math.floor(times.length / 2)]!;
    record({
      group: 'browser',
      name: `standings visible, warm (median of ${times.length})`,
      value: `${ms(median)} (min ${ms(times[0]!)}, max ${ms(times.at(-1)!)})`,
      target: `< ${STANDINGS_TARGET_MS} ms`,
      pass: median < STANDINGS_TARGET_MS,
    });
  } finally {
    await browser.close();
    await server.stop();
    server.cleanup();
  }
}
