// The app frame: mobile menu, admin entry by role, Access Denied, lazy page loading, accessibility.
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { CLIENT_DIST_DIR } from '../../server/paths';
import { axeViolations, expect, hydrated, login, test } from './fixtures';
import { carriedPaths } from './site-pages';

// Reads only: the worker's shared server (tests/e2e/fixtures.ts).
test.use({ sharedServer: true });

const reactDomVersion = (createRequire(import.meta.url)('react-dom/package.json') as { version: string })
  .version;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('on a phone (375 x 812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu opens, navigates, and closes on item click', async ({ page }) => {
    await login(page, 'member');
    await page.goto('/dashboard');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    // The desktop sidebar is hidden on small screens: no navigation until the menu opens.
    await expect(mainNav(page)).toBeHidden();

    // The header may re-render once the week label loads: poll the size rather than read it once.
    await expect
      .poll(async () => (await page.getByRole('button', { name: 'Open menu' }).boundingBox())?.height ?? 0, {
        message: 'menu button',
      })
      .toBeGreaterThanOrEqual(44);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    const labels = await menu.getByRole('link').allInnerTexts();
    expect(labels.map((l) => l.trim())).toEqual([
      'Dashboard',
      'Playoff Picture',
      'Bracket',
      'Power Rankings',
      'Recaps',
      'History',
      'Managers',
      'Records',
      'Trades',
      'Moves',
      'Keepers',
      'Draft Board',
      'Pre-Draft',
      'Notifications',
      'Calendar',
      'Announcements',
      'Rules',
      'Logout',
      'Log out everywhere',
    ]);

    // Tap targets are at least 44 px tall.
    for (const link of await menu.getByRole('link').all()) {
      const box = await link.boundingBox();
      expect(box?.height ?? 0, await link.innerText()).toBeGreaterThanOrEqual(44);
    }

    await menu.getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL('/history');
    await expect(menu).toBeHidden();
    await expect(page).toHaveTitle('History · Huddle');

    // The current page is marked in the menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'History' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the header shows the week, Live only while the games are', async ({ page }) => {
    await login(page, 'member');
    const state = (await (await page.request.get('/api/nfl/state')).json()) as {
      week: number;
      seasonType?: string;
    };
    await page.goto('/dashboard');
    await hydrated(page);
    if (state.seasonType === 'off' || state.seasonType === 'pre' || state.week < 1) {
      await expect(page.getByRole('banner').getByText('Offseason')).toBeVisible();
      return;
    }
    // The dashboard follows the live scores: the pill says Live exactly when its matchups card does.
    const pill = page.getByRole('banner').getByText(new RegExp(`^Week ${state.week}`));
    const indicator = page.getByTestId('live-indicator');
    await expect(indicator).not.toContainText('connecting');
    const live = (await indicator.innerText()).includes('Live Scoring');
    await expect(pill).toHaveText(live ? `Week ${state.week} • Live` : `Week ${state.week}`);
  });

  test('no page scrolls sideways', async ({ page }) => {
    for (const path of ['/', '/secure-login']) {
      await page.goto(path);
      await expect(page.getByRole('button').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    await login(page, 'owner');
    for (const path of ['/dashboard', '/admin', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  });

  test('the admin entry is in the owner’s menu only', async ({ page }) => {
    await login(page, 'owner');
    await page.goto('/dashboard');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: /Admin/ }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByText('Access Denied')).toBeHidden();
  });
});

