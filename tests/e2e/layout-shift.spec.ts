// Layout shift (CLS under 0.05 on every page, on a phone and on a desktop). CLS is a layout
// property, not a timing, once the order in which a page's parts arrive is fixed: here every API
// answer is held back, a step apart from the others, so the page paints its loading state first and
// then each answer in a frame of its own (the slowest order a phone on a stadium's network sees), in
// two orders: as the page asked, and the last asked first. Whatever moves content already on screen
// as an answer lands (a skeleton of the wrong size, a late banner, a column that grows) is counted,
// and the moved elements are named on failure. The server renders each page with its data
// (docs/decisions/0020); here the browser is given the app's plain shell instead, so every answer of
// the page arrives this way, as on a page opened from the menu.
//
// One test per page loads it four times (two devices, two orders): they were four tests
// (docs/testing.md), each signing in again.
import type { Browser, Page } from '@playwright/test';
import { describeShifts, installVitals, readVitals } from '../../bench/vitals';
import { expect, hydrationWarnings, login, test } from './fixtures';
import { open, SITE_PAGES, type SitePage } from './site-pages';

test.use({ sharedServer: true });
test.describe.configure({ mode: 'parallel' });

/** The goal: a layout shift (CLS) under 0.05 on every page. */
const CLS_GOAL = 0.05;
/** The delay between two API answers: long enough for a frame between them on a busy machine. */
const STEP_MS = 150;
/** The delay of the n-th API request (1-based) of a page that asks `total`, in steps. */
const ORDERS = [
  { name: 'in the order asked', steps: (n: number) => n },
  // The page's request count is learnt by the first order's load; a request beyond it waits a step.
  { name: 'last asked first', steps: (n: number, total: number) => Math.max(1, total + 1 - n) },
];

const DEVICES = [
  {
    name: 'a phone (375 px)',
    options: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  },
  { name: 'a desktop (1280 px)', options: { viewport: { width: 1280, height: 800 } } },
];

/** Serves every page as the app's plain shell (the offline page), which the browser renders itself. */
async function withoutPageData(page: Page): Promise<void> {
  // Only what can be a page passes through here (not the assets, nor the API, held below).
  const mayBePage = (url: URL) => !url.pathname.startsWith('/assets/') && !url.pathname.startsWith('/api/');
  await page.route(mayBePage, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const shell = await route.fetch({ url: new URL('/index.html', route.request().url()).href });
    await route.fulfill({ response: shell });
  });
}

/** The page's CLS as its API answers arrive in `order`, with the shifts described. */
async function shiftAsDataArrives(
  page: Page,
  sitePage: SitePage,
  order: (typeof ORDERS)[number],
  total: number,
): Promise<{ cls: number; shifts: string; asked: number }> {
  await installVitals(page);
  await withoutPageData(page);
  let step = 0;
  let pending = 0;
  await page.route('**/api/**', async (route) => {
    step += 1;
    pending += 1;
    try {
      await new Promise((resolve) => setTimeout(resolve, order.steps(step, total) * STEP_MS));
      await route.continue();
    } finally {
      pending -= 1;
    }
  });
  await open(page, sitePage, { signedIn: true, pause: false });
  // Late parts (cards below the fold, lazy chunks) may still move things: wait until every held
  // answer is out, then a quiet moment for the last to render.
  await expect.poll(() => pending, { timeout: 30_000, intervals: [50] }).toBe(0);
  await page.waitForTimeout(3 * STEP_MS);
  const vitals = await readVitals(page);
  return { cls: vitals.cls, shifts: describeShifts(vitals.shifts), asked: step };
}

async function onDevice(
  browser: Browser,
  baseURL: string,
  device: (typeof DEVICES)[number],
  run: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ ...device.options, baseURL });
  try {
    const page = await context.newPage();
    const warnings = hydrationWarnings(page);
    await run(page);
    expect(warnings, 'hydration warnings').toEqual([]);
  } finally {
    await context.close();
  }
}

for (const sitePage of SITE_PAGES) {
  test(`${sitePage.name} (${sitePage.path}) shifts less than ${CLS_GOAL} as its data arrives, on a phone and a desktop, in either order`, async ({
    browser,
    baseURL,
  }) => {
    // One load at a time: loads side by side compete for the CPU, answers then share frames, and
    // shifts went unseen (tried: 10 of 92 loads measured less).
    for (const device of DEVICES) {
      let asked = 0;
      for (const order of ORDERS) {
        await onDevice(browser, baseURL!, device, async (page) => {
          if (sitePage.as) await login(page, sitePage.as);
          const result = await shiftAsDataArrives(page, sitePage, order, asked);
          asked = Math.max(asked, result.asked);
          expect(result.cls, `on ${device.name}, ${order.name}: ${result.shifts}`).toBeLessThan(CLS_GOAL);
        });
      }
    }
  });
}
