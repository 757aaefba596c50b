// Every page of the app, one visit each. As the server sends it, before any script, at 375 px: axe-core
// (every rule, WCAG and best practice; colour contrast on the live page) finds no violation of any impact,
// moderate ones (heading order, unique landmarks) included (a reader may meet the page before it hydrates, or
// without JavaScript at all). Then the page as a member opens it on a phone: it arrives whole (no skeleton
// from a warm server, and no answer it came with asked for again), passes axe and fits the screen
// (./fit-checks.ts: its wide tables' key columns in view, every team, member and league name whole, at 320 px
// too); narrowed to 320 px and widened to 768 px it still fits; widened to a desktop's 1440 px it fits (names
// whole) and passes axe again (the admin page with each of its tabs, at both widths); and Tab walks its
// controls, each visible, without a trap.
//
// The viewports were separate tests, each opening the page again (93 tests, 21 more for "arrives
// whole" in shell.spec.ts, and 6 that opened every page again per width in fit.spec.ts); the
// assertions are the same (docs/testing.md). The page's layout follows its width by CSS alone (no
// script reads the screen's size), so a page resized is laid out as one opened at that width.
import type { BrowserContext, Page } from '@playwright/test';
import {
  FIT_WIDTHS,
  keyColumnsOutside,
  leagueNames,
  NAME_WIDTHS,
  namesCut,
  overflowing,
  standingsNamesCut,
} from './fit-checks';
import { axeViolations, expect, login, test } from './fixtures';
import { carriedPaths, open, SITE_PAGES, SKELETON, SKELETON_MARKUP, type SitePage } from './site-pages';

test.use({ sharedServer: true });
// The pages are independent: both workers take them.
test.describe.configure({ mode: 'parallel' });

/** Every rule, every impact: the pages meet all of axe-core, not only its serious findings. */
const EVERY_RULE = { allRules: true, anyImpact: true } as const;

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

/**
 * What the server sends, with the app's scripts refused: the server's page is all there is. A second
 * tab of the test's browser (signed in as the page's visitor, if any), its scripts refused alone.
 */
async function axeBeforeScripts(context: BrowserContext, sitePage: SitePage): Promise<string[]> {
  const page = await context.newPage();
  try {
    await page.setViewportSize(PHONE);
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(sitePage.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Every rule but colour contrast: the markup is the one the live page hydrates (a difference
    // fails the suite as a hydration warning) under the same styles, and its contrast, the costliest
    // rule (two thirds of a run), is judged on the live page at both widths below.
    return await axeViolations(page, { ...EVERY_RULE, skipContrast: true });
  } finally {
    await page.close();
  }
}

/**
 * A page the server renders for a member comes with its data: what a page's loader does not start
 * the server renders as a skeleton, filled only after the scripts have run (a request more, and
 * nothing for a reader without JavaScript); an answer the page came with and asked for again is a
 * second wait for the same data.
 */
async function expectNoSkeletonFromWarmServer(page: Page, sitePage: SitePage): Promise<void> {
  // Warm: the first render of a page may miss its data budget while the server computes.
  await expect
    .poll(
      async () => {
        const html = await (await page.request.get(sitePage.path)).text();
        return SKELETON_MARKUP.test(html.slice(html.indexOf('<body')));
      },
      { timeout: 30_000 },
    )
    .toBe(false);
}

/** Each tab of the admin page in turn, with its content loaded, passes axe. */
async function expectEveryTabClean(page: Page): Promise<void> {
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i += 1) {
    const tab = tabs.nth(i);
    const name = (await tab.innerText()).trim();
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator(SKELETON)).toHaveCount(0, { timeout: 30_000 });
    expect({ tab: name, violations: await axeViolations(page, EVERY_RULE) }).toEqual({
      tab: name,
      violations: [],
    });
  }
}

/** Tab walks the page's controls from the top: each focused element visible, and focus never stuck. */
async function expectKeyboardWalk(page: Page): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return {
        id: `${el.tagName.toLowerCase()}:${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? ''}:${Math.round(box.top + window.scrollY)}:${Math.round(box.left)}`,
        visible: box.width > 0 && box.height > 0 && style.visibility !== 'hidden',
      };
    });
    if (!focused) break; // focus left the page's last control: no trap
    expect(focused.visible, `focused ${focused.id}`).toBe(true);
    if (seen.includes(focused.id)) break; // wrapped around
    seen.push(focused.id);
  }
  expect(seen.length, 'controls reached by Tab').toBeGreaterThan(0);
}

for (const sitePage of SITE_PAGES) {
  test(`${sitePage.name} (${sitePage.path}) passes axe as sent and live at 375 and 1440 px, fits 320 to 1440 px, arrives whole and walks by keyboard`, async ({
    page,
  }) => {
    // Four axe runs (ten on the admin page) over pages of up to 2,000 elements: tens of seconds of a
    // busy 2-core machine's CPU, a timing, not what this test is about.
    test.slow();
    const isAdmin = sitePage.name === 'admin';
    // The logout page carries no member data: it only asks.
    const arrives = sitePage.as !== null && sitePage.name !== 'logout';

    // On a phone, as a member opens it. The page as the server sends it is checked once the server
    // is warm, as the member's is.
    await page.setViewportSize(PHONE);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
    });
    if (sitePage.as) await login(page, sitePage.as);
    if (arrives) await expectNoSkeletonFromWarmServer(page, sitePage);
    expect(await axeBeforeScripts(page.context(), sitePage), 'before any script, at 375 px').toEqual([]);
    await open(page, sitePage, { signedIn: true });
    if (arrives) {
      const carried = await carriedPaths(page);
      expect(carried.length).toBeGreaterThan(0);
      expect(asked.filter((path) => carried.includes(path))).toEqual([]);
    }
    expect(await axeViolations(page, EVERY_RULE), 'at 375 px').toEqual([]);
    const misfits: string[] = [];
    const cutNames: string[] = [];
    const names = await leagueNames(page);
    const checkFit = async (width: number) => {
      for (const problem of await overflowing(page)) misfits.push(`${width} px: ${problem}`);
      if (sitePage.name === 'dashboard' && (width === PHONE.width || width === DESKTOP.width)) {
        for (const name of await standingsNamesCut(page)) cutNames.push(`${width} px: ${name}`);
      }
      if (NAME_WIDTHS.includes(width)) {
        for (const name of await namesCut(page, names)) cutNames.push(`${width} px: ${name}`);
      }
    };
    await checkFit(PHONE.width);
    expect(await keyColumnsOutside(page, sitePage.name), 'key columns at 375 px').toEqual([]);
    for (const width of FIT_WIDTHS.filter((w) => w !== PHONE.width && w !== DESKTOP.width)) {
      await page.setViewportSize({ width, height: PHONE.height });
      await checkFit(width);
    }
    await page.setViewportSize(PHONE);
    if (isAdmin) await expectEveryTabClean(page);

    // On a desktop. The admin page, its tabs clicked, is opened again at its first tab.
    await page.setViewportSize(DESKTOP);
    if (isAdmin) await open(page, sitePage, { signedIn: true });
    await checkFit(DESKTOP.width);
    expect(misfits, 'fits 320, 375, 768 and 1440 px').toEqual([]);
    expect(cutNames, 'team, member and league names cut short').toEqual([]);
    expect(await axeViolations(page, EVERY_RULE), 'at 1440 px').toEqual([]);
    await expectKeyboardWalk(page);
    if (isAdmin) await expectEveryTabClean(page);
  });
}
