// The member's calendar page (/calendar, docs/decisions/0034) in the demo: their feed's address with
// Add to calendar (webcal://) and Copy, the events to come, the way to subscribe, at 375 and 1440 px
// with axe; the address read without a cookie as a calendar app reads it; and a reset after its
// confirmation, after which the old address answers 404.
import type { Page } from '@playwright/test';
import { axeViolations, demoAccount, expect, hydrated, login, test, toasts } from './fixtures';
import { envOnOwnAddress } from './stub-address';

// The feed's address is on PUBLIC_URL: here the server itself, so the test can read it.
test.use({ serverEnv: envOnOwnAddress() });

const address = (page: Page) => page.getByRole('textbox', { name: 'Your calendar address' });

async function openCalendar(page: Page) {
  await login(page, 'member');
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await hydrated(page);
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("a member's address, the next events and the way to subscribe, on a phone and a desktop", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openCalendar(page);
  const url = await address(page).inputValue();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/calendar\/[\w-]{22}\.[\w-]{43}\.ics$/);
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    url.replace('http://', 'webcal://'),
  );
  // The demo's present is week 14's Sunday: the member's game of it comes first, with the opponent.
  const events = page.getByTestId('calendar-events').getByRole('listitem');
  await expect(events.first()).toContainText(`Week 14: ${demoAccount('member').teamName} vs `);
  await expect(events.filter({ hasText: 'Playoffs: Quarterfinals (Week 15)' })).toHaveCount(1);
  await expect(events.filter({ hasText: 'Keeper deadline (2026 draft)' })).toContainText('11:59 PM CT');
  for (const device of ['iPhone', 'Android and Google Calendar']) {
    await expect(page.getByText(device, { exact: true })).toBeVisible();
  }
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 320, height: 700 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(address(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('Copy puts the address on the clipboard', async ({ page }) => {
  // The page's clipboard, recorded: what Copy wrote, without asking the browser for a permission.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: {
        writeText: (text: string) => {
          (window as unknown as { copied: string }).copied = text;
          return Promise.resolve();
        },
      },
    });
  });
  await openCalendar(page);
  await page.getByRole('button', { name: 'Copy address' }).click();
  await expect(toasts(page).getByText('Your calendar address is copied.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(
    await address(page).inputValue(),
  );
});

test('a calendar app reads the address without a cookie; a reset makes the old one answer 404', async ({
  page,
  playwright,
}) => {
  await openCalendar(page);
  const old = await address(page).inputValue();
  // A context of its own: no session cookie, as a phone's calendar app.
  const app = await playwright.request.newContext();
  try {
    const feed = await app.get(old);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await feed.text()).toContain(`SUMMARY:Week 14: ${demoAccount('member').teamName} vs `);

    await page.getByRole('button', { name: 'Reset address' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Calendars subscribed to the old address stop updating.');
    await dialog.getByRole('button', { name: 'Reset address' }).click();
    await expect(toasts(page).getByText('Your calendar has a new address.')).toBeVisible();
    await expect(address(page)).not.toHaveValue(old);
    const fresh = await address(page).inputValue();

    expect((await app.get(old)).status()).toBe(404);
    expect((await app.get(fresh)).status()).toBe(200);
    // The page shows the same new address after a reload.
    await page.reload();
    await expect(address(page)).toHaveValue(fresh);
  } finally {
    await app.dispose();
  }
});
