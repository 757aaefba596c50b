// Keeper selection end to end on the demo league: a member picks four keepers by the rules, saves a
// draft, submits final through the dialog and sees the lock; the commissioner runs the lottery and the
// member sees the marks and can replay the draw in the browser.
import type { Page } from '@playwright/test';
import { expect, hydrated, login, test, toasts } from './fixtures';

interface RosterPlayer {
  playerId: string;
  playerName: string;
  position: string;
  isWaiverPickup: boolean;
}

/** The member's roster and a valid selection by the rules: drafted franchise, 3 waivers at other positions. */
async function plan(page: Page) {
  const info = (await (await page.request.get('/api/app-info')).json()) as { leagueId: string };
  const me = (await (await page.request.get('/api/auth/user')).json()) as { rosterId: number };
  const players = (await (
    await page.request.get(`/api/league/${info.leagueId}/roster-players/${me.rosterId}`)
  ).json()) as RosterPlayer[];
  const waivers = players.filter((p) => p.isWaiverPickup);
  const franchise = players.find(
    (p) => !p.isWaiverPickup && waivers.filter((w) => w.position !== p.position).length >= 3,
  )!;
  const lottery = waivers.filter((w) => w.position !== franchise.position).slice(0, 3);
  const drafted = players.find((p) => !p.isWaiverPickup && p.playerId !== franchise.playerId)!;
  const samePosition = waivers.find((w) => w.position === franchise.position);
  return { franchise, lottery, drafted, samePosition, rosterId: me.rosterId };
}

const card = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(name) });

