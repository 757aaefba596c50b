// The League History page on the demo league (fixtures/demo-league/manifest.json notes: champions
// 2022 roster 2, 2023 roster 9, 2024 roster 8; 2024 a median season; benchwarmerbob a past member).
import type { Page } from '@playwright/test';
import type { HistoryResponse } from '../../common/history';
import { formatMargin, formatPoints } from '../../common/points-format';
import { cutTexts } from './fit-checks';
import { expect, login, test } from './fixtures';

// Reads only: the worker's shared server (tests/e2e/fixtures.ts).
test.use({ sharedServer: true });

async function historyData(page: Page): Promise<HistoryResponse> {
  const info = (await (await page.request.get('/api/app-info')).json()) as { leagueId: string };
  const response = await page.request.get(`/api/league/${info.leagueId}/history`);
  expect(response.status()).toBe(200);
  return (await response.json()) as HistoryResponse;
}

async function openHistory(page: Page) {
  await login(page, 'member');
  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1, name: 'League History' })).toBeVisible();
  await expect(page.getByTestId('history-championships')).toBeVisible({ timeout: 20_000 });
}

test('shows every section with the demo champions, the median note and current and past members', async ({
  page,
}) => {
  await openHistory(page);
  const history = await historyData(page);
  const champions = Object.fromEntries(history.seasons.map((s) => [s.season, s.championTeam]));
  expect([champions['2022']?.rosterId, champions['2023']?.rosterId, champions['2024']?.rosterId]).toEqual([
    2, 9, 8,
  ]);

  await expect(page.getByTestId('tile-total-seasons')).toContainText('4');
  await expect(page.getByTestId('tile-latest-champion')).toContainText(champions['2024']!.teamName);
  // Three managers with one title each share the most: the tile names all three, a tie as a tie.
  const mostTitles = page.getByTestId('tile-most-championships');
  for (const season of ['2022', '2023', '2024'])
    await expect(mostTitles).toContainText(champions[season]!.ownerName);
  await expect(mostTitles).toContainText('1 title each');
  for (const season of ['2022', '2023', '2024']) {
    const row = page.getByTestId(`champion-${season}`);
    await expect(row).toContainText(champions[season]!.teamName);
    await expect(row).toContainText(champions[season]!.ownerName);
  }
  await expect(page.getByTestId('champion-2025')).toContainText('Season in progress');
  // No recap for the season in progress.
  await expect(page.getByTestId('champion-2025').getByRole('button')).toHaveCount(0);

  // Season details: the newest season first; a complete season crowns its champion.
  const details = page.getByTestId('history-season-details');
  await expect(details.getByRole('tab')).toHaveText(['2025', '2024', '2023', '2022']);
  await expect(details.getByTestId('history-standing-champion')).toHaveCount(0);
  // "Final" only for a finished season; the shading is named under the table.
  await expect(details.getByRole('heading', { name: 'Standings So Far' })).toBeVisible();
  await details.getByRole('tab', { name: '2024' }).click();
  await expect(details.getByRole('heading', { name: 'Final Standings' })).toBeVisible();
  await expect(details.getByText('Top 4', { exact: true })).toBeVisible();
  await expect(details.getByTestId('history-standing-champion')).toContainText(champions['2024']!.teamName);
  await expect(details.getByTestId('history-standing-top')).toHaveCount(3);
  await expect(details.getByTestId('season-median-note')).toBeVisible();
  const payouts = details.getByTestId('season-payouts-2024');
  await expect(payouts).toContainText('Championship');
  await expect(payouts).toContainText('Regular Season');
  await expect(payouts).toContainText('Special Awards');
  await expect(payouts).toContainText('Week 1'); // 2024 blowout: week 1 by 89.91
  await expect(payouts).toContainText('89.9');
  await expect(payouts).toContainText('Player arrest tracking');
  await expect(payouts).toContainText('Paid to the member who has a player arrested during the season');
  await expect(details.getByTestId('season-pot-2024')).toHaveText('$300');
  // The points-for bars: every team of 2024, most points first, drawn and in the data table.
  const season2024 = history.seasons.find((s) => s.season === '2024')!;
  const pointsFor = [...season2024.standings].sort((a, b) => b.pointsFor - a.pointsFor);
  const pointsChart = details.getByRole('figure', { name: 'Points For by Team, 2024' });
  // A chart draws as the reader scrolls near it.
  await pointsChart.scrollIntoViewIfNeeded();
  await expect(pointsChart.locator('g[data-bar]')).toHaveCount(pointsFor.length);
  await pointsChart.getByText('Data table').click();
  const bars = pointsChart.getByRole('table').getByRole('row');
  await expect(bars).toHaveCount(pointsFor.length + 1);
  await expect(bars.nth(1).getByRole('rowheader')).toHaveText(pointsFor[0]!.teamName);
  await expect(bars.nth(1)).toContainText(pointsFor[0]!.pointsFor.toFixed(1));

  await expect(page.getByTestId('championship-leaders')).toBeVisible();
  await expect(page.getByTestId('transaction-leaders')).toBeVisible();
  await expect(page.getByTestId('median-note')).toContainText('2024 used median scoring');
  await expect(page.getByTestId('current-members').getByTestId('career-row')).toHaveCount(12);
  await expect(page.getByTestId('past-members')).toContainText('Past League Members');
  await expect(page.getByTestId('past-members').getByTestId('career-row')).toHaveCount(
    history.careers.past.length,
  );
  expect(history.careers.past.some((c) => c.ownerId === '222435893470860683')).toBe(true);
  await expect(page.getByTestId('history-season-records')).toContainText('Most Waiver Moves');
  // The finishes chart: a line per member, a data table row per completed season.
  const finishes = page.getByRole('figure', { name: 'Finishes Over the Seasons' });
  await finishes.scrollIntoViewIfNeeded();
  await expect(finishes.getByRole('img', { name: 'Finishes Over the Seasons' })).toBeVisible();
  await finishes.getByText('Data table').click();
  const finishRows = finishes.getByRole('table').getByRole('row');
  await expect(finishRows.getByRole('rowheader')).toHaveText(['2022', '2023', '2024']);
  const champion2024 = champions['2024']!;
  const owners = await finishes.getByRole('columnheader').allTextContents();
  const column = owners.indexOf(champion2024.ownerName);
  expect(column).toBeGreaterThan(0);
  await expect(finishRows.last().locator('th, td').nth(column)).toHaveText('1');
});

