// The browser's view, in headless Chromium (Debian's /usr/bin/chromium) against the production build:
// the JavaScript each route loads (the compressed bytes of every script the page fetched), and per page
// the time until its main content is visible, its LCP and its CLS, first visit and warm, at 375 px
// under a phone profile and at 1280 px on this machine as it is, the dashboard also at 375 px without
// emulation (bench/page-timing.ts), and on a phone's first visit when the dashboard answers a tap; then
// one table row per page with pass/fail against each goal (docs/performance.md).
// BENCH_PAGES=/,/history picks pages, BENCH_PROFILES=mobile,desktop,localhost profiles,
// BENCH_RUNS the samples per figure (default 5), BENCH_JS=0 skips the JavaScript sizes.
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { demoManifest } from '../server/sleeper/demo-fixtures';
import { kb, ms, record, section, startProductionServer } from './lib';
import {
  DESKTOP,
  LOCALHOST,
  MOBILE,
  firstTaps,
  firstVisits,
  median,
  warmVisits,
  type PageCase,
  type Profile,
  type Sample,
} from './page-timing';
import { describeShifts } from './vitals';

/** The pages' goals (docs/performance.md): React included in the JavaScript, pages rendered on the server. */
const ROUTE_JS_TARGET_BYTES = 160 * 1024;
const LOCAL_WARM_VISIBLE_TARGET_MS = 250;
const MOBILE_FIRST_LCP_TARGET_MS = 1200;
const MOBILE_WARM_LCP_TARGET_MS = 800;
/** A phone's first visit: the page answers a tap ("View Rosters" opens its dialog). */
const MOBILE_FIRST_TAP_TARGET_MS = 2500;
const CLS_TARGET = 0.02;
/** Samples per page and mode (BENCH_RUNS overrides; each figure is their median). */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Every page under each (BENCH_PROFILES=mobile,desktop picks; localhost times the dashboard only). */
const PROFILES = [LOCALHOST, MOBILE, DESKTOP];
const OWNER = demoManifest().accounts.find((a) => a.role === 'owner')!;
/** Signed-in pages (every route of client/src/app/router.tsx); '/secure-login' is a visitor's first page. */
const ROUTES = [
  '/',
  '/playoffs',
  '/power-rankings',
  '/recaps',
  '/recaps/2024/9',
  '/history',
  '/managers',
  `/managers/${OWNER.userId}`,
  '/records',
  '/games/2024/1',
  '/trades',
  '/moves',
  '/keepers',
  '/draft-board',
  '/pre-draft',
  '/demo/chat',
  '/admin',
  '/admin/users',
  '/admin/keepers',
  '/announcements',
  '/rules',
  '/calendar',
  '/notifications',
];
const STANDINGS_SELECTOR = 'ol[aria-label="Current Standings"] li';

/** The pages timed under the phone profile; the dashboard's main content is its standings. */
const PAGE_CASES: PageCase[] = [
  { route: '/secure-login', signedIn: false, ready: null },
  { route: '/', signedIn: true, ready: STANDINGS_SELECTOR, tapButton: 'View Rosters' },
  ...ROUTES.filter((route) => route !== '/').map((route) => ({ route, signedIn: true, ready: null })),
];

async function signInOwner(context: BrowserContext): Promise<void> {
  const response = await context.request.post('/api/auth/login', {
    data: { sleeperUsername: OWNER.username, pin: OWNER.pin },
  });
  if (response.status() !== 200) throw new Error(`sign-in failed: ${response.status()}`);
}

interface RouteJs {
  total: number;
  /** The three largest scripts, "name size". */
  largest: string;
  /** How the scripts came compressed (the server sends its precompressed brotli copies to Chromium). */
  encodings: string;
}

/**
 * The JavaScript a route costs over the wire: the compressed bytes of every script the page fetched
 * (Chromium's own count of each response body as received), the lazy parts loaded after the first
 * render included. The service worker is kept out, so every script comes from the server.
 */
