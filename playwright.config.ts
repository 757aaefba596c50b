import { defineConfig } from '@playwright/test';

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
  workers: process.env.CI ? 1 : 2,
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
    trace: 'retain-on-failure',
    // The service worker (docs/decisions/0012) is tested on its own in tests/e2e/pwa.spec.ts, which
    // allows it. Elsewhere it is blocked: page.route cannot see the requests a worker answers, and each
    // test's pages then talk to their own server exactly as they did before.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--disable-dev-shm-usage',
      ],
    },
  },
});
