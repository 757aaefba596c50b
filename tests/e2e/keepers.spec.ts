// Keeper selection end to end on the demo league: a member chooses four keepers on their figures
// (points, starts, the pick each costs and what he is worth) by the rules, saves a draft, submits final
// through the dialog and sees the four choices locked; the commissioner runs the lottery, the admin card
// counts what was kept and the member sees each result in its slot and can replay the draw.
import type { Locator, Page } from '@playwright/test';
import type { KeeperCandidatesResponse, KeeperRosterPlayer as RosterPlayer } from '../../common/keepers';
import { formatPoints } from '../../common/points-format';
import { chooseFirst, expect, hydrated, leagueApi, login, test, toasts } from './fixtures';

/** A figure above or below its mark as the pages print it: "+44.6", "-8.2". */
const signed = (value: number) => {
  const shown = formatPoints(Math.abs(value));
  return shown === '0.0' ? shown : `${value > 0 ? '+' : '-'}${shown}`;
};
const ordinal = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th')}`;

/** What a card must say of a player, worked out here from the candidates' answer and the keeper rules. */
function expectedFigures(player: RosterPlayer, answer: KeeperCandidatesResponse) {
  const own = answer.players.find((p) => p.playerId === player.playerId)!;
  const starts = `${formatPoints(own.startedPoints)} pts in ${own.starts} ${own.starts === 1 ? 'start' : 'starts'}`;
  // No franchise chosen yet: a drafted player costs his round, a waiver pickup the 15th or 16th pick.
  const rounds = player.draftRound === null ? [15, 16] : [player.draftRound];
  const worth = rounds.map((round) => {
    const expected = answer.expected.find((e) => e.round === round)!.expected;
    return signed(Math.round((own.startedPoints - expected) * 100) / 100);
  });
  return { starts, rounds, worth: `Worth ${worth.join(' or ')}`, points: own.startedPoints };
}

