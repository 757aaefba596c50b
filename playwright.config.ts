import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/e2e/chromium-args';

/**
 * Browser tests (tests/e2e) run against the production build (`npm run test:e2e` builds first) served
 * by a fresh server per test file (see tests/e2e/fixtures.ts), in Debian's Chromium: Playwright's own
 * browser downloads are not available on this machine.
 */
// Several engineers run their own spec files at once in this checkout, and Playwright empties its
// output directory at start: each run gets its own (workers inherit the variable from the runner).
process.env.HUDDLE_E2E_RUN ??= `${Date.now()}-${process.pid}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Only browser specs: the *.test.ts files beside the code belong to vitest.
  testMatch: '**/*.spec.ts',
  outputDir: `test-results/${process.env.HUDDLE_E2E_RUN}`,
  // Both cores: the suite's time is the browser's CPU (axe, rendering) and the server's. A third
  // worker runs the layout-shift file alone, beside the two: its loads hold every answer back on
  // purpose (a step apart), so it leaves its core idle about half the time. A third worker on the
  // CPU-bound files made them slower (docs/testing.md).
  workers: 3,
  projects: [
    // One browser context per worker, reset between tests (cookies, storage, cache, routes, init
    // scripts, extra tabs; docs/decisions/0031): a new context per test was a fifth of the suite's
    // CPU. A test whose options differ (another server, a phone's touch, service workers) still gets
    // a new one. The layout-shift loads each open a browser of their own, as a first visit does.
    { name: 'pages', testIgnore: '**/layout-shift.spec.ts', workers: 2, use: { reuseContext: true } },
    // The layout-shift file has no limit of its own: it starts on the third worker, and the pages
    // project's two join it as their queue runs out, so that neither project waits on the other.
    { name: 'layout-shift', testMatch: '**/layout-shift.spec.ts' },
  ],
  retries: 0,
  reporter: 'list',
  // The machine is small and shared: allow for a slow first page load.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'America/Chicago',
    // As a member who asked for less motion: nothing on the page runs forever. The live dot's pulse
    // alone kept a software-rendered page repainting at 60 frames a second, a fifth of a core for
    // each page left open; the app honours the preference (client/src/index.css).
    reducedMotion: 'reduce',
    // A trace records every action's DOM and screenshots: it doubled the time of each test here. Ask
    // for one when a test fails: `npx playwright test <file> --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // The service worker (docs/decisions/0012) is tested on its own in tests/e2e/pwa.spec.ts, which
    // allows it. Elsewhere it is blocked: page.route cannot see the requests a worker answers, and each
    // test's pages then talk to their own server exactly as they did before.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's headless build of Chromium (package chromium-headless-shell), the build Playwright itself
      // runs headless tests in: the same engine as Debian's chromium without the browser's window
      // and GPU process, about half the CPU per page here. The benchmarks (bench/) measure pages in
      // the full /usr/bin/chromium, as members' browsers are.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: CHROMIUM_ARGS,
    },
  },
});
