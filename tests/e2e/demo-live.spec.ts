// The offline demo as a newcomer finds it (issue 12): live scoring on (the default), the demo plays its
// live Sunday as soon as someone watches, so week 14's scores move on the open dashboard.
import { expect, login, test } from './fixtures';

test.use({ serverEnv: { LIVE_SCORING: 'auto' } });

test("the demo's week 14 is live and its scores move without a reload", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'member');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Week 14 Matchups' })).toBeVisible();
  await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-status', 'live');
  await expect(page.getByTestId('live-detail')).toHaveText(/updated \d+s ago/);
  const before = (await page.getByTestId('team-points').allInnerTexts()).join(' ');
  // The late games have begun: within the next read (30 s) some score has moved.
  await expect
    .poll(async () => (await page.getByTestId('team-points').allInnerTexts()).join(' '), { timeout: 45_000 })
    .not.toBe(before);
  // Transactions read as recent: the newest is less than two days old.
  const newest = page
    .getByRole('list', { name: 'Recent League Activity' })
    .getByTestId('transaction-row')
    .first();
  await expect(newest).toContainText(/(\d+ hours? ago|1 day ago|Less than 1 hour ago)/);
});
