// The offline demo as a newcomer finds it (issue 12): live scoring on (the default), the demo plays its
// live Sunday as soon as someone watches, so week 14's scores move on the open dashboard.
import { expect, login, test } from './fixtures';

// The week is read every 2 s (30 s by default: LIVE_POLL_SECONDS), so a moved score shows within seconds.
test.use({ serverEnv: { LIVE_SCORING: 'auto', LIVE_POLL_SECONDS: '2' } });

test("the demo's week 14 is live and its scores move without a reload", async ({ page }) => {
  await login(page, 'member');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Week 14 Matchups' })).toBeVisible();
  await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-status', 'live');
  await expect(page.getByTestId('live-detail')).toHaveText(/updated \d+s ago/);
  const before = (await page.getByTestId('team-points').allInnerTexts()).join(' ');
  // The late games have begun: within the next reads some score has moved.
  await expect
    .poll(async () => (await page.getByTestId('team-points').allInnerTexts()).join(' '), { timeout: 20_000 })
    .not.toBe(before);
  // Transactions read as recent: the newest is less than two days old.
  const newest = page
    .getByRole('list', { name: 'Recent League Activity' })
    .getByTestId('transaction-row')
    .first();
  await expect(newest).toContainText(/(\d+ hours? ago|1 day ago|Less than 1 hour ago)/);
});
