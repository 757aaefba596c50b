// The pre-draft overview on the demo league: the deadline card, the three views, the tiles and team
// grid, the 'Make My Keepers' link, and the Admin link that follows isAdmin (docs/product.md D4).
import { cutTexts } from './fit-checks';
import { expect, login, test } from './fixtures';

// Reads only: the worker's shared server (tests/e2e/fixtures.ts).
test.use({ sharedServer: true });

test('a member sees the deadline, the three views and the way to their keepers', async ({ page }) => {
  await login(page, 'member');
  await page.goto('/pre-draft');
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-Draft Overview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keeper Deadline' })).toBeVisible();
  // The demo's deadline (2026-03-01 in the demo's season, moved to the present) is weeks ahead.
  await expect(page.getByTestId('deadline-status')).toHaveText(/^\d+ days? left$/);
  // In week 14 the banner says what is going on, and the deadline is printed once, in its card.
  await expect(page.getByTestId('pre-draft-phase')).toHaveText('Keeper selection open');
  await expect(
    page.getByText('The 2025 season is in progress; keepers chosen now go to the 2026 draft.'),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(/\d{1,2}:\d{2} [AP]M Central/)).toHaveCount(1);
  for (const tile of ['Teams with Keepers', 'Selections Submitted', 'Dues Paid']) {
    await expect(page.getByText(tile, { exact: true })).toBeVisible();
  }
  // How much was collected is the admins' to know: a member is shown no tile that only says so.
  await expect(page.getByText('Total Collected', { exact: true })).toHaveCount(0);
  await expect(page.getByText('0/12').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Team status' }).getByRole('listitem')).toHaveCount(12);
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Keeper Selections' }).click();
  await expect(page.getByText('No keepers selected yet').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Payment Status' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();

  await page.getByRole('link', { name: 'Make My Keepers' }).click();
  await expect(page).toHaveURL(/\/keepers$/);
});

test('the Admin link shows for an admin', async ({ page }) => {
  await login(page, 'owner');
  await page.goto('/pre-draft');
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-Draft Overview' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
  await expect(page.getByText('Total Collected', { exact: true })).toBeVisible();
});

test('fits a 375 px phone without horizontal page scroll, its three views whole at 320 and 375 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, 'member');
  await page.goto('/pre-draft');
  await expect(page.getByTestId('pre-draft-phase')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // Each tab whole inside the strip (the third read "Payn…" at its edge) and its label whole.
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const strip = await page.getByRole('tablist').boundingBox();
    for (const tab of await page.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x, `${width} px`).toBeGreaterThanOrEqual(strip!.x);
      expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(strip!.x + strip!.width + 0.5);
    }
    expect(await cutTexts(page.getByRole('tab')), `${width} px`).toEqual([]);
  }
});
