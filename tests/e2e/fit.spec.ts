// Every page fits the screen (issue 34), from a small phone to a desktop: the document never scrolls
// sideways, and nothing sticks out past the screen's edge outside a box that scrolls it on purpose (a
// wide table, the draft board). Such an element is cut off where the page hides overflow, which the
// document's width alone does not show: a one-column grid of cards 576 px wide on a 375 px phone did.
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { open, SITE_PAGES } from './site-pages';

// Reads only: the worker's shared server.
test.use({ sharedServer: true });

const WIDTHS = [320, 375, 768, 1440];

/** What sticks out past the screen's right edge, outside any box that scrolls or clips it itself. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clippedBy = (element: Element): boolean => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && !clippedBy(element);
    });
    const named = wide
      .slice(0, 3)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${String(element.getAttribute('class')).slice(0, 60)}"> to ${Math.round(element.getBoundingClientRect().right)} px`,
      );
    if (document.documentElement.scrollWidth > width)
      named.unshift(`the document is ${document.documentElement.scrollWidth} px wide`);
    return named;
  });
}

for (const width of WIDTHS) {
  test(`every page fits a ${width} px screen`, async ({ browser, baseURL }) => {
    const problems: string[] = [];
    // One sign-in per visitor kind; each page as its visitor sees it.
    for (const as of ['member', 'owner', null] as const) {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
      try {
        const page = await context.newPage();
        if (as) await login(page, as);
        for (const sitePage of SITE_PAGES.filter((p) => p.as === as)) {
          await open(page, sitePage, { signedIn: true, pause: false });
          for (const problem of await overflowing(page)) problems.push(`${sitePage.path}: ${problem}`);
        }
      } finally {
        await context.close();
      }
    }
    expect(problems).toEqual([]);
  });
}

/**
 * Each wide table's key columns, which a phone shows without scrolling sideways: the team (its column
 * stays put as the rest scrolls) and the figures a member opens the table for. By the table's region
 * name (a RegExp where it carries the season) and the columns' headers.
 */
const KEY_COLUMNS: ReadonlyArray<{ page: string; table: string | RegExp; columns: string[] }> = [
  { page: 'playoffs', table: 'Playoff odds by team', columns: ['Team', 'Playoffs', 'Bye'] },
  { page: 'playoffs', table: 'Seed odds', columns: ['Team', '1', '2', '3', '4', '5', '6'] },
  { page: 'power-rankings', table: 'Power rankings', columns: ['Team', 'Power', 'Record'] },
  {
    page: 'history',
    table: /^(Final Standings|Standings So Far) \d{4}$/,
    columns: ['# Team', 'Record', 'PF'],
  },
  { page: 'history', table: 'Current League Members', columns: ['Member', 'Record', 'Titles'] },
  { page: 'manager', table: 'Seasons', columns: ['Season', 'Record', 'Finish'] },
  { page: 'manager', table: 'Head to head', columns: ['Opponent', 'Regular season', 'Playoffs'] },
];

test('every wide table shows its key columns on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page, 'member');
  const outside: string[] = [];
  for (const name of new Set(KEY_COLUMNS.map((table) => table.page))) {
    await open(
      page,
      SITE_PAGES.find((p) => p.name === name)!,
      { signedIn: true, pause: false },
    );
    for (const { table, columns } of KEY_COLUMNS.filter((t) => t.page === name)) {
      const region = page.getByRole('region', { name: table, exact: true }).first();
      await region.scrollIntoViewIfNeeded();
      for (const column of columns) {
        const header = region.getByRole('columnheader', { name: column, exact: true }).first();
        const box = await header.boundingBox();
        if (!box || box.x < 0 || box.x + box.width > 375 + 0.5) {
          outside.push(
            `${name}: ${String(table)}: "${column}" ${box ? `at ${Math.round(box.x)}-${Math.round(box.x + box.width)} px` : 'not shown'}`,
          );
        }
      }
    }
  }
  expect(outside).toEqual([]);
});

test('the dashboard standings show every team name whole, on a phone and beside the matchups on a desktop', async ({
  page,
}) => {
  await login(page, 'member');
  const cut: string[] = [];
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await open(
      page,
      SITE_PAGES.find((p) => p.name === 'dashboard')!,
      { signedIn: true, pause: false },
    );
    const names = page.getByTestId('standing-row').locator('p.line-clamp-2');
    await expect(names).toHaveCount(12);
    // A name cut short is clipped by its two-line clamp: its content is taller than its box.
    for (const clipped of await names.evaluateAll((elements) =>
      elements.filter((e) => e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent ?? ''),
    )) {
      cut.push(`${width} px: ${clipped}`);
    }
  }
  expect(cut).toEqual([]);
});
