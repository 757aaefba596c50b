// The dashboard on the demo league (fixtures/demo-league/manifest.json notes): standings order and
// playoff dots, the week's matchups, the roster dialog, activity, and the 375 px layout.
import type { Page } from '@playwright/test';
import { axeViolations, demoAccounts, expect, hydrated, login, test } from './fixtures';

async function openDashboard(page: Page) {
  await login(page, 'member');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('standing-row')).toHaveCount(12);
}

test('shows the standings in order with the right playoff dots', async ({ page }) => {
  await openDashboard(page);
  const standings = await page.request.get('/api/league/' + (await leagueId(page)) + '/standings');
  const expected = (await standings.json()) as {
    rosterId: number;
    teamName: string;
    playoffStatus: string;
  }[];
  const rows = page.getByTestId('standing-row');
  const ids = await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-roster-id'))));
  expect(ids).toEqual(expected.map((s) => s.rosterId));
  // The unbeaten team leads; manifest: rosters 5, 6, 8, 11 clinched; 10, 2, 4, 9 eliminated.
  expect(ids[0]).toBe(5);
  for (const id of [5, 6, 8, 11]) {
    await expect(page.locator(`[data-roster-id="${id}"]`)).toHaveAttribute('data-playoff-status', 'clinched');
    await expect(
      page.locator(`[data-roster-id="${id}"]`).getByRole('img', { name: 'Playoff Bound' }),
    ).toBeVisible();
  }
  for (const id of [10, 2, 4, 9]) {
    await expect(
      page.locator(`[data-roster-id="${id}"]`).getByRole('img', { name: 'Eliminated' }),
    ).toBeVisible();
  }
  for (const id of [3, 7, 12, 1]) {
    await expect(
      page.locator(`[data-roster-id="${id}"]`).getByRole('img', { name: 'Have a chance' }),
    ).toBeVisible();
  }
  await expect(page.getByTestId('playoff-count-clinched')).toContainText('4');
  await expect(page.getByTestId('playoff-count-eliminated')).toContainText('4');
  await expect(page.getByTestId('playoff-count-fighting')).toContainText('4');
  await expect(page.getByText(expected[0]!.teamName).first()).toBeVisible();
});

async function leagueId(page: Page): Promise<string> {
  const info = await page.request.get('/api/app-info');
  return ((await info.json()) as { leagueId: string }).leagueId;
}

test('an avatar whose image cannot be had shows its initials, never a broken image', async ({ page }) => {
  // The avatars' host is out of reach here, as it is for a phone on a stadium's network.
  await page.route('**/sleepercdn.com/**', (route) => route.abort());
  await login(page, 'member');
  const served = await (await page.goto('/dashboard'))!.text();
  expect(served, 'the server sends initials, no image to break').not.toMatch(/<img[^>]*sleepercdn\.com/);
  await hydrated(page);
  const avatars = page.locator('main img[src*="sleepercdn.com"]');
  await expect.poll(() => avatars.count()).toBeGreaterThan(0);
  // Every image that failed is hidden; the initials beneath it are in view.
  await expect
    .poll(() =>
      avatars.evaluateAll(
        (images) =>
          (images as HTMLImageElement[]).filter(
            (img) => img.complete && img.naturalWidth === 0 && !img.hidden,
          ).length,
      ),
    )
    .toBe(0);
  await expect(page.locator('main [role="img"]').first()).toBeVisible();
});

