// The commissioner's /admin page: payments (seen by members on /pre-draft), PINs, settings, BUSTED,
// and the layout on a phone.
import type { Page } from '@playwright/test';
import {
  chooseFirst,
  demoAccount,
  demoAccountNamed,
  expect,
  hydrated,
  lockAccount,
  login,
  test,
  toasts,
} from './fixtures';

// The first test of the file also waits for its fresh server to start on a busy shared machine.
test.describe.configure({ timeout: 120_000 });

const member = demoAccount('member');

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('an admin marks a payment paid and the pre-draft Payment Status view shows it', async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, 'owner');
  await page.goto('/admin');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const card = page.getByTestId(/^payment-card-/).filter({ hasText: member.teamName });
  await expect(card.getByText('Not Paid')).toBeVisible();
  await expect(card.getByText('No payment recorded')).toBeVisible();
  // The tab's summary counts the paid teams and sums what they paid.
  const summary = page.getByTestId('payments-summary');
  await expect(summary).toHaveText(/^\d+ of 12 paid · \$[\d,.]+ collected$/);
  const paidBefore = Number((await summary.innerText()).split(' ')[0]);

  await card.getByRole('button', { name: /^Edit payment/ }).click();
  await card.getByRole('switch', { name: 'Payment Received' }).click();
  await card.getByLabel('Amount Paid').fill('12.50');
  await card.getByLabel('Notes').fill('Venmo, Aug 1');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Payment status updated successfully')).toBeVisible();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(card.getByText('$12.50')).toBeVisible();
  await expect(card.getByText('Venmo, Aug 1')).toBeVisible();
  await expect(summary).toHaveText(new RegExp(`^${paidBefore + 1} of 12 paid · `));
  // The server stored exactly what was typed.
  const adminView = await page.request.get(`/api/league/${await leagueId(page)}/payment-status/2025/admin`);
  const entry = ((await adminView.json()) as Array<{ paidAmount: string | null }>).find((p) => p.paidAmount);
  expect(entry?.paidAmount).toBe('12.50');

  // The member sees it on /pre-draft (without the amount).
  const memberContext = await browser.newContext({ baseURL });
  const memberPage = await memberContext.newPage();
  await login(memberPage, 'member');
  await memberPage.goto('/pre-draft');
  await hydrated(memberPage);
  await memberPage.getByRole('tab', { name: 'Payment Status' }).click();
  const panel = memberPage.getByRole('tabpanel');
  const row = panel.getByRole('listitem').filter({ hasText: member.teamName });
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  // Every other team is still unpaid.
  const others = panel.getByRole('listitem').filter({ hasNotText: member.teamName });
  await expect(others.getByText('Paid', { exact: true })).toHaveCount(0);
  await memberContext.close();
});

test('a PIN is changed and the member can log in with the new one only', async ({
  page,
  browser,
  baseURL,
}) => {
  await login(page, 'owner');
  await page.goto('/admin');
  await hydrated(page);
  await openTab(page, 'Password Management');
  const row = page.getByTestId(`password-row-${member.userId}`);
  await expect(row.getByTestId('pin-value')).toHaveText('PIN: ****');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(row.getByTestId('pin-value')).toHaveText(`PIN: ${member.pin}`);

  const newPin = member.pin === '8520' ? '8521' : '8520';
  await row.getByRole('button', { name: `Edit PIN of ${member.displayName}` }).click();
  const input = row.getByLabel(`New 4-digit PIN for ${member.displayName}`);
  await input.pressSequentially('8a5-2');
  await expect(input).toHaveValue('852');
  await expect(row.getByRole('button', { name: 'Save' })).toBeDisabled();
  // A common PIN is refused in the form, in PIN words.
  await input.fill('1234');
  await expect(row.getByRole('alert')).toHaveText(/^That PIN is one of the most common PINs/);
  await expect(row.getByRole('button', { name: 'Save' })).toBeDisabled();
  await input.fill(newPin);
  await expect(row.getByRole('alert')).toHaveCount(0);
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Password updated successfully')).toBeVisible();
  await expect(row.getByTestId('pin-value')).toHaveText(`PIN: ${newPin}`);

  const memberContext = await browser.newContext({ baseURL });
  const memberPage = await memberContext.newPage();
  const signIn = async (pin: string) => {
    await memberPage.goto('/secure-login');
    await memberPage.getByLabel('Sleeper Username').fill(member.username);
    await memberPage.getByLabel('4-Digit PIN').fill(pin);
    await memberPage.getByRole('button', { name: 'Login' }).click();
  };
  await signIn(member.pin);
  await expect(memberPage.getByText('Invalid username or PIN').first()).toBeVisible();
  await expect(memberPage).toHaveURL(/\/secure-login/);
  await signIn(newPin);
  await expect(memberPage).toHaveURL('/dashboard');
  await memberContext.close();
});