async function jsOfRoute(browser: Browser, url: string, route: string, signedIn: boolean): Promise<RouteJs> {
  const context = await browser.newContext({ baseURL: url, serviceWorkers: 'block' });
  try {
    if (signedIn) await signInOwner(context);
    const page = await context.newPage();
    const scripts = new Map<string, Promise<{ size: number; encoding: string }>>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.endsWith('.js') || scripts.has(pathname)) return;
      scripts.set(
        pathname,
        response
          .request()
          .sizes()
          .then(({ responseBodySize }) => ({
            size: responseBodySize,
            encoding: response.headers()['content-encoding'] ?? 'identity',
          })),
      );
    });
    // Not 'networkidle': the client leaves the body of a 401 unread, so that request never "finishes".
    // Lazy chunks load after the first render: wait until no new script arrives for 1.5 s.
    await page.goto(route, { waitUntil: 'load' });
    for (let quiet = 0, seen = -1; quiet < 3;) {
      await page.waitForTimeout(500);
      quiet = scripts.size === seen ? quiet + 1 : 0;
      seen = scripts.size;
    }
    const sizes = await Promise.all(
      [...scripts].map(async ([script, measured]) => ({ script, ...(await measured) })),
    );
    sizes.sort((a, b) => b.size - a.size);
    return {
      total: sizes.reduce((sum, { size }) => sum + size, 0),
      largest: sizes
        .slice(0, 3)
        .map(({ script, size }) => `${path.basename(script)} ${kb(size)}`)
        .join(', '),
      encodings: [...new Set(sizes.map(({ encoding }) => encoding))].join(', '),
    };
  } finally {
    await context.close();
  }
}

type Mode = 'first visit' | 'warm';

/** One page's medians for one profile and mode. */
interface Timing {
  visible: number;
  /** null: some run reported no LCP entry (`missingLcp` of them). */
  lcp: number | null;
  missingLcp: number;
  cls: number;
  worstCls: number;
}

/** What one page measured, for the per-page table. */
interface PageResult {
  route: string;
  jsBytes: number | null;
  timings: Map<string, Timing>;
  /** The 1-minute load average as the page's timings started and ended: the machine is shared. */
  load: [number, number] | null;
}

const timingKey = (profile: Profile, mode: Mode) => `${profile.name} ${mode}`;

/** The pages' goals for one profile and mode; null where the goal does not apply. */
function goalsOf(profile: Profile, mode: Mode, route: string) {
  return {
    visible:
      profile.name === 'localhost' && mode === 'warm' && route === '/' ? LOCAL_WARM_VISIBLE_TARGET_MS : null,
    lcp:
      profile.name === 'mobile'
        ? mode === 'warm'
          ? MOBILE_WARM_LCP_TARGET_MS
          : MOBILE_FIRST_LCP_TARGET_MS
        : null,
  };
}

/** The goals a timing misses, e.g. ['LCP', 'CLS']. */
function misses(profile: Profile, mode: Mode, route: string, timing: Timing): string[] {
  const goals = goalsOf(profile, mode, route);
  return [
    goals.visible !== null && timing.visible >= goals.visible ? 'visible' : null,
    timing.lcp === null || (goals.lcp !== null && timing.lcp >= goals.lcp) ? 'LCP' : null,
    timing.cls >= CLS_TARGET ? 'CLS' : null,
  ].filter((miss) => miss !== null);
}