test.describe('on a desktop', () => {
  test('the owner sees the Admin entry with its badge, and the admin pages', async ({ page }) => {
    await login(page, 'owner');
    await page.goto('/dashboard');
    const admin = mainNav(page).getByRole('link', { name: /Admin/ });
    await expect(admin).toBeVisible();
    await expect(admin.getByText('Admin', { exact: true }).last()).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    for (const path of ['/admin', '/admin/users', '/admin/keepers']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expect(page.getByText('Access Denied')).toBeHidden();
      // Sub-pages of /admin keep the Admin entry highlighted.
      await expect(mainNav(page).getByRole('link', { name: /Admin/ })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });

  test('a member sees no Admin entry, and Access Denied on every admin page', async ({ page }) => {
    await login(page, 'member');
    await page.goto('/dashboard');
    await expect(mainNav(page).getByRole('link', { name: 'Keepers' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: /Admin/ })).toHaveCount(0);

    for (const path of ['/admin', '/admin/users', '/admin/keepers']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(page.getByText("You don't have admin privileges to access this page.")).toBeVisible();
    }
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('the browser loads only the code of the page it shows', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/secure-login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(scripts.some((s) => s.includes('SecureLoginPage'))).toBe(true);
    for (const other of [
      'DashboardPage',
      'HistoryPage',
      'KeepersPage',
      'DraftBoardPage',
      'AdminPage',
      'LandingPage',
    ]) {
      expect(
        scripts.filter((s) => s.includes(other)),
        other,
      ).toEqual([]);
    }
  });
});

test('the browser runs React DOM itself: the page loads its renderer, and no Preact is in the build', async ({
  page,
}) => {
  const scripts = new Map<string, string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.set(new URL(response.url()).pathname, await response.text());
    }
  });
  await page.goto('/secure-login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // React DOM names itself to React's developer tools, with its version.
  const renderer = `rendererPackageName:\`react-dom\``;
  const loaded = [...scripts.values()];
  expect(loaded.some((code) => code.includes(renderer) && code.includes(`\`${reactDomVersion}\``))).toBe(
    true,
  );
  const built = readdirSync(path.join(CLIENT_DIST_DIR, 'assets')).filter((file) => file.endsWith('.js'));
  expect(built.length).toBeGreaterThan(0);
  expect(
    built.filter((file) => /preact/i.test(readFileSync(path.join(CLIENT_DIST_DIR, 'assets', file), 'utf8'))),
  ).toEqual([]);
});

test.describe('a page arrives rendered', () => {
  test('the dashboard comes as HTML with its data, and the browser asks for none of it again', async ({
    page,
  }) => {
    await login(page, 'member');
    // A server that has served the page before (its provider cache warm), as every page but the first.
    expect((await page.request.get('/')).status()).toBe(200);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
    });
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('aria-label="Current Standings"');
    await page.goto('/');
    await hydrated(page);
    await expect(
      page.getByRole('list', { name: 'Current Standings' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByText('Odds: playoff chances')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recent League Activity' })).toBeVisible();
    // Hydrated: a tap opens a team's roster.
    await page.getByRole('button', { name: 'View Rosters' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // The answers the page came with (what the server had within its budget: on a busy machine the
    // live week's refresh may miss it, and the page then asks for that one itself) are never asked again.
    const carried = await carriedPaths(page);
    expect(carried.some((path) => path.endsWith('/standings'))).toBe(true);
    expect(asked.filter((path) => carried.includes(path))).toEqual([]);
    // A page opened from the menu asks for its own data.
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Power Rankings' }).first().click();
    await expect(page.getByTestId('power-rankings-table')).toBeVisible();
    expect(asked.some((path) => path.endsWith('/power-rankings'))).toBe(true);
  });
});

test.describe('accessibility (axe-core)', () => {
  // The landing and sign-in pages are checked with every rule in a11y.spec.ts (at 375 and 1440 px);
  // a visitor's missing page is not among its pages (a member's is).
  test('no serious or critical violations on a missing page, for a visitor', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect(await axeViolations(page, { allRules: true })).toEqual([]);
  });

  test('no serious or critical violations in the signed-in frame with the menu open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await login(page, 'owner');
    await page.goto('/dashboard');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeViolations(page, { include: ['[role="dialog"]', 'header'], allRules: true })).toEqual([]);
  });
});
