// Focus goes back to the control that opened a dialog when it closes (closing any dialog with Escape
// dropped the focus on the page's body, 5 of 5 closes, and a keyboard or screen-reader member
// started again from the top). Every dialog of the app, opened from the keyboard as such a member
// opens it, closed with Escape (and some with their Close or Cancel button): the roster dialog, the
// list of all matchups and the rosters opened from it, all activity, the phone's menu, the keeper
// submission's confirmation, and a confirmation opened by its own trigger (the calendar's reset).
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, login, test } from './fixtures';

// The keeper test saves a draft selection: this file has a server of its own, with a public address
// (the calendar page offers its reset only with one).
test.use({ serverEnv: { PUBLIC_URL: 'https://huddle.example.com' } });

/** Opens a dialog from `opener` with the keyboard, closes it with `close`, and expects the focus back. */
async function expectFocusBack(
  page: Page,
  opener: Locator,
  close: (dialog: Locator) => Promise<void> = () => page.keyboard.press('Escape'),
): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(dialog).toBeVisible();
  await close(dialog);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.use({ viewport: { width: 1440, height: 900 } });

test('the dashboard: focus back on the button after the rosters, all matchups and all activity close', async ({
  page,
}) => {
  await login(page, 'member');
  await page.goto('/dashboard');
  await hydrated(page);
  const viewRosters = page.getByTestId('matchup-pair').first().getByRole('button', { name: 'View Rosters' });
  await expectFocusBack(page, viewRosters);
  await expectFocusBack(page, viewRosters, (dialog) => dialog.getByRole('button', { name: 'Close' }).click());
  const allMatchups = page.getByRole('button', { name: 'View All Matchups' });
  await expectFocusBack(page, allMatchups);
  await expectFocusBack(page, page.getByRole('button', { name: 'View All Activity' }));

  // Rosters opened from the list of all matchups, which closes as they open: back to the list's button.
  await allMatchups.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'View Rosters' }).first().click();
  const rosters = page.getByRole('dialog', { name: /Roster Matchup/ });
  await expect(rosters).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rosters).toBeHidden();
  await expect(allMatchups).toBeFocused();
});

test("the phone's menu gives the focus back to its button", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page, 'member');
  await page.goto('/dashboard');
  await hydrated(page);
  await expectFocusBack(page, page.getByRole('button', { name: 'Open menu' }));
});

test("the keeper submission's confirmation and the calendar reset's give the focus back", async ({
  page,
}) => {
  await login(page, 'member');
  // A complete draft selection by the rules, saved: Submit Final asks for confirmation.
  const { leagueId } = (await (await page.request.get('/api/app-info')).json()) as { leagueId: string };
  const { rosterId } = (await (await page.request.get('/api/auth/user')).json()) as { rosterId: number };
  const players = (await (
    await page.request.get(`/api/league/${leagueId}/roster-players/${rosterId}`)
  ).json()) as { playerId: string; position: string; isWaiverPickup: boolean }[];
  const waivers = players.filter((p) => p.isWaiverPickup);
  const franchise = players.find(
    (p) => !p.isWaiverPickup && waivers.filter((w) => w.position !== p.position).length >= 3,
  )!;
  const [one, two, three] = waivers.filter((w) => w.position !== franchise.position);
  const saved = await page.request.post(`/api/league/${leagueId}/keeper-selection/2025`, {
    data: {
      franchisePlayerId: franchise.playerId,
      lotteryPlayer1Id: one!.playerId,
      lotteryPlayer2Id: two!.playerId,
      lotteryPlayer3Id: three!.playerId,
      isSubmitted: false,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto('/keepers');
  await hydrated(page);
  const submit = page.getByRole('button', { name: 'Submit Final' });
  await expect(submit).toBeEnabled();
  await expectFocusBack(page, submit);
  await expectFocusBack(page, submit, (dialog) => dialog.getByRole('button', { name: 'Cancel' }).click());
  await expect(page.getByText('Draft Saved', { exact: true }).first()).toBeVisible();

  await page.goto('/calendar');
  await hydrated(page);
  await expectFocusBack(page, page.getByRole('button', { name: 'Reset address' }));
});