test('a locked member is shown with their failures and unlocked in one click, keeping the PIN', async ({
  page,
  server,
}) => {
  const locked = demoAccountNamed('rookiemarcus');
  lockAccount(server, locked.userId);
  const refused = await page.request.post('/api/auth/login', {
    data: { sleeperUsername: locked.username, pin: locked.pin },
  });
  expect(refused.status()).toBe(429);

  await login(page, 'owner');
  await page.goto('/admin');
  await hydrated(page);
  await openTab(page, 'Password Management');
  await expect(page.getByText('1 account locked')).toBeVisible();
  const row = page.getByTestId(`password-row-${locked.userId}`);
  await expect(row.getByText(/Locked until /)).toBeVisible();
  await expect(row.getByTestId('failures')).toHaveText(/^10 failed sign-ins, last .* from 10\.0\.0\.9$/);
  await row.getByRole('button', { name: `Unlock ${locked.displayName} (keeps the PIN)` }).click();
  await expect(toasts(page).getByText(`${locked.displayName} can sign in again`)).toBeVisible();
  await expect(row.getByText(/Locked until /)).toHaveCount(0);
  await expect(page.getByText('1 account locked')).toHaveCount(0);

  const again = await page.request.post('/api/auth/login', {
    data: { sleeperUsername: locked.username, pin: locked.pin },
  });
  expect(again.status()).toBe(200);
});

test('league settings are saved in Central Time and refreshed from the provider', async ({ page }) => {
  await login(page, 'owner');
  await page.goto('/admin');
  await openTab(page, 'League Settings');
  await page.getByLabel('Draft Date (Central Time)').fill('2026-08-30T19:00');
  await page.getByLabel('Playoff Start Week').fill('16');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toasts(page).getByText('League settings updated successfully')).toBeVisible();
  await expect(page.getByTestId('setting-draftDate')).toHaveText('August 30, 2026 7:00 PM CT');
  await expect(page.getByTestId('setting-playoffStartWeek')).toHaveText('Week 16');
  const saved = await (await page.request.get(`/api/league/${await leagueId(page)}/settings/2025`)).json();
  expect(saved.draftDate).toBe('2026-08-31T00:00:00.000Z');

  await page.getByRole('button', { name: 'Refresh from Sleeper' }).click();
  await expect(toasts(page).getByText('Settings refreshed from Sleeper API')).toBeVisible();
  await expect(page.getByTestId('setting-playoffStartWeek')).toHaveText('Week 15');
});

