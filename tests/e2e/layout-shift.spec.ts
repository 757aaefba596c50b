// Layout shift (issue 16: CLS under 0.05 on every page, on a phone and on a desktop). CLS is a layout
// property, not a timing, once the order in which a page's parts arrive is fixed: here every API
// answer is held back, a step apart from the others, so the page paints its loading state first and
// then each answer in a frame of its own (the slowest order a phone on a stadium's network sees), in
// two orders: as the page asked, and the last asked first. Whatever moves content already on screen
// as an answer lands (a skeleton of the wrong size, a late banner, a column that grows) is counted,
// and the moved elements are named on failure. The server renders each page with its data
// (docs/decisions/0020); here the browser is given the app's plain shell instead, so every answer of
// the page arrives this way, as on a page opened from the menu.
import type { Page } from '@playwright/test';
import { describeShifts, installVitals, readVitals } from '../../bench/vitals';
import { expect, test } from './fixtures';
import { open, SITE_PAGES } from './site-pages';

/** The goal of issue 16. */
const CLS_GOAL = 0.05;
/** The delay between two API answers: long enough for a frame between them on a busy machine. */
const STEP_MS = 150;
/** No page asks for more at once; later requests all wait one step. */
const MAX_STEPS = 8;

/** The delay of the n-th API request (1-based), in steps. */
const ORDERS = [
  { name: 'in the order asked', steps: (n: number) => n },
  { name: 'last asked first', steps: (n: number) => Math.max(1, MAX_STEPS + 1 - n) },
];

const DEVICES = [
  {
    name: 'a phone (375 px)',
    use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  },
  { name: 'a desktop (1280 px)', use: { viewport: { width: 1280, height: 800 } } },
];

/** Serves every page as the app's plain shell (the offline page), which the browser renders itself. */
async function withoutPageData(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const shell = await route.fetch({ url: new URL('/index.html', route.request().url()).href });
    await route.fulfill({ response: shell });
  });
}

for (const device of DEVICES) {
  test.describe(`on ${device.name}`, () => {
    test.use(device.use);

    for (const sitePage of SITE_PAGES) {
      for (const order of ORDERS) {
        test(`${sitePage.name} (${sitePage.path}) shifts less than ${CLS_GOAL} as its data arrives ${order.name}`, async ({
          page,
        }) => {
          await installVitals(page);
          await withoutPageData(page);
          let step = 0;
          let pending = 0;
          await page.route('**/api/**', async (route) => {
            step += 1;
            pending += 1;
            try {
              await new Promise((resolve) => setTimeout(resolve, order.steps(step) * STEP_MS));
              await route.continue();
            } finally {
              pending -= 1;
            }
          });
          await open(page, sitePage);
          // Late parts (cards below the fold, lazy chunks) may still move things: wait until every held
          // answer is out, then a quiet moment for the last to render.
          await expect.poll(() => pending, { timeout: 30_000 }).toBe(0);
          await page.waitForTimeout(3 * STEP_MS);
          const vitals = await readVitals(page);
          expect(vitals.cls, describeShifts(vitals.shifts)).toBeLessThan(CLS_GOAL);
        });
      }
    }
  });
}
