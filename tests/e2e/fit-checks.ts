// What "fits the screen" means (issue 34), checked on every page at four widths by the page visit of
// tests/e2e/a11y.spec.ts: the document never scrolls sideways, and nothing sticks out past the
// screen's edge outside a box that scrolls it on purpose (a wide table, the draft board). Such an
// element is cut off where the page hides overflow, which the document's width alone does not show: a
// one-column grid of cards 576 px wide on a 375 px phone did. On a phone, each wide table's key columns
// are in view, and the dashboard's standings show every team name whole at both ends.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The widths every page must fit: a small phone, a phone, a tablet, a desktop. */
export const FIT_WIDTHS = [320, 375, 768, 1440] as const;

/** What sticks out past the screen's right edge, outside any box that scrolls or clips it itself. */
export function overflowing(page: Page): Promise<string[]> {
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

/** The key columns of the page's wide tables (by page name) not inside a 375 px phone's screen. */
export async function keyColumnsOutside(page: Page, pageName: string): Promise<string[]> {
  const outside: string[] = [];
  for (const { table, columns } of KEY_COLUMNS.filter((t) => t.page === pageName)) {
    const region = page.getByRole('region', { name: table, exact: true }).first();
    await region.scrollIntoViewIfNeeded();
    for (const column of columns) {
      const header = region.getByRole('columnheader', { name: column, exact: true }).first();
      const box = await header.boundingBox();
      if (!box || box.x < 0 || box.x + box.width > 375 + 0.5) {
        outside.push(
          `${String(table)}: "${column}" ${box ? `at ${Math.round(box.x)}-${Math.round(box.x + box.width)} px` : 'not shown'}`,
        );
      }
    }
  }
  return outside;
}

/** The dashboard's standings team names cut short by their two-line clamp (content taller than the box). */
export async function standingsNamesCut(page: Page): Promise<string[]> {
  const names = page.getByTestId('standing-row').locator('p.line-clamp-2');
  await expect(names).toHaveCount(12);
  return names.evaluateAll((elements) =>
    elements.filter((e) => e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent ?? ''),
  );
}

/**
 * The texts of the matched elements shown cut: wider than their box (an ellipsis, or a word sticking
 * out) or taller than it (a line clamp that hid a line).
 */
export function cutTexts(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((all) =>
    all
      .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1)
      .map((e) => e.textContent ?? ''),
  );
}