/** An instant as a datetime-local value in Central Time ('2027-03-21T19:00'). */
function centralInput(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

test('each date names its season, and a keeper deadline after the draft it feeds is refused with why', async ({
  page,
  baseURL,
}) => {
  await login(page, 'owner');
  const id = await leagueId(page);
  // The demo's calendar follows today's date: the 2026 draft (the one the 2025 keepers go to) is put
  // a month after the 2025 keepers' deadline, and a deadline a day after that draft is tried.
  const settings = await (await page.request.get(`/api/league/${id}/settings/2025`)).json();
  const draftStart = Date.parse(settings.keeperDeadline) + 30 * 24 * 3600_000;
  const draft = await page.request.post(`/api/league/${id}/settings/2026`, {
    data: { draftDate: centralInput(draftStart) },
    headers: { origin: baseURL! },
  });
  expect(draft.status(), await draft.text()).toBe(200);
  await page.goto('/admin');
  await openTab(page, 'League Settings');
  await expect(page.getByLabel('Keeper Deadline (Central Time)')).toHaveAccessibleDescription(
    'Keepers from the 2025 rosters, for the 2026 draft',
  );
  await expect(page.getByLabel('Draft Date (Central Time)')).toHaveAccessibleDescription('The 2025 draft');
  await page.getByLabel('Keeper Deadline (Central Time)').fill(centralInput(draftStart + 24 * 3600_000));
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toasts(page).getByText(/the 2025 keepers go to the 2026 draft, which starts/)).toBeVisible();
  const after = await (await page.request.get(`/api/league/${id}/settings/2025`)).json();
  expect(after.keeperDeadline).toBe(settings.keeperDeadline);
});