test.describe.serial('keepers', () => {
  test('a member selects four keepers, saves a draft, submits final and sees the lock', async ({ page }) => {
    await login(page, 'member');
    const { franchise, lottery, drafted, samePosition } = await plan(page);
    await page.goto('/keepers');
    await expect(page.getByRole('heading', { level: 1, name: 'Keeper Selections - 2025' })).toBeVisible();
    await expect(page.getByTestId('keeper-seasons')).toHaveText(
      'Players from your 2025 roster, kept for the 2026 draft.',
    );
    // The demo's deadline (2026-03-01 23:59:59 Central) moves with the demo's present: read its day.
    const { leagueId } = (await (await page.request.get('/api/app-info')).json()) as { leagueId: string };
    const status = (await (await page.request.get(`/api/league/${leagueId}/keeper-status/2025`)).json()) as {
      deadline: string;
    };
    const day = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(status.deadline));
    await expect(page.getByText(`Deadline: ${day} 11:59 PM Central`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Keeper Rules' })).toBeVisible();
    await expect(page.getByText('Not Saved', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Final' })).toBeDisabled();

    await card(page, franchise.playerName).click();
    await page.getByRole('tab', { name: /Lottery 1/ }).click();
    // Lottery slots: drafted players and the franchise position are refused, with the reason shown.
    await expect(card(page, drafted.playerName)).toContainText('Lottery players must be waiver pickups');
    if (samePosition) {
      await expect(card(page, samePosition.playerName)).toContainText(
        `Cannot select ${franchise.position} - same position as franchise player`,
      );
      // A refused card stays focusable (aria-disabled) so a tap explains the rule.
      await card(page, samePosition.playerName).click({ force: true });
      await expect(toasts(page)).toContainText(
        `Cannot select ${franchise.position} player - same position as your franchise player.`,
      );
    }
    await card(page, lottery[0]!.playerName).click();
    await page.getByRole('tab', { name: /Lottery 2/ }).click();
    await expect(card(page, lottery[0]!.playerName)).toContainText('Selected as Lottery 1');
    await card(page, lottery[1]!.playerName).click();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page)).toContainText('Draft Saved');
    await expect(page.getByText('Draft Saved', { exact: true }).first()).toBeVisible();

    await page.getByRole('tab', { name: /Lottery 3/ }).click();
    await card(page, lottery[2]!.playerName).click();
    await expect(page.getByText('Not Saved', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Final' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Final Submission' });
    for (const p of [franchise, ...lottery]) await expect(dialog).toContainText(p.playerName);
    await dialog.getByRole('button', { name: 'Yes, Submit Final' }).click();

    await expect(toasts(page)).toContainText('Selections Submitted!');
    await expect(page.getByText('Selections Locked')).toBeVisible();
    await expect(page.getByText('Final Submission Complete')).toBeVisible();
    await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await expect(card(page, lottery[2]!.playerName)).toBeVisible();
    await expect(page.getByText('Selections are submitted and locked').first()).toBeVisible();
  });

  test('the commissioner runs the lottery; the member sees the marks and verifies the draw', async ({
    page,
    browser,
  }) => {
    await login(page, 'member');
    const { rosterId, lottery } = await plan(page);

    const admin = await browser.newPage();
    await login(admin, 'owner');
    await admin.goto('/admin');
    await hydrated(admin);
    await admin.getByRole('tab', { name: 'Keeper Management' }).click();
    const teamCard = admin.getByTestId(`keeper-admin-${rosterId}`);
    await expect(teamCard).toContainText('4/4 Keepers');
    await teamCard.getByRole('button', { name: 'Run Lottery' }).click();
    const confirm = admin.getByRole('alertdialog');
    await expect(confirm).toContainText('randomly select 2 out of 3');
    for (const p of lottery) await expect(confirm).toContainText(p.playerName);
    await confirm.getByRole('button', { name: 'Run Lottery' }).click();
    await expect(toasts(admin)).toContainText('Lottery Complete');
    await expect(teamCard.getByRole('button', { name: 'Run Lottery' })).toHaveCount(0);
    await admin.close();

    await page.goto('/keepers');
    await hydrated(page);
    const summary = page.getByRole('region', { name: 'Your Keepers' });
    await expect(summary.getByText('✓ SELECTED')).toHaveCount(2);
    await expect(summary.getByText('✗ NOT SELECTED')).toHaveCount(1);
    await page.getByRole('button', { name: 'Verify this draw' }).click();
    await expect(page.getByText('✓ The seed matches the published fingerprint.')).toBeVisible();
    await expect(page.getByText(/✓ The replay drops .+, as announced\./)).toBeVisible();
  });

  test('an admin edits a team on /admin/keepers with the rule-driven editor, force submits and deletes', async ({
    page,
  }) => {
    await login(page, 'owner');
    await page.goto('/admin/keepers');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Keeper Admin' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Team' }).click();
    await page.getByRole('option', { name: 'Wire to Wire' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    // Franchise options are drafted players only; lottery options waiver pickups only.
    await page.getByRole('combobox', { name: 'Franchise' }).click();
    await expect(page.getByRole('option', { name: /Waiver pickup/ })).toHaveCount(0);
    await page.getByRole('option', { name: /Round/ }).first().click();
    for (const slot of ['Lottery 1', 'Lottery 2', 'Lottery 3']) {
      await page.getByRole('combobox', { name: slot }).click();
      await expect(page.getByRole('option', { name: /Round/ })).toHaveCount(0);
      await page
        .getByRole('option', { name: /Waiver pickup/ })
        .first()
        .click();
    }
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toasts(page)).toContainText('Keeper selection saved successfully');

    const teamCard = page.getByRole('main').locator('[data-testid^="keeper-admin-"]');
    await expect(teamCard).toContainText('4/4 Keepers');
    await teamCard.getByRole('button', { name: 'Force Submit' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('lock their current 4 keeper selections');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Force Submit' }).click();
    await expect(toasts(page)).toContainText('Keeper selections submitted successfully');
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

    await teamCard.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('This action cannot be undone');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page)).toContainText('Keeper selection deleted successfully');
    await expect(teamCard).toContainText('No keepers selected yet');
  });

  test('fits a 375 px phone without horizontal page scroll', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await login(page, 'member');
    await page.goto('/keepers');
    await expect(page.getByRole('heading', { level: 1, name: 'Keeper Selections - 2025' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