/** Records one page's median figures for one profile and mode, with the pages' goals. */
function recordTimings(profile: Profile, mode: Mode, pageCase: PageCase, samples: Sample[]): Timing {
  // A page without an LCP entry painted nothing Chromium counts as content: a failure, never 0 ms.
  const lcps = samples.flatMap((s) => (s.lcp === null ? [] : [s.lcp]));
  const missingLcp = samples.length - lcps.length;
  const timing: Timing = {
    visible: median(samples.map((s) => s.visible)),
    lcp: missingLcp === 0 ? median(lcps) : null,
    missingLcp,
    cls: median(samples.map((s) => s.cls)),
    worstCls: Math.max(...samples.map((s) => s.cls)),
  };
  const what = pageCase.route === '/' ? 'standings visible' : 'content visible';
  const underWorker = samples.filter((s) => s.underWorker).length;
  const goals = goalsOf(profile, mode, pageCase.route);
  const targets = [
    goals.visible === null ? null : `visible < ${goals.visible} ms`,
    goals.lcp === null ? null : `LCP < ${goals.lcp} ms`,
    `CLS < ${CLS_TARGET}`,
  ].filter(Boolean);
  record({
    group: `browser: ${profile.name}`,
    name: `${profile.name}, ${pageCase.route}, ${mode} (median of ${samples.length}${mode === 'warm' ? `, ${underWorker} under the service worker` : ''})`,
    value: `${what} ${ms(timing.visible)}, LCP ${timing.lcp === null ? `missing in ${missingLcp} of ${samples.length}` : ms(timing.lcp)}, CLS ${timing.cls.toFixed(3)} (worst ${timing.worstCls.toFixed(3)})`,
    target: targets.join(', '),
    pass: misses(profile, mode, pageCase.route, timing).length === 0,
  });
  if (timing.worstCls >= CLS_TARGET) {
    const worst = samples.reduce((a, b) => (b.cls > a.cls ? b : a));
    console.log(describeShifts(worst.shifts).replace(/^/gm, '      '));
  }
  return timing;
}

const loadAverage = () => os.loadavg()[0]!;

/** A cell of the table: the figure, in bold where it misses its goal. */
const cell = (text: string, missed: boolean) => (missed ? `**${text}**` : text);

function timingCells(profile: Profile, mode: Mode, result: PageResult): string {
  const timing = result.timings.get(timingKey(profile, mode));
  if (!timing) return 'not run';
  const missed = misses(profile, mode, result.route, timing);
  const goals = goalsOf(profile, mode, result.route);
  const parts = [
    ...(profile.name === 'desktop' ? [] : [cell(ms(timing.visible), missed.includes('visible'))]),
    ...(profile.name === 'desktop' && goals.lcp === null && timing.lcp !== null
      ? []
      : [
          cell(
            timing.lcp === null ? `no LCP in ${timing.missingLcp}` : ms(timing.lcp),
            missed.includes('LCP'),
          ),
        ]),
    cell(timing.cls.toFixed(3), missed.includes('CLS')),
  ];
  return parts.join(' / ');
}

/**
 * The table to read (and to paste into docs/performance.md): one row per page, each figure the
 * median of the runs, in bold where it misses its goal, and the goals the page misses.
 */
function printPageTable(results: PageResult[], profiles: Profile[]): void {
  const has = (profile: Profile) => profiles.includes(profile);
  const columns = [
    'page',
    `JS over the wire (<= ${kb(ROUTE_JS_TARGET_BYTES)})`,
    ...(has(MOBILE)
      ? [
          `mobile first visit: visible / LCP (< ${MOBILE_FIRST_LCP_TARGET_MS} ms) / CLS`,
          `mobile warm: visible / LCP (< ${MOBILE_WARM_LCP_TARGET_MS} ms) / CLS`,
        ]
      : []),
    ...(has(DESKTOP) ? ['desktop CLS: first visit', 'desktop CLS: warm'] : []),
    'load average',
    'result',
  ];
  section(`Per page (median of ${RUNS}; CLS goal < ${CLS_TARGET} everywhere)`);
  console.log(`| ${columns.join(' | ')} |`);
  console.log(`| ${columns.map(() => '---').join(' | ')} |`);
  for (const result of results) {
    const missed: string[] = [];
    if (result.jsBytes !== null && result.jsBytes > ROUTE_JS_TARGET_BYTES) missed.push('JS');
    for (const profile of profiles) {
      for (const mode of ['first visit', 'warm'] as const) {
        const timing = result.timings.get(timingKey(profile, mode));
        if (!timing) continue;
        for (const miss of misses(profile, mode, result.route, timing))
          missed.push(`${profile.name} ${mode} ${miss}`);
      }
    }
    const row = [
      result.route,
      result.jsBytes === null ? 'not run' : cell(kb(result.jsBytes), result.jsBytes > ROUTE_JS_TARGET_BYTES),
      ...(has(MOBILE)
        ? [timingCells(MOBILE, 'first visit', result), timingCells(MOBILE, 'warm', result)]
        : []),
      ...(has(DESKTOP)
        ? [timingCells(DESKTOP, 'first visit', result), timingCells(DESKTOP, 'warm', result)]
        : []),
      result.load ? `${result.load[0].toFixed(1)}-${result.load[1].toFixed(1)}` : '',
      missed.length === 0 ? 'pass' : `**FAIL** (${missed.join(', ')})`,
    ];
    console.log(`| ${row.join(' | ')} |`);
  }
  const dashboard = results.find((r) => r.route === '/');
  const local = (mode: Mode) => dashboard?.timings.get(timingKey(LOCALHOST, mode));
  if (local('warm') || local('first visit')) {
    const describe = (mode: Mode) => {
      const timing = local(mode);
      if (!timing) return `${mode} not run`;
      const missed = misses(LOCALHOST, mode, '/', timing);
      return `${mode} standings visible ${cell(ms(timing.visible), missed.includes('visible'))}, LCP ${timing.lcp === null ? 'missing' : ms(timing.lcp)}, CLS ${cell(timing.cls.toFixed(3), missed.includes('CLS'))}`;
    };
    console.log(
      `\nLocalhost dashboard (375 px, no emulation; goal: warm standings visible < ${LOCAL_WARM_VISIBLE_TARGET_MS} ms): ${describe('first visit')}; ${describe('warm')}.`,
    );
  }
}

