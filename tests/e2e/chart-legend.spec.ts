// A chart's legend by touch: on a phone, a tap on a team in the legend picks its line (the others
// muted), a second tap puts it back; a touch once fired the hover and the click together, picking
// the line and dropping it again in one tap.
import { expect, hydrated, login, test } from './fixtures';

test.use({ sharedServer: true, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('a tap on a legend entry picks its line and a second tap puts it back, on a touch screen', async ({
  page,
}) => {
  await login(page, 'member');
  await page.goto('/power-rankings');
  await hydrated(page);
  const legend = page.getByRole('list', { name: /Power rank by week.*: series/ });
  await legend.scrollIntoViewIfNeeded();
  // A team other than the member's own, whose line stands out until another is picked.
  const entry = legend.getByRole('button').filter({ hasNotText: '(you)' }).nth(1);
  const plot = page.locator('svg g[data-series]');
  await expect(plot.first()).toBeAttached();
  const full = () => page.locator('svg g[data-series][opacity="1"]');
  await expect(full()).toHaveCount(1);
  const own = await full().getAttribute('data-series');

  await entry.tap();
  await expect(entry).toHaveAttribute('aria-pressed', 'true');
  // The picked line in full, every other muted (the member's own too).
  await expect(full()).toHaveCount(1);
  await expect(full()).not.toHaveAttribute('data-series', own!);

  await entry.tap();
  await expect(entry).toHaveAttribute('aria-pressed', 'false');
  await expect(full()).toHaveAttribute('data-series', own!);
});