test('a season before Sleeper is imported from a CSV, shown in the history as imported, and undone', async ({
  page,
}) => {
  const owner = demoAccount('owner');
  const member = demoAccount('member');
  const header = 'season,manager,team_name,wins,losses,ties,points_for,points_against,final_rank,champion';
  await login(page, 'owner');
  await page.goto('/admin');
  await openTab(page, 'League Settings');
  const csv = page.getByLabel('CSV text');

  // A bad line is named with its field, and nothing is imported.
  await csv.fill(`${header}\n2021,${owner.username},Old Blitz,ten,3,0,1500.5,1400,1,yes`);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('import-errors')).toContainText('line 2, wins');
  await expect(page.getByText('No seasons imported yet.')).toBeVisible();

  // With its optional payout column: the champion's money, none for the runner-up.
  await csv.fill(
    [
      `${header},payout`,
      `2021,${owner.username},Old Blitz,10,3,0,1500.5,1400,1,yes,300`,
      `2021,${member.username},Old Tacos,3,10,0,1400,1500.5,2,,`,
    ].join('\n'),
  );
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const imported = page.getByRole('list', { name: 'Imported seasons' });
  await expect(imported).toContainText('2021 · 2 teams');

  // The history lists it among the champions, marked as imported.
  await page.goto('/history');
  await hydrated(page);
  const champion = page.getByTestId('champion-2021');
  await expect(champion).toContainText('Old Blitz');
  await expect(champion.getByText('Imported')).toBeVisible();
  // Its details show the payout it was imported with, and no line for a team that won nothing.
  await page.getByRole('tab', { name: /2021/ }).click();
  const payouts = page.getByTestId('season-payouts-2021');
  await expect(payouts.getByRole('listitem')).toHaveText([/Old Blitz.*\$300/]);
  await expect(page.getByTestId('season-pot-2021')).toHaveText('$300');
  // The owner's career record now counts 2021's 13 games, which head to head cannot list: it says so.
  await page.goto(`/managers/${owner.userId}`);
  await expect(page.getByTestId('manager-h2h-apart')).toHaveText(
    'Not in this table: 13 games of their career record, from 2021, imported without opponents.',
  );

  // Undone, after a confirmation: gone from the history too.
  await page.goto('/admin');
  await hydrated(page);
  await openTab(page, 'League Settings');
  await page.getByRole('button', { name: 'Undo 2021' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('No seasons imported yet.')).toBeVisible();
  await page.goto('/history');
  await expect(page.getByTestId('champion-2022')).toBeVisible();
  await expect(page.getByTestId('champion-2021')).toHaveCount(0);

  // Two seasons at once are undone together, after a confirmation that names them.
  await page.goto('/admin');
  await hydrated(page);
  await openTab(page, 'League Settings');
  await csv.fill(
    [
      header,
      `2020,${owner.username},Old Blitz,10,3,0,1500.5,1400,1,yes`,
      `2020,${member.username},Old Tacos,3,10,0,1400,1500.5,2,`,
      `2019,${owner.username},Older Blitz,3,10,0,1400,1500,2,`,
      `2019,${member.username},Older Tacos,10,3,0,1500,1400,1,yes`,
    ].join('\n'),
  );
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(imported).toContainText('2019 · 2 teams');
  await page.getByRole('button', { name: 'Undo all imported seasons' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('The 2 imported seasons, 2019 to 2020, leave the history');
  await confirm.getByRole('button', { name: 'Undo all' }).click();
  await expect(page.getByText('No seasons imported yet.')).toBeVisible();
  await page.goto('/history');
  await expect(page.getByTestId('champion-2022')).toBeVisible();
  await expect(page.getByTestId('champion-2019')).toHaveCount(0);
});

test('the BUSTED winner is assigned and cleared', async ({ page }) => {
  await login(page, 'owner');
  await page.goto('/admin');
  await hydrated(page);
  // Seen once before the changes: the log must not be served from that first look afterwards.
  await openTab(page, 'Audit Log');
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await openTab(page, 'BUSTED Management');
  await expect(page.getByText('No winner assigned yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assign Winner' })).toBeDisabled();
  const memberSelect = page.getByRole('combobox', { name: 'League member' });
  await expect(memberSelect.locator('option:checked')).toHaveText('Select a member');
  await chooseFirst(memberSelect, member.displayName);
  await page.getByLabel('NFL player name').fill('Rowdy Runner');
  await page.getByLabel('NFL team (optional)').fill('DAL');
  await page.getByRole('button', { name: 'Assign Winner' }).click();
  await expect(toasts(page).getByText('BUSTED award winner updated successfully')).toBeVisible();
  const winner = page.getByTestId('busted-winner');
  await expect(winner).toContainText(member.displayName);
  await expect(winner).toContainText('Rowdy Runner (DAL)');
  await page.getByRole('button', { name: 'Clear Winner' }).click();
  await expect(page.getByText('No winner assigned yet')).toBeVisible();

  // Both actions are in the audit log, newest first, told in sentences: no field names, no epoch times.
  await openTab(page, 'Audit Log');
  const entries = page.getByRole('tabpanel').locator('ol > li');
  await expect(entries.first()).toContainText(/cleared the BUSTED winner of \d{4}/);
  await expect(entries.nth(1)).toContainText(
    new RegExp(`gave the BUSTED award of \\d{4} to ${member.displayName}`),
  );
  await expect(entries.nth(1)).toContainText('BUSTED player: none → Rowdy Runner');
  for (const row of await entries.allInnerTexts()) {
    expect(row).not.toMatch(/payouts\.|busted[A-Z]|updatedAt|\d{12,}/);
  }
});

test.describe('on a phone (375 x 812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  // The layout only: axe on every admin tab at this width is tests/e2e/a11y.spec.ts ("every admin tab
  // has no serious or critical axe violation"). Running it here too made six more full axe runs, about
  // 95 s of this test on the busy shared machine, past its 120 s.
  test('every tab fits the screen without sideways scrolling', async ({ page }) => {
    await login(page, 'owner');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    for (const tab of [
      'Payment Management',
      'Password Management',
      'League Settings',
      'BUSTED Management',
      'Role Management',
      'Audit Log',
    ]) {
      await openTab(page, tab);
      // Measured once the tab's content is in: a skeleton is narrower than what replaces it.
      await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, tab).toBeLessThanOrEqual(375);
    }
  });
});

async function leagueId(page: Page): Promise<string> {
  const info = (await (await page.request.get('/api/app-info')).json()) as { leagueId: string };
  return info.leagueId;
}