test('the totals say why points for exceed points against, in plain words, and the matrix fits its card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHistory(page);
  const history = await historyData(page);
  // The demo's 2023 week 6 gave two teams no opponent: their points count for them and against nobody.
  const byes = history.seasons.find((s) => s.season === '2023')!.byes!;
  expect(byes.map((bye) => bye.week)).toEqual([6, 6]);
  const onByes = formatPoints(byes.reduce((sum, bye) => sum + bye.points, 0));
  expect(formatMargin(history.totals.pointsFor, history.totals.pointsAgainst)).toBe(onByes);
  const [first, second] = byes.map((bye) => bye.teamName);
  const statistics = page.getByTestId('history-history-statistics');
  await expect(statistics.getByTestId('bye-note')).toHaveText(
    `Points for include ${onByes} points scored on byes, weeks without an opponent (2023 week 6: ${first} and ${second}): they count for their team and against nobody. A bye is no game, so those teams have a game fewer in their record for each.`,
  );
  await expect(statistics.getByTestId('median-note')).not.toContainText('overrides');
  // Said again where the season's game counts are: its standings.
  const details = page.getByTestId('history-season-details');
  await details.getByRole('tab', { name: '2023' }).click();
  await expect(details.getByTestId('season-bye-note')).toHaveText(
    `No opponent (a bye) in week 6: ${first} and ${second}. Their ${onByes} points count in their PF and in nobody's PA, and a bye is no game: each has one game fewer in its record.`,
  );
  for (const team of [first, second]) {
    const row = details.getByRole('row').filter({ hasText: team! });
    await expect(row.getByRole('cell').first()).toHaveText(/^\d+-\d+$/);
    const [wins, losses] = (await row.getByRole('cell').first().innerText()).split('-').map(Number);
    expect(wins! + losses!, team).toBe(13);
  }
  await details.getByRole('tab', { name: '2024' }).click();
  await expect(details.getByTestId('season-bye-note')).toHaveCount(0);

  // Thirteen managers' columns inside the card at 1440 px, every head whole (upright).
  const matrix = page.getByTestId('h2h-matrix-box');
  await matrix.scrollIntoViewIfNeeded();
  const fit = await matrix.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
  expect(fit.scroll).toBeLessThanOrEqual(fit.client);
  const heads = matrix.getByRole('columnheader');
  await expect(heads).toHaveCount(history.careers.current.length + history.careers.past.length + 1);
  expect(await cutTexts(heads.locator('span'))).toEqual([]);
});

test('the recap toggle shows the season roast and hides it again', async ({ page }) => {
  await openHistory(page);
  const row = page.getByTestId('champion-2023');
  const toggle = row.getByRole('button', { name: /Roast/ });
  await toggle.click();
  const recap = page.getByTestId('season-recap-2023');
  await expect(recap).toBeVisible();
  await expect(recap).not.toHaveText('');
  await expect(row.getByRole('button', { name: /Hide/ })).toHaveAttribute('aria-expanded', 'true');
  await row.getByRole('button', { name: /Hide/ }).click();
  await expect(recap).toHaveCount(0);
});

test('shows the fallback text when the recap fails', async ({ page }) => {
  await page.route('**/season-analysis/**', (route) =>
    route.fulfill({ status: 500, body: '{"message":"boom"}' }),
  );
  await openHistory(page);
  await page.getByTestId('champion-2022').getByRole('button', { name: /Roast/ }).click();
  await expect(page.getByTestId('season-recap-2022')).toContainText(
    'Even I have nothing to say about this disaster of a season.',
  );
});

test('shows "Transaction data unavailable" when the stats fail', async ({ page }) => {
  // Opened from the menu: the page asks the API itself (a page the server renders carries the stats).
  await login(page, 'member');
  await page.goto('/dashboard');
  await page.route('**/transaction-stats', (route) =>
    route.fulfill({ status: 500, body: '{"message":"down"}' }),
  );
  await page.getByRole('navigation').getByRole('link', { name: 'History' }).first().click();
  await expect(page.getByTestId('transaction-leaders-unavailable')).toContainText(
    'Transaction data unavailable',
  );
});

test('the dashboard payout tracker shows the season places, leaders, blowout and BUSTED rollover', async ({
  page,
}) => {
  await login(page, 'member');
  await page.goto('/dashboard');
  const tracker = page.getByRole('region', { name: 'Custom Payout Tracker' });
  await expect(tracker).toBeVisible({ timeout: 20_000 });
  // 2025 defaults: 120/60/30, 20 + 10, blowout 20, BUSTED 40 + 2024's unclaimed 40 = 80 -> pool 340.
  await expect(tracker).toContainText('Pool $340');
  await expect(tracker).toContainText('1st $120: TBD');
  await expect(tracker).toContainText('Locked after Week 17');
  await expect(tracker).toContainText('Rollover: 2 years clean');
  // A member who never heard of the award reads what it is.
  await expect(tracker).toContainText('Paid to the member who has a player arrested during the season');
  await expect(tracker).not.toContainText('Calculating...');
});
