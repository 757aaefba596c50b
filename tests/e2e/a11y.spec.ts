// Accessibility of every page (issue 8): axe-core finds no serious or critical violation (each admin
// tab included), at a phone and a desktop width; and every page can be walked by keyboard: Tab reaches
// the page's controls, each focused element is visible, and focus never gets stuck. The page the
// server sends passes axe before any script runs.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { open, SITE_PAGES, SKELETON } from './site-pages';

const BLOCKING = new Set(['serious', 'critical']);

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const sitePage of SITE_PAGES) {
      test(`${sitePage.name} (${sitePage.path}) has no serious or critical axe violation`, async ({
        page,
      }) => {
        // An axe run over the almanac's larger pages (history's matrix, records) takes tens of seconds
        // of CPU on a busy 2-core machine: a timing, not what this test is about.
        test.slow();
        await open(page, sitePage);
        expect(await blockingViolations(page)).toEqual([]);
      });
    }

    test('every admin tab has no serious or critical axe violation', async ({ page }) => {
      // Six axe runs in one test: on a busy 2-core machine that alone can pass the default minute.
      test.slow();
      await open(
        page,
        SITE_PAGES.find((p) => p.name === 'admin')!,
      );
      const tabs = page.getByRole('tab');
      const count = await tabs.count();
      expect(count).toBeGreaterThan(3);
      for (let i = 0; i < count; i += 1) {
        const tab = tabs.nth(i);
        const name = (await tab.innerText()).trim();
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(page.locator(SKELETON)).toHaveCount(0, { timeout: 30_000 });
        expect({ tab: name, violations: await blockingViolations(page) }).toEqual({
          tab: name,
          violations: [],
        });
      }
    });
  });
}

// Axe (or a reader) may meet a page before it hydrates, or without JavaScript at all: what the server
// sends must pass on its own. The app's scripts are refused so the server's page is all there is.
test.describe('as the server sends it, before any script, at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const sitePage of SITE_PAGES) {
    test(`${sitePage.name} (${sitePage.path}) has no serious or critical axe violation`, async ({ page }) => {
      test.slow();
      if (sitePage.as) await login(page, sitePage.as);
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto(sitePage.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
});

test.describe('by keyboard', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const sitePage of SITE_PAGES.filter((p) => p.name !== 'logout')) {
    test(`${sitePage.name}: Tab walks the page's controls, each visible, without a trap`, async ({
      page,
    }) => {
      await open(page, sitePage);
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
    });
  }
});