/** The player ids of a tab's cards, top to bottom. */
const cardOrder = (panel: Locator) =>
  panel
    .getByTestId('keeper-candidate')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-player-id')!));

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
    await expect(page.getByText(/Final Submission Complete/)).toBeVisible();
    await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
    // Submitted: the four choices and where they stand, not the roster each saying it is locked.
    await expect(page.getByRole('region', { name: 'Choose your keepers' })).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByText('Selections are submitted and locked')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    const summary = page.getByRole('region', { name: 'Your Keepers' });
    await expect(summary.getByTestId('keeper-slot-franchise')).toContainText(franchise.playerName);
    await expect(summary.getByTestId('keeper-slot-franchise')).toContainText('✓ KEPT');
    for (const [i, p] of lottery.entries()) {
      const slot = summary.getByTestId(`keeper-slot-lottery${i + 1}`);
      await expect(slot).toContainText(p.playerName);
      await expect(slot).toContainText('Awaiting the lottery');
    }
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
    // The lottery dropped one: the card counts what was kept.
    await expect(teamCard.getByTestId('keeper-count')).toHaveText('3 kept of 4 chosen');
    for (const width of [375, 1440]) {
      await admin.setViewportSize({ width, height: 900 });
      // 'FRANCHISE' stays clear of the position badge beside it.
      const label = await teamCard.getByText('Franchise', { exact: true }).boundingBox();
      const labelText = await teamCard.getByText('Franchise', { exact: true }).evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getBoundingClientRect().right;
      });
      const badge = await teamCard.getByRole('listitem').first().locator('span.rounded.border').boundingBox();
      expect(labelText, `at ${width} px`).toBeLessThanOrEqual(badge!.x);
      expect(label!.x + label!.width, `at ${width} px`).toBeLessThanOrEqual(badge!.x);
    }
    await admin.close();

    await page.goto('/keepers');
    await hydrated(page);
    const summary = page.getByRole('region', { name: 'Your Keepers' });
    await expect(summary.getByText('✓ SELECTED')).toHaveCount(2);
    await expect(summary.getByText('✗ NOT SELECTED')).toHaveCount(1);
    // Each result in its own slot: the franchise is kept, never marked by the lottery.
    const { lotteryResults } = await leagueApi<{
      lotteryResults: { deselectedPlayer: { id: string } };
    }>(page, '/keeper-selection/2025');
    const dropped = lottery.findIndex((p) => p.playerId === lotteryResults.deselectedPlayer.id);
    const franchiseSlot = summary.getByTestId('keeper-slot-franchise');
    await expect(franchiseSlot).toContainText('✓ KEPT');
    await expect(franchiseSlot).not.toContainText('SELECTED');
    for (const [i, p] of lottery.entries()) {
      const slot = summary.getByTestId(`keeper-slot-lottery${i + 1}`);
      await expect(slot).toContainText(p.playerName);
      await expect(slot).toContainText(i === dropped ? '✗ NOT SELECTED' : '✓ SELECTED');
    }
    // The kept pickups take the last two picks, in slot order; the dropped one costs nothing.
    const keptSlots = [0, 1, 2].filter((i) => i !== dropped);
    await expect(summary.getByTestId(`keeper-slot-lottery${keptSlots[0]! + 1}`)).toContainText(
      'Costs a 16th-round pick',
    );
    await expect(summary.getByTestId(`keeper-slot-lottery${keptSlots[1]! + 1}`)).toContainText(
      'Costs a 15th-round pick',
    );
    await expect(summary.getByTestId(`keeper-slot-lottery${dropped + 1}`)).not.toContainText('Costs');
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
    await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: 'Wire to Wire' });
    await page.getByRole('button', { name: 'Edit' }).click();
    // Franchise options are drafted players only; lottery options waiver pickups only.
    const franchise = page.getByRole('combobox', { name: 'Franchise' });
    await expect(franchise.locator('option', { hasText: 'Waiver pickup' })).toHaveCount(0);
    await chooseFirst(franchise, /Round/);
    for (const slot of ['Lottery 1', 'Lottery 2', 'Lottery 3']) {
      const lottery = page.getByRole('combobox', { name: slot });
      await expect(lottery.locator('option', { hasText: /Round/ })).toHaveCount(0);
      await chooseFirst(lottery, 'Waiver pickup');
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

  test("the picker shows each player's points, starts, the pick he costs and his worth, sortable, at 375 and 1440 px", async ({
    page,
  }) => {
    await login(page, { username: 'gridirongabe', pin: '1357' });
    const me = (await (await page.request.get('/api/auth/user')).json()) as { rosterId: number };
    const players = await leagueApi<RosterPlayer[]>(page, `/roster-players/${me.rosterId}`);
    const answer = await leagueApi<KeeperCandidatesResponse>(page, `/keeper-candidates/${me.rosterId}`);
    const drafted = players.filter((p) => !p.isWaiverPickup);
    const waiver = players.find((p) => p.isWaiverPickup)!;
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/keepers');
      await hydrated(page);
      const picker = page.getByRole('region', { name: 'Choose your keepers' });
      await expect(picker).toContainText(`this season (${answer.weeksPlayed} weeks so far)`);
      const panel = picker.getByRole('tabpanel');
      for (const player of [...drafted.slice(0, 3), waiver]) {
        const figures = expectedFigures(player, answer);
        const shown = panel.locator(`[data-player-id="${player.playerId}"]`).getByTestId('keeper-figures');
        await expect(shown, player.playerName).toContainText(figures.starts);
        await expect(shown, player.playerName).toContainText(
          figures.rounds.length === 1
            ? `Costs a ${ordinal(figures.rounds[0]!)}-round pick`.replace(/^Costs a (8|11|18)/, 'Costs an $1')
            : 'Costs a 15th- or 16th-round pick',
        );
        await expect(shown, player.playerName).toContainText(figures.worth);
      }
      // The franchise tab lists the drafted players (who can fill it) first, by value, points or round.
      const firstDrafted = async () => (await cardOrder(panel)).slice(0, drafted.length);
      const worthOf = (p: RosterPlayer) =>
        answer.players.find((c) => c.playerId === p.playerId)!.startedPoints -
        answer.expected.find((e) => e.round === p.draftRound)!.expected;
      const byValue = [...drafted].sort((a, b) => worthOf(b) - worthOf(a)).map((p) => p.playerId);
      expect(await firstDrafted()).toEqual(byValue);
      await picker.getByRole('button', { name: 'Points' }).click();
      await expect(picker.getByRole('button', { name: 'Points' })).toHaveAttribute('aria-pressed', 'true');
      const order = await firstDrafted();
      const pointsOf = (id: string) =>
        expectedFigures(
          players.find((p) => p.playerId === id)!,
          answer,
        ).points;
      expect(order.map(pointsOf)).toEqual([...order.map(pointsOf)].sort((a, b) => b - a));
      await picker.getByRole('button', { name: 'Round' }).click();
      const rounds = (await firstDrafted()).map((id) => players.find((p) => p.playerId === id)!.draftRound!);
      expect(rounds).toEqual([...rounds].sort((a, b) => a - b));
    }
  });

  test('on a 320 px phone every slot tab is on screen and the sticky bar is one row', async ({ page }) => {
    await login(page, { username: 'gridirongabe', pin: '1357' });
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/keepers');
      await hydrated(page);
      const tabs = page.getByRole('tablist');
      await expect(tabs.getByRole('tab')).toHaveCount(4);
      // No strip scrolling sideways: each tab lies inside its strip and the screen.
      expect(await tabs.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      for (const name of ['Franchise', 'Lottery 1', 'Lottery 2', 'Lottery 3']) {
        const box = (await tabs.getByRole('tab', { name }).boundingBox())!;
        expect(box.x, `${name} at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name} at ${width} px`).toBeLessThanOrEqual(width);
      }
      await page.getByRole('tab', { name: 'Lottery 3' }).click();
      await expect(page.getByRole('radiogroup', { name: 'Lottery 3 player' })).toBeVisible();
      // The status and both buttons share one row.
      const status = (await page.getByText('Not Saved', { exact: true }).boundingBox())!;
      const save = (await page.getByRole('button', { name: 'Save', exact: true }).boundingBox())!;
      const submit = (await page.getByRole('button', { name: 'Submit Final' }).boundingBox())!;
      for (const box of [status, save])
        expect(
          Math.abs(box.y + box.height / 2 - (submit.y + submit.height / 2)),
          `at ${width} px`,
        ).toBeLessThan(4);
      expect(submit.x + submit.width).toBeLessThanOrEqual(width);
    }
  });
});
