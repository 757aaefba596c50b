// Layout shift (issue 16: CLS under 0.05 on every page, on a phone and on a desktop). CLS is a layout
// property, not a timing, once the order in which a page's parts arrive is fixed: here every API
// answer is held back, a step apart from the others, so the page paints its loading state first and
// then each answer in a frame of its own (the slowest order a phone on a stadium's network sees), in
// two orders: as the page asked, and the last asked first. Whatever moves content already on screen
// as an answer lands (a skeleton of the wrong size, a late banner, a column that grows) is counted,
// and the moved elements are named on failure. The served page carries its first screen's answers
// (common/page-data.ts); they are taken out here, so every answer of the page arrives this way, as on
// a page opened from the menu or served by a cold server.
import type { Page } from '@playwright/test';
import { describeShifts, installVitals, readVitals } from '../../bench/vitals';
import { BOOT_ELEMENT_ID } from '../../common/boot';
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

/** The answers every page starts from (server/http/client-shell.ts); the rest are a page's own. */
const BOOT_URL = /^\/api\/(auth\/user|auth\/demo|app-info|nfl\/state|league\/[^/]+)$/;
const BOOT_BLOCK = new RegExp(`(<script type="application/json" id="${BOOT_ELEMENT_ID}">)(.*?)(</script>)`);

/** Serves each page with its boot answers only, as the page of a navigation without its data. */
async function withoutPageData(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      BOOT_BLOCK,
      (_block, open: string, json: string, close: string) => {
        const answers = Object.entries(JSON.parse(json) as Record<string, unknown>);
        const boot = Object.fromEntries(answers.filter(([url]) => BOOT_URL.test(url)));
        return `${open}${JSON.stringify(boot).replaceAll('<', '\\u003c')}${close}`;
      },
    );
    await route.fulfill({ response, body: html });
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
