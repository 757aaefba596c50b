// The almanac on the demo league: odds in the standings and the playoff picture, manager pages opened
// from team names, the head-to-head matrix on a phone, records linked to their games, and the trade
// history's filters.
import type { Locator, Page } from '@playwright/test';
import type { PlayoffOddsResponse, TradesResponse } from '../../common/almanac';
import { demoAccount, demoAccounts, expect, hydrated, leagueApi, login, test } from './fixtures';

// Reads only: the worker's shared server (tests/e2e/fixtures.ts).
test.use({ sharedServer: true });

test('the standings show every team playoff odds, clinched 100% and eliminated 0%, with details on tap', async ({
  page,
}) => {
  await login(page, 'member');
  await page.goto('/');
  const rows = page.getByTestId('standing-row');
  await expect(rows).toHaveCount(12);
  await expect(page.getByTestId('standing-odds')).toHaveCount(12);
  const odds = await leagueApi<PlayoffOddsResponse>(page, '/playoff-odds');
  for (const team of odds.teams) {
    const cell = page
      .locator(`[data-testid="standing-row"][data-roster-id="${team.rosterId}"]`)
      .getByTestId('standing-odds');
    if (team.playoffStatus === 'clinched') await expect(cell).toContainText('100%');
    if (team.playoffStatus === 'eliminated') await expect(cell).toContainText('0%');
    // A team still fighting is never shown as certain.
    if (team.playoffStatus === 'fighting')
      expect(await cell.locator('span').first().innerText()).not.toMatch(/^(100|0)%$/);
  }

  // Tap a fighting team: its chances and what it needs, and the way to the playoff picture.
  const fighting = odds.teams.find((t) => t.playoffStatus === 'fighting' && t.playoffs > 0.05)!;
  const row = page.locator(`[data-testid="standing-row"][data-roster-id="${fighting.rosterId}"]`);
  await hydrated(page);
  await row.getByTestId('standing-odds').click();
  await expect(row.getByTestId('standing-odds')).toHaveAttribute('aria-expanded', 'true');
  const detail = row.getByTestId('odds-detail');
  await expect(detail).toContainText('Title');
  await expect(detail).toContainText('Expected seed');
  await expect(detail).toContainText(/With a win|Wins out/);
  await detail.getByRole('link', { name: 'Playoff picture' }).click();
  await expect(page).toHaveURL('/playoffs');
  await expect(page.getByRole('heading', { level: 1, name: 'Playoff Picture' })).toBeVisible();
  await expect(page.getByTestId('playoff-odds-row')).toHaveCount(12);
  await expect(page.getByText(`Expected prize money sums to $${odds.moneyOnOffer}`)).toBeVisible();
});

