// The offline demo as a newcomer finds it: live scoring on (the default), the demo plays its live
// Sunday as soon as someone watches, so week 14's scores move on the open dashboard; while they do,
// every card says who leads, and who won only once its own game is over; at the final whistle every
// summary says final, the header leaves Live, and a member arriving later finds the week final, not
// replayed. A roast asked for mid-game says the score it was written at once the card's has moved
// on.
import type { Page } from '@playwright/test';
import { expect, hydrated, login, test } from './fixtures';

// The week is read every second (30 s by default: LIVE_POLL_SECONDS), and the Sunday lasts 24 s
// instead of 7 min (DEMO_SUNDAY_SECONDS): the test follows it from first kickoff to final.
test.use({
  serverEnv: { LIVE_SCORING: 'auto', LIVE_POLL_SECONDS: '1', DEMO_SUNDAY_SECONDS: '24' },
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
});

/** What the dashboard says at one moment: the indicator's status, each card's line, the summary. */
async function readDashboard(page: Page) {
  return page.evaluate(() => ({
    status: document.querySelector('[data-testid="live-indicator"]')?.getAttribute('data-status') ?? null,
    lines: [...document.querySelectorAll('[data-testid="matchup-pair"]')].map(
      (pair) => pair.textContent ?? '',
    ),
    points: [...document.querySelectorAll('[data-testid="team-points"]')]
      .map((el) => el.textContent)
      .join(' '),
    complete: document.querySelector('[data-testid="games-complete"]')?.textContent ?? null,
  }));
}

test("the demo's week 14 plays live, says who leads until the final whistle, then stays final", async ({
  page,
}) => {
  await login(page, 'member');
  await page.goto('/dashboard');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Week 14 Matchups' })).toBeVisible();
  await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-status', 'live');
  await expect(page.getByTestId('live-detail')).toHaveText(/updated \d+s ago/);
  await expect(page.getByRole('banner').getByText('Week 14 • Live')).toBeVisible();

  // Each card shows its teams' outlooks; the dialog shows the same figures.
  const firstPair = page.getByTestId('matchup-pair').first();
  await expect(firstPair.getByTestId('team-outlook')).toHaveCount(2);

  // The roster dialog says who is still to play: the early games done, the late ones playing, the
  // night games to come, and each side's players left, projected final and chance to win.
  await page.getByTestId('matchup-pair').first().getByRole('button', { name: 'View Rosters' }).click();
  const dialog = page.getByRole('dialog');
  const games = dialog.getByTestId('player-game');
  await expect(games.filter({ hasText: /^Final vs [A-Z]+$/ }).first()).toBeVisible();
  await expect(
    games.filter({ hasText: /^(Q[1-4] \d+:\d{2}|\w{3} \d+:\d{2} [AP]M) vs [A-Z]+$/ }).first(),
  ).toBeAttached();
  const outlooks = dialog.getByTestId('lineup-outlook');
  await expect(outlooks).toHaveCount(2);
  const chances = (await outlooks.allInnerTexts()).map((text) => {
    expect(text).toMatch(/^\d+ left · proj \d+\.\d · (<0\.1|>99\.9|\d+(\.\d)?)% to win$/);
    return Number(/([\d.]+)% to win/.exec(text)![1]);
  });
  expect(chances[0]! + chances[1]!).toBeGreaterThan(99);
  expect(chances[0]! + chances[1]!).toBeLessThan(101);
  // The same outlook as the card behind the dialog, read at one moment (both from one answer).
  const [card, inDialog] = await page.evaluate(() => [
    document.querySelector('[data-testid="matchup-pair"] [data-testid="team-outlook"]')?.textContent ?? '',
    document.querySelector('[role="dialog"] [data-testid="lineup-outlook"]')?.textContent ?? '',
  ]);
  expect(inDialog).toBe(card);
  await page.keyboard.press('Escape');

  // A roast asked for now is of this moment's score; once the score moves, the card says so.
  await firstPair.getByRole('button', { name: 'Roast' }).click();
  await expect(firstPair.getByRole('blockquote')).toBeVisible();

  // Follow the Sunday: at every look while live, a card says who won only of a game that is over
  // (both lineups done), and the summary counts exactly those.
  const seen = new Set<string>();
  let last = await readDashboard(page);
  const start = Date.now();
  while (last.status !== 'final') {
    expect(Date.now() - start, 'the Sunday ends within a minute').toBeLessThan(60_000);
    if (last.status === 'live') {
      for (const line of last.lines) expect(line).not.toMatch(/wins by|won by/);
      expect(last.lines.every((line) => /leads by \d+\.\d|Tied at| beat .+ by \d+\.\d/.test(line))).toBe(
        true,
      );
      const over = last.lines.filter((line) => / beat /.test(line)).length;
      expect(last.complete).toBe(`${over}/6`);
    }
    seen.add(last.points);
    await page.waitForTimeout(250);
    last = await readDashboard(page);
  }
  expect(seen.size, 'the scores moved during the Sunday').toBeGreaterThan(2);

  // Final: every card says who beat whom, the summary counts every game, the header leaves Live.
  await expect(page.getByTestId('games-complete')).toHaveText('6/6');
  for (const pair of await page.getByTestId('matchup-pair').all()) {
    await expect(pair).toContainText(/ beat .+ by \d+\.\d|Tied at/);
  }
  await expect(page.getByRole('banner').getByText('Week 14 • Live')).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('Week 14', { exact: true })).toBeVisible();
  const finalPoints = await page.getByTestId('team-points').allInnerTexts();
  await expect(firstPair.getByTestId('roast-written-at')).toHaveText(
    /^Written at \d+\.\d to \d+\.\d; the score has moved since/,
  );

  // Transactions read as recent: the newest is less than two days old.
  const newest = page
    .getByRole('list', { name: 'Recent League Activity' })
    .getByTestId('transaction-row')
    .first();
  await expect(newest).toContainText(/(\d+ hours? ago|1 day ago|Less than 1 hour ago)/);

  // Another member signs in after the games: the week is final, not played again.
  await page.context().clearCookies();
  await login(page, 'owner', { fresh: true });
  await page.goto('/dashboard');
  await hydrated(page);
  await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-status', 'final');
  await expect(page.getByTestId('games-complete')).toHaveText('6/6');
  expect((await page.getByTestId('team-points').allInnerTexts()).sort()).toEqual([...finalPoints].sort());
});
