// The browser's view, in headless Chromium (Debian's /usr/bin/chromium) against the production build:
// the JavaScript each route loads (summed gzip size of the .js files the page fetched), and per page at
// 375 px the time until its main content is visible, its LCP and its CLS, first visit and warm, on
// localhost and under a phone profile (bench/page-timing.ts).
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CLIENT_DIST_DIR } from '../server/paths';
import { demoManifest } from '../server/sleeper/demo-fixtures';
import { kb, ms, record, startProductionServer } from './lib';
import {
  LOCALHOST,
  MOBILE,
  firstVisits,
  median,
  warmVisits,
  type PageCase,
  type Profile,
  type Sample,
} from './page-timing';

const ROUTE_JS_TARGET_BYTES = 200 * 1024;
/** Issue 16's goals. */
const LOCAL_WARM_VISIBLE_TARGET_MS = 250;
const MOBILE_FIRST_LCP_TARGET_MS = 2000;
const MOBILE_WARM_LCP_TARGET_MS = 1000;
const CLS_TARGET = 0.05;
/** Samples per page and mode (BENCH_RUNS overrides; each figure is their median). */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const OWNER = demoManifest().accounts.find((a) => a.role === 'owner')!;
/** Signed-in pages (every route of client/src/app/router.tsx); '/secure-login' is a visitor's first page. */
const ROUTES = [
  '/',
  '/playoffs',
  '/power-rankings',
  '/history',
  '/managers',
  `/managers/${OWNER.userId}`,
  '/records',
  '/games/2024/1',
  '/trades',
  '/keepers',
  '/draft-board',
  '/pre-draft',
  '/admin',
  '/admin/users',
  '/admin/keepers',
];
const STANDINGS_SELECTOR = 'ol[aria-label="Current Standings"] li';

/** The pages timed under the phone profile; the dashboard's main content is its standings. */
const PAGE_CASES: PageCase[] = [
  { route: '/secure-login', signedIn: false, ready: null },
  { route: '/', signedIn: true, ready: STANDINGS_SELECTOR },
  ...ROUTES.filter((route) => route !== '/').map((route) => ({ route, signedIn: true, ready: null })),
];

async function signInOwner(context: BrowserContext): Promise<void> {
  const response = await context.request.post('/api/auth/login', {
    data: { sleeperUsername: OWNER.username, pin: OWNER.pin },
  });
  if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()}`);
}

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
    if (signedIn) await signInOwner(context);
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

/** Records one page's median figures for one profile and mode, with issue 16's targets. */
function recordTimings(
  profile: Profile,
  mode: 'first visit' | 'warm',
  pageCase: PageCase,
  samples: Sample[],
) {
  const visible = median(samples.map((s) => s.visible));
  // A page without an LCP entry painted nothing Chromium counts as content: a failure, never 0 ms.
  const lcps = samples.flatMap((s) => (s.lcp === null ? [] : [s.lcp]));
  const missingLcp = samples.length - lcps.length;
  const lcp = missingLcp === 0 ? median(lcps) : null;
  const cls = median(samples.map((s) => s.cls));
  const worstCls = Math.max(...samples.map((s) => s.cls));
  const what = pageCase.route === '/' ? 'standings visible' : 'content visible';
  const underWorker = samples.filter((s) => s.underWorker).length;
  const lcpTarget =
    profile.name === 'mobile'
      ? mode === 'warm'
        ? MOBILE_WARM_LCP_TARGET_MS
        : MOBILE_FIRST_LCP_TARGET_MS
      : null;
  const visibleTarget =
    profile.name === 'localhost' && mode === 'warm' && pageCase.route === '/'
      ? LOCAL_WARM_VISIBLE_TARGET_MS
      : null;
  const targets = [
    visibleTarget === null ? null : `visible < ${visibleTarget} ms`,
    lcpTarget === null ? null : `LCP < ${lcpTarget} ms`,
    `CLS < ${CLS_TARGET}`,
  ].filter(Boolean);
  record({
    group: `browser: ${profile.name}`,
    name: `${profile.name}, ${pageCase.route}, ${mode} (median of ${samples.length}${mode === 'warm' ? `, ${underWorker} under the service worker` : ''})`,
    value: `${what} ${ms(visible)}, LCP ${lcp === null ? `missing in ${missingLcp} of ${samples.length}` : ms(lcp)}, CLS ${cls.toFixed(3)} (worst ${worstCls.toFixed(3)})`,
    target: targets.join(', '),
    pass:
      (visibleTarget === null || visible < visibleTarget) &&
      lcp !== null &&
      (lcpTarget === null || lcp < lcpTarget) &&
      cls < CLS_TARGET,
  });
  if (worstCls >= CLS_TARGET) printShifts(samples);
}

/** The layout shifts of the run with the most, largest first: the elements that moved, and where. */
function printShifts(samples: Sample[]): void {
  const worst = samples.reduce((a, b) => (b.cls > a.cls ? b : a));
  for (const shift of [...worst.shifts].sort((a, b) => b.value - a.value).slice(0, 5)) {
    console.log(`      shift ${shift.value.toFixed(3)} at ${shift.at} ms:`);
    for (const source of shift.sources) console.log(`        ${source}`);
  }
}

export async function runBrowser(): Promise<void> {
  const server = await startProductionServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const only = process.env.BENCH_PAGES?.split(',');
  const cases = PAGE_CASES.filter((c) => !only || only.includes(c.route));
  try {
    for (const route of ['/secure-login', ...ROUTES]) {
      if (only && !only.includes(route)) continue;
      const js = await jsOfRoute(browser, server.url, route, route !== '/secure-login');
      record({
        group: 'browser',
        name: `JS, ${route}${route === '/' ? ' (signed in)' : route === '/secure-login' ? ' (visitor)' : ''}`,
        value: `${kb(js.total)} gzip`,
        target: `< ${kb(ROUTE_JS_TARGET_BYTES)}`,
        pass: js.total < ROUTE_JS_TARGET_BYTES,
      });
      console.log(`      largest: ${js.largest}`);
    }
    const options = { url: server.url, signIn: signInOwner, runs: RUNS };
    const dashboard = cases.find((c) => c.route === '/');
    if (dashboard) {
      recordTimings(
        LOCALHOST,
        'first visit',
        dashboard,
        await firstVisits(browser, dashboard, LOCALHOST, options),
      );
      recordTimings(LOCALHOST, 'warm', dashboard, await warmVisits(browser, dashboard, LOCALHOST, options));
    }
    for (const pageCase of cases) {
      recordTimings(MOBILE, 'first visit', pageCase, await firstVisits(browser, pageCase, MOBILE, options));
      recordTimings(MOBILE, 'warm', pageCase, await warmVisits(browser, pageCase, MOBILE, options));
    }
  } finally {
    await browser.close();
    await server.stop();
    server.cleanup();
  }
}
