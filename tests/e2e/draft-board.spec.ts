// The draft board on the demo league: seasons newest first, badges, YOUR TEAM, and the keeper mode's
// refusals (no mode, another team's player, a fifth pick) and toggling.
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, login, test, toasts } from './fixtures';

interface RosterPlayer {
  playerId: string;
  playerName: string;
  position: string;
  isWaiverPickup: boolean;
}

async function myPlayers(page: Page) {
  const info = (await (await page.request.get('/api/app-info')).json()) as { leagueId: string };
  const me = (await (await page.request.get('/api/auth/user')).json()) as { rosterId: number };
  const players = (await (
    await page.request.get(`/api/league/${info.leagueId}/roster-players/${me.rosterId}`)
  ).json()) as RosterPlayer[];
  return players;
}

/**
 * A player's pick on the board, found as a reader finds it: a button whose name holds the player's
 * (Playwright matches a name given as text within the whole), and that player's, not a longer name's.
 */
const cell = (page: Page, name: string) =>
  page.locator(`button[data-player-name="${name}"]`).and(page.getByRole('button', { name }));

test('shows the seasons newest first and the board with badges and YOUR TEAM', async ({ page }) => {
  await login(page, 'member');
  await page.goto('/draft-board');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Historical Draft Boards' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  const seasons = page.getByRole('combobox', { name: 'Season' });
  await expect(seasons.locator('option')).toHaveText([
    '2026 Season',
    '2025 Season',
    '2024 Season',
    '2023 Season',
    '2022 Season',
  ]);
  await seasons.selectOption({ label: '2024 Season' });

  const board = page.getByRole('region', { name: '2024 draft board' });
  await expect(board.getByRole('columnheader')).toHaveCount(13);
  await expect(board.getByText('YOUR TEAM')).toHaveCount(1);
  await expect(board.getByRole('button', { name: /\(keeper/ }).first()).toBeVisible();
  await expect(board.getByRole('button', { name: /\(keeper, waiver\)/ }).first()).toBeVisible();
  await expect(board.getByText(/^Now on: /).first()).toBeVisible();
});

test("keeper mode refuses clicks outside the mode, another team's player and a fifth pick", async ({
  page,
}) => {
  await login(page, 'member');
  const players = await myPlayers(page);
  const mine = new Set(players.map((p) => p.playerName));
  await page.goto('/draft-board');
  await hydrated(page);
  const board = page.getByRole('region', { name: '2025 draft board' });
  await expect(board).toBeVisible();

  const drafted = players.filter((p) => !p.isWaiverPickup);
  await cell(page, drafted[0]!.playerName).click();
  await expect(toasts(page)).toContainText(
    "Keeper Mode Required: Click 'Select Keepers' to start selecting players.".split(': ')[1]!,
  );

  await page.getByRole('button', { name: 'Select Keepers' }).click();
  await expect(page.getByText('Selected: 0/4')).toBeVisible();

  // A player on another roster (any enabled cell whose player is not ours).
  const names = await board
    .getByRole('button')
    .evaluateAll((els) =>
      els
        .filter((el) => !(el as HTMLButtonElement).disabled)
        .map((el) => el.getAttribute('data-player-name') ?? ''),
    );
  const foreign = names.find((name) => name !== '' && !mine.has(name))!;
  await cell(page, foreign).click();
  await expect(toasts(page)).toContainText('You can only select players from your own roster.');

  const picks = [drafted[0]!, ...players.filter((p) => p.isWaiverPickup).slice(0, 4)];
  for (const p of picks.slice(0, 4)) await cell(page, p.playerName).click();
  await expect(page.getByText('Selected: 4/4')).toBeVisible();
  await cell(page, picks[4]!.playerName).click();
  await expect(toasts(page)).toContainText('You can only select 4 players total.');

  // Clicking a selected player toggles it off; Cancel restores the saved (empty) selection.
  await cell(page, picks[3]!.playerName).click();
  await expect(page.getByText('Selected: 3/4')).toBeVisible();
  await page.getByRole('button', { name: 'Save Keepers' }).click();
  await expect(toasts(page)).toContainText('Please select exactly 4 players');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Select Keepers' })).toBeVisible();
});

/**
 * The member's own column (headed YOUR TEAM) whole inside the board's frame, right of the round
 * column that stays put: where it is when the board opens.
 */
async function ownColumnInView(board: Locator): Promise<boolean> {
  const column = board.getByRole('columnheader').filter({ hasText: 'YOUR TEAM' });
  await expect(column).toHaveCount(1);
  return column.evaluate((th) => {
    const frame = th.closest('[role="region"]')!;
    const box = frame.getBoundingClientRect();
    const own = th.getBoundingClientRect();
    const rounds = frame.querySelector('th')!.getBoundingClientRect();
    return (
      own.left >= rounds.right - 0.5 && own.right <= box.left + frame.clientLeft + frame.clientWidth + 0.5
    );
  });
}

test("opens with the member's own column in view, on a desktop and on a phone", async ({ page }) => {
  await login(page, 'member');
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/draft-board');
    await hydrated(page);
    const board = page.getByRole('region', { name: '2025 draft board' });
    await expect.poll(() => ownColumnInView(board), `${viewport.width} px`).toBe(true);
    // Another season's board too.
    await page.getByRole('combobox', { name: 'Season' }).selectOption({ label: '2023 Season' });
    await expect
      .poll(() => ownColumnInView(page.getByRole('region', { name: '2023 draft board' })))
      .toBe(true);
  }
});

test('scrolls the board sideways on a phone, not the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await login(page, 'member');
  await page.goto('/draft-board');
  await expect(page.getByRole('region', { name: '2025 draft board' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('draft-board-375.png') });
});