test('a manager page opens from a team name in the standings', async ({ page }) => {
  await login(page, 'member');
  await page.goto('/');
  const brenda = demoAccount('owner');
  const row = page.locator('[data-testid="standing-row"]').filter({ hasText: brenda.teamName });
  await row.getByRole('link', { name: brenda.teamName }).click();
  await expect(page).toHaveURL(`/managers/${brenda.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: brenda.displayName })).toBeVisible();
  await expect(page.getByTestId('career-record')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Finishes by season' })).toBeVisible();
  await expect(page.getByTestId('manager-seasons').getByRole('row')).toHaveCount(5);
  await expect(page.getByTestId('manager-h2h').getByRole('row')).toHaveCount(13);
  await expect(page.getByTestId('rivalries')).toContainText('Most games');
  await expect(page.getByTestId('manager-best-weeks').getByRole('listitem')).toHaveCount(5);

  // From the head-to-head table to a rival's page.
  const rival = page.getByTestId('manager-h2h').getByRole('rowheader').first().getByRole('link');
  const rivalName = (await rival.innerText()).trim();
  await rival.click();
  await expect(page.getByRole('heading', { level: 1, name: rivalName })).toBeVisible();
});

/**
 * `scope` names at least one team or manager, and every name in it links to that manager's page
 * (ManagerLink). With `current`, each link reads the manager's team name of this season (or their
 * own name), so a link cannot point at the wrong manager.
 */
async function expectManagerLinks(scope: Locator, what: string, current: boolean): Promise<void> {
  const links = scope.locator('a[href^="/managers/"]');
  await expect(links.first(), `${what} links a manager`).toBeVisible();
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href'))!;
    const userId = /^\/managers\/(\d+)$/.exec(href)?.[1];
    expect(userId, `${what}: ${href}`).toBeDefined();
    if (!current) continue;
    const account = demoAccounts().find((a) => a.userId === userId);
    // The link's text as written (innerText reads nothing in a card not yet laid out: render-when-near).
    expect([account?.teamName, account?.displayName], `${what}: ${href}`).toContain(
      ((await link.textContent()) ?? '').trim(),
    );
  }
}

test('every page that names a team links it to its manager', async ({ page }) => {
  await login(page, 'member');
  await page.goto('/');
  await hydrated(page);
  await expectManagerLinks(page.getByTestId('standing-row').first(), 'standings', true);
  await expectManagerLinks(page.getByTestId('matchup-pair').first(), 'matchup card', true);
  await expectManagerLinks(page.getByTestId('transaction-row').first(), 'activity', true);
  await expectManagerLinks(page.getByRole('region', { name: 'Custom Payout Tracker' }), 'payouts', true);
  // The roster dialog: its team names open the manager page (and the dialog goes with the dashboard).
  await page.getByTestId('matchup-pair').first().getByRole('button', { name: 'View Rosters' }).click();
  const column = page.getByRole('dialog').getByTestId('roster-column').first();
  await expectManagerLinks(column, 'roster dialog', true);
  await column.locator('a[href^="/managers/"]').first().click();
  await expect(page).toHaveURL(/\/managers\/\d+$/);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('career-record')).toBeVisible();

  const pages: [string, (p: Page) => Locator, boolean][] = [
    ['/history', (p) => p.getByTestId('champion-2024'), false],
    ['/history', (p) => p.getByTestId('career-row').first(), false],
    ['/history', (p) => p.getByTestId('championship-leaders'), false],
    ['/draft-board', (p) => p.getByRole('table').locator('thead'), false],
    ['/pre-draft', (p) => p.getByRole('list', { name: 'Team status' }), true],
    ['/playoffs', (p) => p.getByTestId('playoff-odds-row').first(), true],
    ['/power-rankings', (p) => p.getByTestId('power-row').first(), true],
    ['/records', (p) => p.getByTestId('records-highest').first(), false],
    ['/trades', (p) => p.getByTestId('trade-card').first(), false],
    ['/games/2024/1', (p) => p.getByTestId('week-game').first(), false],
    // 2023 week 6: two teams without an opponent, shown as byes beside the five games.
    ['/games/2023/6', (p) => p.getByTestId('week-byes'), false],
  ];
  for (const [path, scope, current] of pages) {
    if (page.url() !== new URL(path, page.url()).href) await page.goto(path);
    await expectManagerLinks(scope(page), path, current);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the head-to-head matrix scrolls inside its own box without widening the page', async ({ page }) => {
    await login(page, 'member');
    await page.goto('/history');
    const box = page.getByTestId('h2h-matrix-box').first();
    await box.scrollIntoViewIfNeeded();
    await expect(box.getByRole('table')).toBeVisible();
    // 13 managers (a past member included): every row and column.
    await expect(box.getByRole('rowheader')).toHaveCount(13);
    const sizes = await box.evaluate((el) => ({
      boxRight: el.getBoundingClientRect().right,
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      pageWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(sizes.pageWidth).toBeLessThanOrEqual(sizes.viewport);
    expect(sizes.boxRight).toBeLessThanOrEqual(sizes.viewport);
    expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);
    // It scrolls: the last column comes into view inside the box.
    await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The playoffs matrix is one tap away.
    await page.getByRole('tab', { name: 'Playoffs' }).click();
    await expect(page.getByRole('region', { name: 'Head-to-head matrix, playoffs' })).toBeVisible();
  });
});

test('records link to their game, and the trade history filters by season and manager', async ({ page }) => {
  await login(page, 'member');
  await page.goto('/records');
  const highest = page.getByTestId('records-highest').first();
  const link = highest.getByRole('link', { name: /week \d+/ }).first();
  const href = (await link.getAttribute('href'))!;
  const [, season, week, matchup] = /^\/games\/(\d{4})\/(\d+)#matchup-(\d+)$/.exec(href)!;
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `${season} Week ${week}` })).toBeVisible();
  const game = page.locator(`[data-testid="week-game"][data-matchup-id="${matchup}"]`);
  await expect(game).toHaveClass(/ring-2/);
  await expect(game).toBeInViewport();

  await page.goto('/trades');
  await expect(page.getByTestId('trade-card').first()).toBeVisible();
  // The served page shows the pickers before React holds them: a tap then opens nothing.
  await hydrated(page);
  await page.getByLabel('Season').selectOption('2023');
  await expect(page).toHaveURL(/season=2023/);
  await expect(page.getByTestId('trade-card').first()).toContainText('2023');
  for (const text of await page.getByTestId('trade-card').allInnerTexts()) expect(text).toContain('2023');
  // A manager who traded in 2023: only their trades of that season remain.
  const season2023 = await leagueApi<TradesResponse>(page, '/trades?season=2023');
  const trader = season2023.trades[0]!.sides[0]!;
  await page.getByLabel('Manager').selectOption({ label: trader.ownerName });
  await expect(page).toHaveURL(new RegExp(`manager=${trader.ownerId}`));
  const expected = season2023.trades.filter((t) => t.sides.some((side) => side.ownerId === trader.ownerId));
  await expect(page.getByTestId('trade-card')).toHaveCount(expected.length);
  for (const text of await page.getByTestId('trade-card').allInnerTexts())
    expect(text).toContain(trader.ownerName);
});

test('power rankings show the table, the rank chart and the method', async ({ page }) => {
  await login(page, 'member');
  await page.goto('/power-rankings');
  await expect(page.getByTestId('power-row')).toHaveCount(12);
  const chart = page.getByRole('figure', { name: /Power rank by week/ });
  // A chart draws as the reader scrolls near it.
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.getByRole('img', { name: /Power rank by week/ })).toBeVisible();
  await expect(chart.locator('g[data-series]')).toHaveCount(12);
  await expect(page.getByTestId('power-method')).toContainText('All-play');
  // Readouts: the point under the pointer, and with the keyboard, along the weeks.
  const plot = chart.getByRole('group', { name: /use the arrow keys/ });
  await plot.hover();
  await expect(plot.locator('.visx-tooltip')).toContainText(/Week \d+: \d+/);
  await plot.focus();
  await page.keyboard.press('Home');
  await expect(plot.locator('[aria-live]')).toHaveText(/^.+, Week 1: \d+$/);
  await page.keyboard.press('ArrowRight');
  await expect(plot.locator('[aria-live]')).toHaveText(/^.+, Week 2: \d+$/);
});
