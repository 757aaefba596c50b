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
    // One sign-in per visitor kind; each page as its visitor sees it (the logout page signs out).
    for (const as of ['member', 'owner', null] as const) {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
      try {
        const page = await context.newPage();
        if (as) await login(page, as);
        for (const sitePage of SITE_PAGES.filter((p) => p.as === as && p.name !== 'logout')) {
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
