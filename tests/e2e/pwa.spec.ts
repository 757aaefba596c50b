// Installable and offline (docs/decisions/0012): Chromium finds nothing missing for an install, and
// once the service worker runs, a reload with the server stopped shows the last standings marked
// with their time. Logging out forgets the member's offline copies; the first page of a new version
// says so.
import { chromium, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnServer, type SpawnedServer } from '../../server/test/spawn-server';
import { demoAccount, expect, login, test, toasts } from './fixtures';

test.use({ serviceWorkers: 'allow' });

const API_CACHE = 'huddle-api';

/** Waits for the worker to be active, then reloads so that it controls the page. */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('Chromium reports no installability errors', async ({ server }, testInfo) => {
  // Chromium never offers an install in an incognito profile (Playwright's contexts are): use a real one.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'huddle-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL: server.url,
  });
  try {
    const page = await context.newPage();
    await login(page, 'member');
    await page.goto('/');
    await expect(page.getByTestId('standing-row').first()).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ short_name: 'Huddle', display: 'standalone', start_url: '/' });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test.describe('with a server of its own, stopped halfway', () => {
  let server: SpawnedServer;
  test.beforeEach(async () => {
    server = await spawnServer({ compiled: true, env: { NODE_ENV: 'production' } });
  });
  test.afterEach(async () => {
    await server.stop();
    server.cleanup();
  });

  test('a reload offline shows the last standings with their time', async ({ page }) => {
    const member = demoAccount('member');
    const response = await page.request.post(`${server.url}/api/auth/login`, {
      data: { sleeperUsername: member.username, pin: member.pin },
    });
    expect(response.status()).toBe(200);
    await page.goto(`${server.url}/`);
    await expect(page.getByTestId('standing-row').first()).toBeVisible();
    await underServiceWorker(page);
    await expect(page.getByTestId('standing-row')).toHaveCount(12);
    const online = await page.getByTestId('standing-row').allTextContents();
    // The page keeps its answers, and the ones embedded in it, once it has loaded.
    await expect
      .poll(() =>
        page.evaluate(
          async (name) => Boolean(await (await caches.open(name)).match('/api/auth/user')),
          API_CACHE,
        ),
      )
      .toBe(true);

    await server.stop();
    await page.reload();

    await expect(page.getByTestId('standing-row')).toHaveCount(12);
    expect(await page.getByTestId('standing-row').allTextContents()).toEqual(online);
    await expect(
      page.getByRole('status').filter({ hasText: /Data as of .+ CT \(You're offline\)/ }),
    ).toBeVisible();
  });
});

test('reloads under the worker leave no connection open: the dashboard keeps loading', async ({ page }) => {
  // The dashboard holds the live scores' event stream open. When API requests went through the
  // worker, each reload left that stream's connection open in the worker: after six (the browser's
  // connections per server) the next page never loaded.
  await login(page, 'member');
  await page.goto('/');
  await expect(page.getByTestId('standing-row').first()).toBeVisible();
  await underServiceWorker(page);
  for (let reload = 1; reload <= 8; reload += 1) {
    await page.reload({ timeout: 10_000 });
    await expect(page.getByTestId('standing-row').first()).toBeVisible({ timeout: 10_000 });
  }
});

test('logging out forgets the offline copies of the member', async ({ page }) => {
  await login(page, 'member');
  await page.goto('/');
  await expect(page.getByTestId('standing-row').first()).toBeVisible();
  await underServiceWorker(page);
  await expect(page.getByTestId('standing-row').first()).toBeVisible();
  const memberAnswers = () =>
    page.evaluate(async (name) => {
      const urls = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
      return urls.filter((url) => url === '/api/auth/user' || url.startsWith('/api/league/')).length;
    }, API_CACHE);
  await expect.poll(memberAnswers).toBeGreaterThan(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByText('Logged Out Successfully')).toBeVisible();
  // (A visitor's public answers, such as the demo accounts, may be kept again afterwards.)
  await expect.poll(memberAnswers).toBe(0);
});

test('an admin\'s page leaves no private answer offline, and "Log out everywhere" elsewhere empties the phone at once', async ({
  page,
  browser,
  server,
}) => {
  const owner = demoAccount('owner');
  await login(page, 'owner');
  await page.goto('/');
  await expect(page.getByTestId('standing-row').first()).toBeVisible();
  await underServiceWorker(page);
  // Admin pages, served and opened from the menu: their answers hold PINs and phone numbers.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'SMS Management' })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  const keptUrls = () =>
    page.evaluate(async (name) => {
      const keys = await (await caches.open(name)).keys();
      return keys.map((request) => new URL(request.url).pathname + new URL(request.url).search);
    }, API_CACHE);
  await expect.poll(async () => (await keptUrls()).length).toBeGreaterThan(0);
  const kept = await keptUrls();
  expect(kept.some((url) => url.startsWith('/api/league/'))).toBe(true);
  expect(kept.filter((url) => url.startsWith('/api/admin') || url.endsWith('/admin'))).toEqual([]);

  // The phone is lost: from another device, the owner ends every session.
  const other = await browser.newContext({ baseURL: server.url });
  try {
    const response = await other.request.post('/api/auth/login', {
      data: { sleeperUsername: owner.username, pin: owner.pin },
    });
    expect(response.status()).toBe(200);
    expect((await other.request.post('/api/auth/logout-everywhere')).status()).toBe(200);
  } finally {
    await other.close();
  }
  // The phone's next call answers 401: it goes to sign in, and keeps nothing of the owner's.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Records' }).click();
  await expect(page).toHaveURL(/\/secure-login/);
  await expect.poll(async () => (await keptUrls()).filter((url) => url !== '/api/auth/demo')).toEqual([]);
});

test('the first page of a new version says the app was updated, once', async ({ page }) => {
  await login(page, 'member');
  // This device last ran another build (the entry chunk's name is the build's).
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('huddle-version', '/assets/index-0ld.js');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  await expect(toasts(page).getByText('Huddle was updated')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('standing-row').first()).toBeVisible();
  await expect(toasts(page).getByText('Huddle was updated')).toHaveCount(0);
});
