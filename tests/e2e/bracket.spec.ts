// The playoff bracket (/bracket) on the demo league: the 2025 bracket as seeded today, each team
// with its chance of that seed, as the API says; the 2024 bracket with its scores and champion.
import type { BracketResponse } from '../../common/bracket';
import { expect, hydrated, leagueApi, login, test } from './fixtures';

test.use({ sharedServer: true });

test('before the playoffs: seeded by today’s standings, with each seed’s chance, byes and the games to come', async ({
  page,
}) => {
  await login(page, 'member');
  const api = await leagueApi<BracketResponse>(page, '/bracket');
  await page.goto('/bracket');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'If the playoffs started today' })).toBeVisible();
  const games = page.getByTestId('bracket-game');
  await expect(games).toHaveCount(api.winners.length);
  // Round 1: seed 3 against seed 6, with the seed chance the simulation gives.
  const first = games.first();
  const seedThree = api.winners[0]!.a.team!;
  await expect(first).toContainText(seedThree.teamName);
  await expect(first).toContainText(/\d+(\.\d)?% to finish 3rd|>99\.9% to finish 3rd|<0\.1% to finish 3rd/);
  await expect(page.getByText(`${api.byes[0]!.teamName} (seed 1)`)).toBeVisible();
  await expect(games.filter({ hasText: 'Championship' })).toContainText('Winner of game 3');
});

test('after the playoffs: the season picker shows 2024 with its scores and champion', async ({ page }) => {
  await login(page, 'member');
  await page.goto('/bracket');
  await hydrated(page);
  await page.getByLabel('Season').selectOption('2024');
  await expect(page).toHaveURL('/bracket?season=2024');
  const api = await leagueApi<BracketResponse>(page, '/bracket?season=2024');
  await expect(page.getByTestId('bracket-champion')).toHaveText(`2024 champion: ${api.champion!.teamName}`);
  const final = page.locator(
    'section[aria-label^="Winners bracket"] [data-testid="bracket-game"][data-place="1"]',
  );
  const game = api.winners.find((g) => g.place === 1)!;
  await expect(final).toContainText(game.a.team!.teamName);
  await expect(final).toContainText(game.a.points!.toFixed(1));
  await expect(page.getByRole('heading', { name: 'Consolation bracket' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  test('the bracket fits the screen', async ({ page }) => {
    await login(page, 'member');
    await page.goto('/bracket?season=2024');
    await hydrated(page);
    await expect(page.getByTestId('bracket-game').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
