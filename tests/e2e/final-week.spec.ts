// Final means final (docs/decisions/0037), on a phone through the demo's last regular-season Sunday:
// a game whose two lineups are done says who won and counts in Games Complete while the last game is
// still played; once every game is final, week 14 counts at once on every page (the cards and the
// standings at 14 games, every team in or out, the bracket seeded, power rankings after week 14, the
// week's recap), each page saying the week is provisional until Sleeper settles it.
import type { Page } from '@playwright/test';
import { axeViolations, expect, hydrated, login, test } from './fixtures';

// The week is read every second and the Sunday lasts 14 s (the shortest DEMO_SUNDAY_SECONDS): the late
// games end at 6 s, the night game at 10 s, Monday night's at 14 s.
test.use({
  serverEnv: { LIVE_SCORING: 'auto', LIVE_POLL_SECONDS: '1', DEMO_SUNDAY_SECONDS: '14' },
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
});

const PROVISIONAL = 'Week 14 is counted from its final scores, provisional until Sleeper settles the week.';

/** The indicator's status, each card's text and the games complete, read at one moment. */
function readDashboard(page: Page) {
  return page.evaluate(() => ({
    status: document.querySelector('[data-testid="live-indicator"]')?.getAttribute('data-status') ?? null,
    cards: [...document.querySelectorAll('[data-testid="matchup-pair"]')].map(
      (pair) => pair.textContent ?? '',
    ),
    complete: document.querySelector('[data-testid="games-complete"]')?.textContent ?? null,
  }));
}

/** The games in each record a text shows ("@name · 9-5", "9-4-1"). */
const gamesIn = (text: string) =>
  [...text.matchAll(/(\d+)-(\d+)(?:-(\d+))?/g)].map(([, w, l, t]) => Number(w) + Number(l) + Number(t ?? 0));

test('a game over counts at once, and the week once all are: every page counts week 14, provisionally', async ({
  page,
}) => {
  await login(page, 'member');
  await page.goto('/dashboard');
  await hydrated(page);
  await expect(page.getByText(PROVISIONAL)).toHaveCount(0);

  // Follow the Sunday: a game whose lineups are done says who won while others are still played,
  // and Games Complete counts exactly the games that say so.
  let last = await readDashboard(page);
  let decidedEarly = 0;
  const start = Date.now();
  while (last.status !== 'final') {
    expect(Date.now() - start, 'the Sunday ends within a minute').toBeLessThan(60_000);
    if (last.status === 'live') {
      const over = last.cards.filter((card) => / beat .+ by \d+\.\d/.test(card)).length;
      expect(last.complete).toBe(`${over}/6`);
      if (over > 0 && over < 6) decidedEarly = Math.max(decidedEarly, over);
    }
    await page.waitForTimeout(200);
    last = await readDashboard(page);
  }
  expect(decidedEarly, 'a game was over before the last one ended').toBeGreaterThan(0);

  // Final: every card says who won, and the records on the cards and in the standings count week 14.
  await expect(page.getByTestId('games-complete')).toHaveText('6/6');
  await expect(page.getByText(PROVISIONAL)).toBeVisible();
  const cards = page.getByTestId('matchup-pair');
  for (const card of await cards.all()) {
    await expect(card).toContainText(/ beat .+ by \d+\.\d|Tied at/);
    expect(gamesIn(await card.innerText())).toEqual([14, 14]);
  }
  const rows = page.getByTestId('standing-row');
  await expect(rows).toHaveCount(12);
  for (const row of await rows.all()) {
    expect(gamesIn(await row.innerText())[0]).toBe(14);
    // No week left: every team is in or out, for certain.
    await expect(row.getByTestId('standing-odds')).toContainText(/^(100|0)%/);
  }

  expect(await axeViolations(page, { include: ['main'] })).toEqual([]);

  await page.goto('/playoffs');
  await hydrated(page);
  await expect(page.getByText(PROVISIONAL)).toBeVisible();
  await expect(page.getByText(/simulated seasons of what is left: 3 playoff rounds/)).toBeVisible();

  await page.goto('/bracket');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Seeded for the playoffs' })).toBeVisible();
  await expect(page.getByText('If the playoffs started today')).toHaveCount(0);
  await expect(page.getByText(PROVISIONAL)).toBeVisible();
  expect(await axeViolations(page, { include: ['main'] })).toEqual([]);

  await page.goto('/power-rankings');
  await hydrated(page);
  await expect(page.getByText('2025 season, after week 14.')).toBeVisible();
  await expect(page.getByText(PROVISIONAL)).toBeVisible();

  await page.goto('/recaps');
  await hydrated(page);
  await page
    .getByRole('link', { name: /Week 14/ })
    .first()
    .click();
  await expect(page).toHaveURL('/recaps/2025/14');
  await expect(page.getByRole('heading', { name: 'Week 14 Recap, 2025' })).toBeVisible();
  await expect(page.getByText(PROVISIONAL)).toBeVisible();
});
