// The live Sunday read at a small phone's, a phone's and a desktop's width: every team name and record
// on the live cards whole, with the outlook on a line of its own under them (beside the score it
// squeezed the names to "Taco Tuesday…"); the roster dialog's names whole and each player's game whole
// with its opponent and clock, as Sleeper's matchup screen shows it; the projection moving as the
// games are played (docs/decisions/0033); the week's games page with its names whole.
import type { Page } from '@playwright/test';
import { cutTexts, overflowing } from './fit-checks';
import { axeViolations, expect, hydrated, login, test } from './fixtures';

// The Sunday lasts three minutes (DEMO_SUNDAY_SECONDS): the test reads it within its first two
// sevenths (51 s), while the late games are played, the night game is still to come and the early
// games are over.
test.use({
  serverEnv: { LIVE_SCORING: 'auto', LIVE_POLL_SECONDS: '1', DEMO_SUNDAY_SECONDS: '180' },
  viewport: { width: 375, height: 812 },
});

const WIDTHS = [320, 375, 768, 1440] as const;
const OUTLOOK = /^\d+ left · proj \d+\.\d · (<0\.1|>99\.9|\d+(\.\d)?)% to win$/;
/** A player's game as the dialog prints it, by kind. */
const GAME_TEXTS = {
  clock: /^Q[1-4] \d{1,2}:\d{2} vs [A-Z]{2,3}$/,
  kickoff: /^\w{3} \d{1,2}:\d{2} [AP]M vs [A-Z]{2,3}$/,
  final: /^Final vs [A-Z]{2,3}$/,
};

const sizeFor = (width: number) => ({ width, height: width > 1000 ? 900 : 812 });

/** Outlooks not on a line of their own, under their team's name and score. */
function outlooksBesideTheirTeam(page: Page): Promise<string[]> {
  return page.getByTestId('team-outlook').evaluateAll((outlooks) =>
    outlooks
      .filter((outlook) => {
        const team = outlook.previousElementSibling;
        return !team || outlook.getBoundingClientRect().top < team.getBoundingClientRect().bottom - 1;
      })
      .map((outlook) => outlook.textContent ?? ''),
  );
}

test('mid-Sunday the live cards and the roster dialog show every name, record and game whole', async ({
  page,
}) => {
  await login(page, 'member');
  await page.goto('/dashboard');
  await hydrated(page);
  await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-status', 'live');
  const pairs = page.getByTestId('matchup-pair');
  await expect(pairs.first().getByTestId('team-outlook')).toHaveCount(2);

  const kindsSeen = new Set<string>();
  for (const width of WIDTHS) {
    await page.setViewportSize(sizeFor(width));
    const at = `${width} px`;
    expect(await overflowing(page), at).toEqual([]);
    const teamTexts = pairs.locator('[data-testid="team-name"], [data-testid="team-handle"]');
    // Two teams a card, each a name and a username with its record.
    expect(await teamTexts.count(), at).toBe(4 * (await pairs.count()));
    expect(await cutTexts(teamTexts), at).toEqual([]);
    for (const text of await pairs.getByTestId('team-outlook').allInnerTexts())
      expect(text, at).toMatch(OUTLOOK);
    expect(await cutTexts(pairs.getByTestId('team-outlook')), at).toEqual([]);
    expect(await outlooksBesideTheirTeam(page), at).toEqual([]);
    if (width === 375) {
      expect(
        await axeViolations(page, { include: ['[data-testid="matchup-pair"]'], allRules: true }),
      ).toEqual([]);
    }

    // The member's own game's rosters: names whole, each player's game whole with its opponent.
    await pairs.first().getByRole('button', { name: 'View Rosters' }).click();
    const dialog = page.getByRole('dialog');
    const games = dialog.getByTestId('player-game');
    await expect(games.first()).toBeVisible();
    const names = dialog.locator(
      '[data-testid="team-name"], [data-testid="team-handle"], [data-testid="player-name"]',
    );
    expect(await cutTexts(names), at).toEqual([]);
    expect(await cutTexts(games), at).toEqual([]);
    for (const text of await games.allInnerTexts()) {
      const kind = Object.entries(GAME_TEXTS).find(([, pattern]) => pattern.test(text))?.[0];
      expect(kind, `${at}: "${text}"`).toBeDefined();
      kindsSeen.add(kind!);
    }
    // The live lines (the clock in green, the outlooks) read as the rest of the dialog does.
    if (width === 375) {
      expect(await axeViolations(page, { include: ['[role="dialog"]'], allRules: true })).toEqual([]);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  // The late games being played, the night game to come, the early games over.
  expect([...kindsSeen].sort()).toEqual(['clock', 'final', 'kickoff']);

  // The projection moves as the games are played: points scored, and less of each game left.
  const outlook = pairs.first().getByTestId('team-outlook').first();
  const before = await outlook.innerText();
  await expect(outlook).not.toHaveText(before, { timeout: 20_000 });
  await expect(outlook).toHaveText(OUTLOOK);

  // The week's games page names every team whole too.
  await page.goto('/games/2025/14');
  await hydrated(page);
  const gameTeams = page.getByTestId('week-game').getByRole('link');
  await expect(gameTeams).toHaveCount(12);
  for (const width of WIDTHS) {
    await page.setViewportSize(sizeFor(width));
    expect(await cutTexts(gameTeams), `${width} px`).toEqual([]);
  }
});
