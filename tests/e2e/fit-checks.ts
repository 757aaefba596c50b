// What "fits the screen" means, checked on every page at four widths by the page visit of
// tests/e2e/a11y.spec.ts: the document never scrolls sideways, and nothing sticks out past the screen's
// edge outside a box that scrolls it on purpose (a wide table, the draft board). Such an element is cut
// off where the page hides overflow, which the document's width alone does not show: a one-column grid
// of cards 576 px wide on a 375 px phone did. On a phone, each wide table's key columns are in view,
// and the dashboard's standings show every team name whole at both ends.
import type { Locator, Page } from '@playwright/test';
import { demoAccounts, expect } from './fixtures';

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
    columns: ['# Team', 'Record', 'PF', 'PA'],
  },
  { page: 'history', table: 'Current League Members', columns: ['Member', 'Record', 'Titles'] },
  { page: 'manager', table: 'Seasons', columns: ['Season', 'Record', 'Finish', 'PF'] },
  { page: 'manager', table: 'Head to head', columns: ['Opponent', 'Regular season', 'Playoffs'] },
];

/**
 * The key columns of the page's wide tables (by page name) not whole in view on a 375 px phone: inside
 * the table's frame as it opens (a column half past the frame's edge read as cut, "15…").
 */
export async function keyColumnsOutside(page: Page, pageName: string): Promise<string[]> {
  const outside: string[] = [];
  for (const { table, columns } of KEY_COLUMNS.filter((t) => t.page === pageName)) {
    const region = page.getByRole('region', { name: table, exact: true }).first();
    await region.scrollIntoViewIfNeeded();
    const frame = await region.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return {
        left: box.left + element.clientLeft,
        right: box.left + element.clientLeft + element.clientWidth,
      };
    });
    for (const column of columns) {
      const header = region.getByRole('columnheader', { name: column, exact: true }).first();
      const box = await header.boundingBox();
      if (!box || box.x < frame.left - 0.5 || box.x + box.width > frame.right + 0.5) {
        outside.push(
          `${String(table)}: "${column}" ${box ? `at ${Math.round(box.x)}-${Math.round(box.x + box.width)} px` : 'not shown'}`,
        );
      }
    }
  }
  return outside;
}

/** The dashboard's standings team names cut short (content wider or taller than the box). */
export async function standingsNamesCut(page: Page): Promise<string[]> {
  const names = page.getByTestId('standing-row').getByTestId('standing-name');
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

/**
 * The team, member and league names shown cut at the page's current width: an ellipsis, a line clamp or a box
 * hiding its overflow leaves part of the name unseen (as "Brenda's Blitz B…" and "BigPlay…" once were). A
 * name in a box that scrolls (a wide table, the draft board) is not cut: scrolling that box shows it. Text
 * hidden for screen readers only is left out. Each as 'name in <tag class>'.
 */
export function namesCut(page: Page, names: readonly string[]): Promise<string[]> {
  return page.evaluate((names) => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const name of names) {
        const at = text.indexOf(name);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + name.length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
        if (rects.length === 0) continue; // not displayed
        for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          // For screen readers only (a 1 px box clipped away): nobody sees it cut.
          if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '')) break;
          if (/auto|scroll/.test(`${style.overflowX} ${style.overflowY}`)) break;
          // Each direction the box hides its overflow in (a page may clip sideways only).
          const acrossHidden = /hidden|clip/.test(style.overflowX);
          const downHidden = /hidden|clip/.test(style.overflowY);
          if (!acrossHidden && !downHidden) continue;
          const outer = box.getBoundingClientRect();
          if (outer.width <= 2 || outer.height <= 2) break;
          const left = outer.left + box.clientLeft;
          const top = outer.top + box.clientTop;
          const outside = rects.some(
            (rect) =>
              (acrossHidden && (rect.left < left - 1 || rect.right > left + box.clientWidth + 1)) ||
              (downHidden && (rect.top < top - 1 || rect.bottom > top + box.clientHeight + 1)),
          );
          if (outside) {
            cut.push(
              `${name} in <${box.tagName.toLowerCase()} class="${String(box.getAttribute('class')).slice(0, 50)}">`,
            );
            break;
          }
        }
      }
    }
    return cut;
  }, names);
}

/** The widths at which every name must be whole (a small phone, a phone, a desktop). */
export const NAME_WIDTHS: readonly number[] = [320, 375, 1440];

/**
 * Every team, member and league name the page's visitor may be shown: the demo's accounts (usernames
 * too), and, signed in, every season's teams and managers (past members included) and the league's.
 */
export async function leagueNames(page: Page): Promise<string[]> {
  const names = new Set(demoAccounts().flatMap((a) => [a.teamName, a.displayName, a.username]));
  const { leagueId } = (await (await page.request.get('/api/app-info')).json()) as { leagueId: string };
  const history = await page.request.get(`/api/league/${leagueId}/history`);
  if (history.ok()) {
    const { seasons } = (await history.json()) as {
      seasons: { standings: { teamName: string; ownerName: string }[] }[];
    };
    for (const row of seasons.flatMap((season) => season.standings))
      names.add(row.teamName).add(row.ownerName);
  }
  const league = await page.request.get(`/api/league/${leagueId}`);
  if (league.ok()) names.add(((await league.json()) as { name: string }).name);
  return [...names];
}
