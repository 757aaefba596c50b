// The rulebook in the browser: a member reads it at 375 and 1440 px (axe clean) with a table of
// contents whose every entry leads to its heading, and the section of what Huddle enforces saying
// what the settings say; the commissioner edits the text on a phone, saving a new version; any
// version reads with what changed from another; the enforced section follows a settings change.
import type { Page } from '@playwright/test';
import type { EnforcedRules, RulesChanges } from '../../common/rules';
import { formatCentral, fromCentralInputValue, toCentralInputValue } from '../../client/src/lib/format';
import { axeViolations, expect, hydrated, leagueApi, login, test, toasts } from './fixtures';

// One server for the file (a save and a settings change alter its data), tests in order.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };
const EVERY_RULE = { allRules: true, anyImpact: true } as const;

const contents = (page: Page) => page.getByRole('navigation', { name: 'Contents' });
const enforced = (page: Page) => page.getByRole('region', { name: 'What Huddle enforces' });

for (const viewport of [PHONE, DESKTOP]) {
  test(`a member reads the rules at ${viewport.width} px: contents, text, what Huddle enforces, versions`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await login(page, 'member');
    await page.goto('/rules');
    await hydrated(page);
    await expect(page.getByTestId('rules-version')).toHaveText(/^Version 2, saved .+ by BigPlayBrenda$/);
    // Every entry of the contents leads to a heading of the page with its words.
    const entries = contents(page).getByRole('link');
    await expect(entries).toHaveText([
      'League constitution',
      'Membership',
      'Dues',
      'Lineups',
      'Trades',
      'Conduct',
      'What Huddle enforces',
      'Versions',
    ]);
    for (const entry of await entries.all()) {
      const target = (await entry.getAttribute('href'))!.slice(1);
      await expect(page.locator(`[id="${target}"]`), target).toHaveText(await entry.innerText());
    }
    await expect(
      page.getByRole('article', { name: 'The league’s rules' }).getByRole('heading', { name: 'Trades' }),
    ).toBeVisible();
    await expect(enforced(page).getByRole('heading', { name: 'Keepers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit the rules' })).toHaveCount(0);
    expect(await axeViolations(page, EVERY_RULE)).toEqual([]);

    await contents(page).getByRole('link', { name: 'Trades' }).click();
    await expect(page.getByRole('heading', { name: 'Trades' })).toBeInViewport();
  });
}

test('what Huddle enforces says what the settings say, and follows a change of them', async ({ page }) => {
  await login(page, 'owner');
  const facts = await leagueApi<EnforcedRules>(page, '/rules/enforced');
  await page.goto('/rules');
  const section = enforced(page);
  const payouts = section.getByRole('region', { name: `Payouts ${facts.season}` });
  await expect(payouts.getByRole('row', { name: /^Champion/ })).toHaveText(
    `Champion$${facts.payouts.championshipFirst}`,
  );
  await expect(payouts.getByRole('row', { name: /^Total/ })).toHaveText(`Total$${facts.payouts.totalPool}`);
  await expect(section).toContainText(`${facts.dues.paid} of ${facts.dues.teams} teams have paid`);
  await expect(section.getByRole('listitem').filter({ hasText: /More wins/ })).toBeVisible();

  // The commissioner moves the keeper deadline (three weeks ahead: the demo lives in the present, its
  // draft some weeks later): the rules say the new one at once.
  const deadline = toCentralInputValue(Date.now() + 21 * 24 * 60 * 60 * 1000);
  const info = (await (await page.request.get('/api/app-info')).json()) as { leagueId: string };
  const saved = await page.request.post(`/api/league/${info.leagueId}/settings/${facts.keepers!.season}`, {
    data: { keeperDeadline: deadline },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  await expect(enforced(page)).toContainText(
    `Keepers are due ${formatCentral(fromCentralInputValue(deadline))} Central Time, the commissioner’s deadline.`,
  );
});

test('the commissioner edits the rules on a phone: a new version, in the contents at once', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await login(page, 'owner');
  await page.goto('/rules');
  await hydrated(page);
  await page.getByRole('button', { name: 'Edit the rules' }).click();
  const editor = page.getByRole('form', { name: 'Edit the rules' });
  const text = editor.getByLabel('The rules, in Markdown');
  await text.fill(
    `${await text.inputValue()}\n## Playoff tiebreaks\n\nThe standings decide, as *Huddle* enforces below.\n`,
  );
  await editor.getByRole('button', { name: 'Preview' }).click();
  await expect(
    page.getByTestId('rules-preview').getByRole('heading', { name: 'Playoff tiebreaks' }),
  ).toBeVisible();
  expect(await axeViolations(page, EVERY_RULE), 'the editor at 375 px').toEqual([]);
  await editor.getByRole('button', { name: 'Save as version 3' }).click();
  await expect(toasts(page).getByText('Saved as version 3')).toBeVisible();
  await expect(page.getByTestId('rules-version')).toHaveText(/^Version 3, saved /);
  await expect(contents(page).getByRole('link', { name: 'Playoff tiebreaks' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Versions' }).getByRole('listitem')).toHaveCount(3);
});

test('a version reads with what changed from the one before, or from any other', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await login(page, 'member');
  await page.goto('/rules');
  await hydrated(page);
  await page.getByRole('link', { name: /^Version 3/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rulebook, version 3');
  const changes = page.getByTestId('rules-changes');
  const summary = ({ added, removed }: RulesChanges) =>
    `${added} ${added === 1 ? 'line' : 'lines'} added, ${removed} ${removed === 1 ? 'line' : 'lines'} removed.`;
  const fromTwo = await leagueApi<RulesChanges>(page, '/rules/versions/3/changes?from=2');
  expect(fromTwo.added).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('changes-summary')).toHaveText(summary(fromTwo));
  await expect(changes.locator('ins').filter({ hasText: 'Playoff tiebreaks' })).toHaveCount(1);
  await expect(changes.locator('ins').filter({ hasText: 'The standings decide' })).toHaveCount(1);
  await expect(changes.locator('del')).toHaveCount(0);
  expect(await axeViolations(page, EVERY_RULE)).toEqual([]);

  await page.getByLabel('Compared with').selectOption('1');
  await expect(page).toHaveURL(/\/rules\/versions\/3\?from=1$/);
  const fromOne = await leagueApi<RulesChanges>(page, '/rules/versions/3/changes?from=1');
  expect(fromOne.added).toBeGreaterThan(fromTwo.added);
  await expect(page.getByTestId('changes-summary')).toHaveText(summary(fromOne));
  await expect(changes.locator('ins').filter({ hasText: 'No trades after the trade deadline' })).toHaveCount(
    1,
  );

  await page.goto('/rules/versions/1');
  await expect(page.getByText('An earlier version.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read the rules in force (version 3)' })).toBeVisible();
  await expect(page.getByTestId('rules-changes')).toHaveCount(0);
});