test('shows the week, its matchups, and the roster dialog with starters and bench', async ({ page }) => {
  await openDashboard(page);
  await expect(page.getByRole('heading', { name: 'Week 14 Matchups' })).toBeVisible();
  // Browser tests run with LIVE_SCORING=off (tests/e2e/fixtures.ts): the indicator says so, with the
  // time of the scores shown (tests/e2e/live.spec.ts covers live scoring).
  await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-status', 'off');
  await expect(page.getByTestId('live-indicator')).toContainText(
    /Live scoring off · data as of \d+:\d{2}:\d{2} [AP]M CT/,
  );
  await expect(page.getByRole('heading', { name: 'Week 14 Summary' })).toBeVisible();
  // Week 14 is in progress (manifest): no game complete yet, an average of the scores so far.
  await expect(page.getByTestId('games-complete')).toHaveText('0/6');
  await expect(page.getByTestId('average-score')).toHaveText(/^\d+\.\d$/);

  const pairs = page.getByTestId('matchup-pair');
  await expect(pairs).toHaveCount(6);
  // Week 14 is being played: a pair's line says who leads, never who won.
  for (const pair of await pairs.all()) await expect(pair).toContainText(/leads by \d+\.\d|Tied at/);
  await expect(pairs.filter({ hasText: /wins by|won by|beat / })).toHaveCount(0);

  await pairs.first().getByRole('button', { name: 'View Rosters' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Week 14 Roster Matchup' })).toBeVisible();
  // The subtitle names the game, the member's own team first as in the columns.
  await expect(dialog.getByText(/^Taco Tuesday Titans vs .+, slot by slot$/)).toBeVisible();
  const columns = dialog.getByTestId('roster-column');
  await expect(columns).toHaveCount(2);
  for (const column of await columns.all()) {
    await expect(column.getByRole('heading', { name: 'Starters' })).toBeVisible();
    await expect(column.getByRole('heading', { name: 'Bench' })).toBeVisible();
    // Ten lineup slots plus at least one bench player.
    expect(await column.getByTestId('roster-player').count()).toBeGreaterThan(10);
  }
  await expect(dialog.getByText('Matchup Roast')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test("browses any week from the card, keeps it in the URL, and shows that week's true lineups", async ({
  page,
}) => {
  await openDashboard(page);
  await page.getByRole('combobox', { name: 'Week' }).selectOption('9');
  await expect(page).toHaveURL(/[?&]week=9\b/);
  await expect(page.getByRole('heading', { name: 'Week 9 Matchups' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Week 9 Summary' })).toBeVisible();
  await expect(page.getByTestId('games-complete')).toHaveText('6/6');
  await expect(page.getByTestId('live-indicator')).toHaveText(/Final/);

  // A shared link opens on that week.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Week 9 Matchups' })).toBeVisible();
  const pair = page.getByTestId('matchup-pair').first();
  const homePoints = await pair.getByTestId('team-points').first().innerText();
  await pair.getByRole('button', { name: 'View Rosters' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Week 9 Roster Matchup' })).toBeVisible();
  const home = dialog.getByTestId('roster-column').first();
  // The manager's own lineup: its starters add up to the score on the card.
  await expect(home.getByTestId('roster-points')).toHaveText(homePoints);
  await expect(home.getByTestId('starters-total')).toHaveText(`${homePoints} pts`);
  await expect(home.getByTestId('left-on-bench')).toHaveText(/^\d+\.\d pts left on the bench$/);
  await dialog.getByRole('button', { name: 'Roast' }).click();
  await expect(dialog.getByRole('button', { name: 'Another roast' })).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/[?&]week=10\b/);
  await expect(page.getByRole('heading', { name: 'Week 10 Matchups' })).toBeVisible();
});

test('a playoff week the bracket has not set says so, on the summary and on its games page', async ({
  page,
}) => {
  await openDashboard(page);
  await page.getByRole('combobox', { name: 'Week' }).selectOption('15');
  await expect(page.getByRole('heading', { name: 'Week 15 Summary' })).toBeVisible();
  // Not "0/0" and "No scores yet": there are no games to count yet.
  await expect(page.getByTestId('games-complete')).toHaveText('Not set yet');
  await expect(page.getByTestId('average-score')).toHaveText('Not played yet');

  await page.goto('/games/2025/15');
  await hydrated(page);
  await expect(page.getByText('A playoff week.', { exact: true })).toBeVisible();
  await expect(page.getByText(/bracket games are marked|No games/)).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: 'The playoff games of week 15 are not set yet' }),
  ).toBeVisible();
  await expect(page.getByText('The bracket sets them once week 14 is final.')).toBeVisible();
  await page.getByRole('link', { name: 'See the bracket as seeded today' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Playoff Bracket' })).toBeVisible();
});

test('View All Matchups shows any week with a week picker', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: 'View All Matchups' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('matchup-pair')).toHaveCount(6);
  await dialog.getByRole('combobox', { name: 'Week' }).selectOption({ label: 'Week 3' });
  await expect(dialog.getByRole('list', { name: 'Week 3 matchups' })).toBeVisible();
  await expect(dialog.getByTestId('matchup-pair')).toHaveCount(6);
  await dialog.getByRole('combobox', { name: 'Week' }).selectOption({ label: 'Week 16' });
  // A playoff week not set yet shows its bracket games as seeded today, never "No matchup data".
  await expect(dialog.getByTestId('playoff-week-note')).toHaveText(
    'Week 16 is round 2 of the playoffs, as seeded today. See the bracket',
  );
  const games = dialog.getByRole('list', { name: 'Week 16 playoff games' }).getByTestId('bracket-game');
  await expect(games).toHaveCount(2);
  await expect(games.first()).toContainText('Winner of game 1');
  await dialog.getByRole('link', { name: 'See the bracket' }).click();
  await expect(page).toHaveURL('/bracket');
  await expect(page.getByRole('heading', { level: 1, name: 'Playoff Bracket' })).toBeVisible();
});

test('shows the recent activity and all of it, filtered and paged', async ({ page }) => {
  await openDashboard(page);
  await expect(page.getByRole('heading', { name: 'Recent League Activity' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Recent League Activity' }).getByTestId('transaction-row');
  await expect(rows).toHaveCount(10);
  await expect(rows.first().getByRole('button', { name: 'Roast' })).toBeVisible();

  await page.getByRole('button', { name: 'View All Activity' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/Page 1 of \d+/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Trades' }).click();
  await expect(dialog.getByTestId('transaction-row').first()).toHaveAttribute('data-type', 'trade');
  const types = await dialog
    .getByTestId('transaction-row')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-type')));
  expect(new Set(types)).toEqual(new Set(['trade']));
  await expect(dialog.getByText(/Trade between /).first()).toBeVisible();
});

test.describe('on a wide screen (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('lays the cards out without horizontal scrolling', async ({ page }, testInfo) => {
    await openDashboard(page);
    await expect(page.getByTestId('matchup-pair')).toHaveCount(6);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Standings sit beside the matchups, not above them.
    const standings = await page.getByRole('heading', { name: 'Current Standings' }).boundingBox();
    const matchups = await page.getByRole('heading', { name: 'Week 14 Matchups' }).boundingBox();
    expect(matchups!.x).toBeGreaterThan(standings!.x + 200);
    await page.screenshot({ path: testInfo.outputPath('dashboard-1440.png'), fullPage: true });
  });
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('nothing overflows horizontally', async ({ page }, testInfo) => {
    await openDashboard(page);
    await expect(page.getByTestId('matchup-pair')).toHaveCount(6);
    await expect(page.getByTestId('transaction-row').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Every button of the matchups and activity cards is a comfortable tap target.
    for (const button of await page.getByTestId('matchup-pair').first().getByRole('button').all()) {
      expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: testInfo.outputPath('dashboard-375.png'), fullPage: true });

    await page.getByTestId('matchup-pair').first().getByRole('button', { name: 'View Rosters' }).click();
    await expect(page.getByRole('dialog').getByTestId('roster-column')).toHaveCount(2);
    const dialogOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(dialogOverflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('roster-dialog-375.png') });
  });
});

test('roasts a matchup, a transaction and both rosters; a stored roast is the activity commentary', async ({
  page,
}) => {
  await openDashboard(page);
  const pair = page.getByTestId('matchup-pair').first();
  await pair.getByRole('button', { name: 'Roast' }).click();
  await expect(pair.getByRole('button', { name: 'Another roast' })).toBeVisible({ timeout: 20_000 });
  await expect(pair.locator('blockquote')).toContainText(/\S{10,}/);

  const row = page
    .getByRole('list', { name: 'Recent League Activity' })
    .getByTestId('transaction-row')
    .first();
  await row.getByRole('button', { name: 'Roast' }).click();
  await expect(row.getByRole('button', { name: 'Another roast' })).toBeVisible({ timeout: 20_000 });
  const roastText = (await row.locator('blockquote p').last().innerText()).replace(/^“|”$/g, '');

  // After a reload the roast is the transaction's stored commentary, in quotes under the product's bot.
  await page.reload();
  await hydrated(page);
  const stored = page
    .getByRole('list', { name: 'Recent League Activity' })
    .getByTestId('transaction-row')
    .first();
  await expect(stored.locator('blockquote')).toContainText('Huddle Bot');
  await expect(stored.locator('blockquote')).toContainText(`“${roastText}”`);
  await expect(stored.getByRole('button', { name: 'Another roast' })).toBeVisible();

  await page.getByTestId('matchup-pair').first().getByRole('button', { name: 'View Rosters' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Roast' }).click();
  await expect(dialog.getByRole('button', { name: 'Another roast' })).toBeVisible({ timeout: 20_000 });
});

test('shows the fallback texts of docs/product.md §8 when a roast fails', async ({ page }) => {
  await page.route('**/matchup-roast', (route) => route.fulfill({ status: 500, body: '{"message":"down"}' }));
  await page.route('**/transaction-roast', (route) => route.abort());
  await openDashboard(page);
  const pair = page.getByTestId('matchup-pair').first();
  await pair.getByRole('button', { name: 'Roast' }).click();
  await expect(pair.locator('blockquote')).toContainText(
    'Failed to generate roast. Even the AI is disgusted.',
  );
  await expect(pair.locator('blockquote')).toContainText('Huddle Bot');
  await expect(pair.getByRole('button', { name: 'Another roast' })).toBeVisible();

  const row = page
    .getByRole('list', { name: 'Recent League Activity' })
    .getByTestId('transaction-row')
    .first();
  await row.getByRole('button', { name: 'Roast' }).click();
  await expect(row.locator('blockquote')).toContainText('The AI crashed trying to process this transaction.');
  await expect(row.locator('blockquote')).toContainText('Error Bot');
  await expect(row.getByRole('button', { name: 'Another roast' })).toBeVisible();
});

// The dashboard itself is checked with every axe rule in a11y.spec.ts (at 375 and 1440 px); here the
// roster dialog, which that visit does not open (the page behind it is hidden from readers meanwhile).
test('the roster dialog has no serious or critical accessibility violations', async ({ page }) => {
  await openDashboard(page);
  await page.getByTestId('matchup-pair').first().getByRole('button', { name: 'View Rosters' }).click();
  await expect(page.getByRole('dialog').getByTestId('roster-column')).toHaveCount(2);
  expect(await axeViolations(page, { include: ['[role="dialog"]'], allRules: true })).toEqual([]);
});

test.describe('on a phone (375 x 812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("every member's own game is the first card, marked, inside the first screen, and their standings row is marked", async ({
    page,
  }) => {
    for (const account of demoAccounts()) {
      await page.context().clearCookies();
      await login(page, account);
      await page.goto('/dashboard');
      await hydrated(page);
      const first = page.getByTestId('matchup-pair').first();
      await expect(first, account.username).toHaveAttribute('data-mine', 'true');
      await expect(first).toHaveAccessibleName(/^Your matchup: /);
      // Their team is named first on the card.
      await expect(first.getByRole('link').first()).toHaveText(account.teamName);
      await expect(page.locator('[data-testid="matchup-pair"][data-mine]')).toHaveCount(1);
      const box = (await first.boundingBox())!;
      expect(
        box.y + box.height,
        `${account.username}: the card ends inside the first screen`,
      ).toBeLessThanOrEqual(812);
      const mine = page.locator('[data-testid="standing-row"][data-mine]');
      await expect(mine).toHaveCount(1);
      await expect(mine).toContainText(account.teamName);
      await expect(mine.getByText('(your team)')).toBeAttached();
    }
  });

  test('the banner is compact on a phone (the league and its week), its figures one tap away', async ({
    page,
  }) => {
    await openDashboard(page);
    await hydrated(page);
    await expect(page.getByTestId('banner-summary')).toHaveText(/^Week 14 · \$[\d,]+ prize pool$/);
    const figures = page.locator('#league-figures');
    await expect(figures).toBeHidden();
    const toggle = page.getByRole('button', { name: 'League details' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(figures).toBeVisible();
    await expect(figures.getByText('Managers')).toBeVisible();
  });
});