export async function runBrowser(): Promise<void> {
  const server = await startProductionServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const only = process.env.BENCH_PAGES?.split(',');
  const profiles = PROFILES.filter(
    (profile) => !process.env.BENCH_PROFILES || process.env.BENCH_PROFILES.split(',').includes(profile.name),
  );
  const cases = PAGE_CASES.filter((c) => !only || only.includes(c.route));
  const results = cases.map((c): PageResult => ({
    route: c.route,
    jsBytes: null,
    timings: new Map(),
    load: null,
  }));
  try {
    if (process.env.BENCH_JS !== '0') {
      for (const result of results) {
        const js = await jsOfRoute(browser, server.url, result.route, result.route !== '/secure-login');
        result.jsBytes = js.total;
        record({
          group: 'browser',
          name: `JS, ${result.route}${result.route === '/' ? ' (signed in)' : result.route === '/secure-login' ? ' (visitor)' : ''}`,
          value: `${kb(js.total)} over the wire (${js.encodings})`,
          target: `<= ${kb(ROUTE_JS_TARGET_BYTES)}`,
          pass: js.total <= ROUTE_JS_TARGET_BYTES,
        });
        console.log(`      largest: ${js.largest}`);
      }
    }
    const options = { url: server.url, signIn: signInOwner, runs: RUNS };
    for (const [index, pageCase] of cases.entries()) {
      const result = results[index]!;
      const loadBefore = loadAverage();
      for (const profile of profiles) {
        // Localhost (the warm visible goal) is the dashboard's only.
        if (profile === LOCALHOST && pageCase.route !== '/') continue;
        for (const [mode, visits] of [
          ['first visit', firstVisits],
          ['warm', warmVisits],
        ] as const) {
          const samples = await visits(browser, pageCase, profile, options);
          result.timings.set(timingKey(profile, mode), recordTimings(profile, mode, pageCase, samples));
        }
        if (profile === MOBILE && pageCase.tapButton) {
          const tapped = median(await firstTaps(browser, pageCase, profile, options));
          record({
            group: `browser: ${profile.name}`,
            name: `${profile.name}, ${pageCase.route}, first visit: "${pageCase.tapButton}" answers a tap (median of ${RUNS})`,
            value: ms(tapped),
            target: `< ${MOBILE_FIRST_TAP_TARGET_MS} ms`,
            pass: tapped < MOBILE_FIRST_TAP_TARGET_MS,
          });
        }
      }
      result.load = [loadBefore, loadAverage()];
    }
    printPageTable(
      results,
      profiles.filter((profile) => profile !== LOCALHOST),
    );
  } finally {
    await browser.close();
    await server.stop();
    server.cleanup();
  }
}
