// Moving between pages (docs/decisions/0020): pages arrive rendered (readable with JavaScript off),
// back and forward restore where the page was left, a filter keeps the reader where they are, focus
// moves to the new page's heading, a tap that waits shows it, and a page that fails does so inside
// the app frame.
import type { Page } from '@playwright/test';
import { expect, hydrated, login, test } from './fixtures';

// Reads only: the worker's shared server (tests/e2e/fixtures.ts).
test.use({ sharedServer: true });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a member reads the standings, the week and the history tables', async ({ page }) => {
    await login(page, 'member');
    // A server that has served the pages before, as every visit but a fresh server's first.
    for (const path of ['/', '/history']) expect((await page.request.get(path)).status()).toBe(200);
    await page.goto('/');
    const standings = page.getByRole('list', { name: 'Current Standings' }).getByRole('listitem');
    await expect(standings).toHaveCount(12);
    await expect(page.getByRole('heading', { name: /Week \d+ Matchups/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View Rosters' }).first()).toBeVisible();
    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1, name: 'League History' })).toBeVisible();
    await expect(page.getByTestId('history-championships').getByRole('listitem')).toHaveCount(4);
    await expect(
      page.getByRole('table', { name: /^(Final Standings|Standings So Far) \d{4}$/ }).getByRole('row'),
    ).toHaveCount(13);
    await expect(page.getByTestId('current-members').getByTestId('career-row')).toHaveCount(12);
  });

  test('links work without it: the menu leads from page to page', async ({ page }) => {
    await login(page, 'member');
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Records' }).click();
    await expect(page).toHaveURL(/\/records$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Record Book' })).toBeVisible();
  });
});

test('back and forward return to where the page was left; a new page starts at its top', async ({ page }) => {
  await login(page, 'member');
  await page.goto('/history');
  await expect(page.getByTestId('history-championships')).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const left = await page.evaluate(() => window.scrollY);
  await mainNav(page).getByRole('link', { name: 'Records' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Record Book' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByTestId('history-championships')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});

test('a change of the query string alone keeps the reader where they are', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await login(page, 'member');
  await page.goto('/');
  await hydrated(page);
  const previous = page.getByRole('button', { name: 'Previous week' });
  // The week picker sits near the top of a phone's dashboard: read on a little past the banner.
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await expect(previous).toBeInViewport();
  const before = await page.evaluate(() => window.scrollY);
  await previous.click();
  await expect(page).toHaveURL(/week=\d+/);
  await expect(page.getByRole('heading', { name: /Week \d+ Matchups/ })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test("after a navigation, focus is on the new page's heading", async ({ page }) => {
  await login(page, 'member');
  await page.goto('/');
  await mainNav(page).getByRole('link', { name: 'Power Rankings' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'Power Rankings' });
  await expect(heading).toBeFocused();
});

test('a tap that waits for its page shows that it is on its way', async ({ page }) => {
  await login(page, 'member');
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Current Standings' })).toBeVisible();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/RecordsPage-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await mainNav(page).getByRole('link', { name: 'Records' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Record Book' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
});

test('a page that cannot load says so inside the app frame, whose menu stays', async ({ page }) => {
  await login(page, 'member');
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Current Standings' })).toBeVisible();
  await page.route('**/assets/TradesPage-*.js', (route) => route.abort());
  await mainNav(page).getByRole('link', { name: 'Trades' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(mainNav(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
});
