// The weekly recaps on the demo league: a week's recap on a phone and a desktop (its awards,
// results, movers and text, as the API answers them; its neighbours), the list by season, the links
// from the dashboard's week and the history's seasons, and the recap read with JavaScript off.
import type { Locator, Page } from '@playwright/test';
import { ordinal } from '../../common/ordinal';
import type { RecapListResponse, RecapResponse } from '../../common/recap';
import { expect, hydrated, leagueApi, login, test } from './fixtures';
import { formatPoints } from '../../common/points-format';

// Reads only: the worker's shared server (tests/e2e/fixtures.ts).
test.use({ sharedServer: true });

const points = (value: number) => value.toFixed(1);
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** What a list of the page's parts shows: each one's text and its links. */
function partsOf(locator: Locator) {
  return locator.evaluateAll((parts) =>
    parts.map((part) => ({
      text: part.textContent ?? '',
      links: [...part.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
      data: { ...(part as HTMLElement).dataset },
    })),
  );
}

/**
 * Every award card, result and mover of the page is the API's, in its order (read at once, once they
 * are there: a recap arrives whole).
 */
async function expectRecap(page: Page, recap: RecapResponse): Promise<void> {
  const teams = new Map(recap.teams.map((team) => [team.rosterId, team]));
  const awards = page.locator('[data-award-id]');
  await expect(awards).toHaveCount(recap.awards.length);
  const cards = await partsOf(awards);
  for (const [index, award] of recap.awards.entries()) {
    const card = cards[index]!;
    expect(card.data.awardId).toBe(award.id);
    expect(card.text).toContain(award.title);
    expect(card.text).toContain(award.detail);
    expect(card.text).toContain(
      award.unit === 'percent' ? `${award.value.toFixed(1)}%` : `${points(award.value)} pts`,
    );
    if (award.reference !== null) expect(card.text).toContain(points(award.reference));
    expect(card.text.includes('Tied')).toBe(award.tied);
    expect(card.links).toContainEqual([award.teamName, `/managers/${teams.get(award.rosterId)!.ownerId}`]);
  }

  const games = await partsOf(page.getByTestId('recap-game'));
  expect(games).toHaveLength(recap.games.length);
  for (const [index, game] of recap.games.entries()) {
    for (const side of [game.home, game.away]) {
      expect(games[index]!.text).toContain(side.teamName);
      expect(games[index]!.text).toContain(points(side.points));
    }
  }

  const movers = await partsOf(page.getByTestId('recap-mover'));
  expect(movers.map((row) => Number(row.data.rosterId))).toEqual(recap.teams.map((team) => team.rosterId));
  for (const [index, team] of recap.teams.entries()) {
    const row = movers[index]!;
    expect(row.text).toContain(`${ordinal(team.standing.rankAfter)}`);
    expect(row.text).toContain(`from ${ordinal(team.standing.rankBefore)}`);
    expect(row.links).toContainEqual([team.teamName, `/managers/${team.ownerId}`]);
  }
  // A team whose playoff chance moved between 1% and 99% reads both chances as whole percentages.
  const whole = (chance: number) => (chance * 100).toFixed(0);
  const moved = recap.teams.find(
    ({ odds }) =>
      [odds.playoffsBefore, odds.playoffsAfter].every((p) => p > 0.01 && p < 0.99) &&
      whole(odds.playoffsBefore) !== whole(odds.playoffsAfter),
  );
  if (moved) {
    const cell = page.getByTestId('recap-mover').nth(recap.teams.indexOf(moved)).getByTestId('playoff-move');
    await expect(cell).toContainText(
      new RegExp(`${whole(moved.odds.playoffsBefore)}%.+${whole(moved.odds.playoffsAfter)}%`),
    );
  }

  await expect(page.getByTestId('recap-text').locator('p')).toHaveText(recap.text.split('\n\n'));
  await expect(page.getByRole('figure')).toContainText(recap.persona);
}

/** The page is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
}

const weekNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Recap weeks' });

// The first test of the file also waits for its fresh server, and each first recap is computed then.
test.describe.configure({ timeout: 120_000 });

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a week’s recap shows its awards, results, movers and text, and leads to its neighbours', async ({
      page,
    }) => {
      await login(page, 'member');
      const recap = await leagueApi<RecapResponse>(page, '/recaps/2024/9');
      await page.goto('/recaps/2024/9');
      await expect(heading(page)).toHaveText('Week 9 Recap, 2024');
      await expectRecap(page, recap);
      await expectNoSidewaysScroll(page);

      // Next and back, within the season.
      expect(recap.next).toEqual({ season: '2024', week: 10 });
      await weekNav(page).getByRole('link', { name: 'Week 10' }).click();
      await expect(page).toHaveURL('/recaps/2024/10');
      await expect(heading(page)).toHaveText('Week 10 Recap, 2024');
      await expectRecap(page, await leagueApi<RecapResponse>(page, '/recaps/2024/10'));
      await weekNav(page).getByRole('link', { name: 'Week 9' }).click();
      await expect(heading(page)).toHaveText('Week 9 Recap, 2024');
    });
  });
}

test('a season’s first recap leads back to the last week of the season before, a playoff week marked', async ({
  page,
}) => {
  await login(page, 'member');
  const recap = await leagueApi<RecapResponse>(page, '/recaps/2024/1');
  expect(recap.previous).toEqual({ season: '2023', week: 17 });
  await page.goto('/recaps/2024/1');
  await weekNav(page).getByRole('link', { name: '2023 week 17' }).click();
  await expect(page).toHaveURL('/recaps/2023/17');
  await expect(heading(page)).toContainText('Week 17 Recap, 2023');
  await expect(heading(page)).toContainText('Playoffs');
  const final = await leagueApi<RecapResponse>(page, '/recaps/2023/17');
  await expectRecap(page, final);
  await expect(page.getByTestId('recap-game').filter({ hasText: 'Consolation' })).toHaveCount(
    final.games.filter((game) => game.kind === 'consolation').length,
  );
});

test('the list shows every week with a recap by season, newest first, each opening its recap', async ({
  page,
}) => {
  await login(page, 'member');
  const { recaps } = await leagueApi<RecapListResponse>(page, '/recaps');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recaps' }).click();
  await expect(heading(page)).toHaveText('Weekly Recaps');
  const seasons = [...new Set(recaps.map((recap) => recap.season))];
  const sections = page.getByTestId('recap-season');
  await expect(sections.getByRole('heading', { level: 2 })).toHaveText(seasons.map((s) => `${s} season`));
  for (const [index, season] of seasons.entries()) {
    const links = sections.nth(index).getByRole('link');
    const weeks = recaps.filter((recap) => recap.season === season);
    await expect(links).toHaveCount(weeks.length);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
      weeks.map((recap) => recap.path),
    );
  }
  const newest = recaps[0]!;
  // Each week says its headline: the week's high score and its team.
  const newestLink = sections.first().getByRole('link', { name: new RegExp(`^Week ${newest.week}\\b`) });
  await expect(newestLink).toContainText(
    `High score: ${newest.headline!.teamName} ${formatPoints(newest.headline!.points!)}`,
  );
  await newestLink.click();
  await expect(page).toHaveURL(newest.path);
  await expect(heading(page)).toHaveText(`Week ${newest.week} Recap, ${newest.season}`);
});

test('the dashboard links a final week to its recap, and history each season to its weeks', async ({
  page,
}) => {
  await login(page, 'member');
  const { recaps } = await leagueApi<RecapListResponse>(page, '/recaps');
  const league = await leagueApi<{ season: string; week: number }>(page, '');
  // The week being played has no recap yet; the week before has one.
  expect(recaps.some((r) => r.season === league.season && r.week === league.week)).toBe(false);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Week ${league.week} Matchups` })).toBeVisible();
  await expect(page.getByTestId('matchup-pair').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Read the week \d+ recap$/ })).toHaveCount(0);

  const final = league.week - 1;
  expect(recaps.some((r) => r.season === league.season && r.week === final)).toBe(true);
  await page.goto(`/?week=${final}`);
  await page.getByRole('link', { name: `Read the week ${final} recap` }).click();
  await expect(page).toHaveURL(`/recaps/${league.season}/${final}`);
  await expect(heading(page)).toHaveText(`Week ${final} Recap, ${league.season}`);

  await page.goto('/history');
  // A tap on the server's markup before the app's scripts run is lost (fixtures: hydrated).
  await hydrated(page);
  const details = page.getByTestId('history-season-details');
  await details.getByRole('tab', { name: '2023' }).click();
  await details.getByRole('link', { name: 'Weekly recaps of 2023' }).click();
  await expect(page).toHaveURL('/recaps#season-2023');
  await expect(page.locator('#season-2023')).toBeInViewport();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a member reads a recap, and its neighbours are real links', async ({ page }) => {
    await login(page, 'member');
    // A recap computed before, as for every visit but a week's first (a first one takes longer than
    // the page's data budget and would arrive as the browser's to fill in).
    const recap = await leagueApi<RecapResponse>(page, '/recaps/2024/9');
    await page.goto('/recaps/2024/9');
    await expectRecap(page, recap);
    await expect(weekNav(page).getByRole('link', { name: 'Week 8' })).toHaveAttribute(
      'href',
      '/recaps/2024/8',
    );
    await expect(weekNav(page).getByRole('link', { name: 'Week 10' })).toHaveAttribute(
      'href',
      '/recaps/2024/10',
    );
  });
});
