// The menu's install hint: where the browser offers its install prompt, the hint's Install button
// opens it; on an iPhone, the Share, Add to Home Screen steps; shown until installed or closed, then
// never again on that device; nothing where the browser offers neither. Chromium here fires no install
// prompt of its own (no service worker in these tests), so the test hands the page one, as Chrome does
// when the site can be installed.
import type { Page } from '@playwright/test';
import { axeViolations, expect, hydrated, login, test } from './fixtures';

test.use({ sharedServer: true });

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Chrome's install prompt, as the browser hands it to the page; the member's answer is `outcome`. */
function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  return page.evaluate((outcome) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { prompted: number }).prompted =
          ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

async function openDashboard(page: Page): Promise<void> {
  await page.goto('/dashboard');
  await hydrated(page);
}

test('on a desktop the hint opens the browser’s install prompt, and is gone once installed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, 'member');
  await openDashboard(page);
  const sidebar = page.getByRole('complementary');
  // No prompt from the browser, no iPhone: nothing to offer.
  await expect(sidebar.getByTestId('install-hint')).toHaveCount(0);

  await offerInstall(page, 'accepted');
  const hint = sidebar.getByRole('group', { name: 'Install Huddle' });
  await expect(hint).toBeVisible();
  expect(await axeViolations(page, { include: ['[data-testid="install-hint"]'], allRules: true })).toEqual(
    [],
  );
  await hint.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(hint).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);

  // Installed from here: not offered again on this device, even when the browser offers it.
  await openDashboard(page);
  await offerInstall(page, 'accepted');
  await expect(sidebar.getByTestId('install-hint')).toHaveCount(0);
});

test('closed, the hint stays closed on this device, and the focus moves to the menu above it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, 'member');
  await openDashboard(page);
  await offerInstall(page, 'dismissed');
  const close = page.getByRole('button', { name: 'Close the install hint' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('install-hint')).toHaveCount(0);
  // The menu's last entry, the control before the hint.
  await expect(
    page.getByRole('complementary').getByRole('navigation').getByRole('link').last(),
  ).toBeFocused();

  await openDashboard(page);
  await offerInstall(page, 'dismissed');
  await expect(page.getByTestId('install-hint')).toHaveCount(0);
});

test('on an iPhone the menu says to tap Share, then Add to Home Screen, until closed', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    userAgent: IPHONE_SAFARI,
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await login(page, 'member');
    await openDashboard(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    const hint = menu.getByRole('group', { name: 'Add Huddle to your Home Screen' });
    await expect(hint).toContainText("Tap Share in the browser's bar, then Add to Home Screen.");
    expect(await axeViolations(page, { include: ['[role="dialog"]'], allRules: true })).toEqual([]);
    await hint.getByRole('button', { name: 'Close the install hint' }).click();
    await expect(hint).toBeHidden();

    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('navigation')).toBeVisible();
    await expect(menu.getByTestId('install-hint')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
