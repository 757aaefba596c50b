// Year after year (decision 0008), in the browser, against the demo league served by a fake Sleeper
// (server/test/fake-provider.ts): first a league whose season is complete (2024, the NFL in its
// off-season), then the same league renewed on Sleeper into a 2025 league that has not drafted, found
// by the admin's "Refresh from Sleeper" and followed by the open page without a reload. Between
// seasons the dashboard leads with the keeper deadline, the draft, the dues and last season.
import type { Page } from '@playwright/test';
import { startFakeProvider, type FakeProvider } from '../../server/test/fake-provider';
import { demoManifest } from '../../server/sleeper/demo-fixtures';
import { RENEWED_LEAGUE_ID, serveNflState, serveRenewedLeague } from '../../server/test/renewed-league';
import {
  axeViolations,
  expect,
  hydrated,
  login,
  ownerWithConfiguredPin,
  test as base,
  toasts,
} from './fixtures';

const owner = ownerWithConfiguredPin();
// 2024's champion in the demo league (fixtures/demo-league/manifest.json: roster 8).
const CHAMPION_2024 = "Stu's Sack Lunch";

const league2024 = demoManifest().seasons.find((s) => s.season === '2024')!.leagueId;
// The site's address as link previews give it (the server itself is on a port of its own).
const PUBLIC_URL = 'https://huddle.example.com';

const test = base.extend<object, { provider: FakeProvider }>({
  provider: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const provider = await startFakeProvider();
      // February: the NFL's off-season; the 2024 league is complete and not renewed yet.
      serveNflState(provider, { season: '2025', season_type: 'off' });
      await use(provider);
      await provider.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: [
    async ({ provider }, use) =>
      use({
        LEAGUE_ID: league2024,
        SLEEPER_API_URL: provider.url,
        OWNER_USERNAME: owner.username,
        OWNER_PIN: owner.pin,
        PUBLIC_URL,
      }),
    { scope: 'worker' },
  ],
});

// One server for the file, its league renewed half-way: the tests run in order.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function noBlockingViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test('a complete season: the dashboard leads with the champion, final standings and payouts', async ({
  page,
}) => {
  await login(page, owner);
  await page.goto('/');
  const dashboard = page.getByTestId('offseason-dashboard');
  await expect(dashboard.getByTestId('offseason-phase')).toHaveText('2024 season complete · off-season');
  await expect(page.getByRole('heading', { level: 1, name: 'Sunday Scaries Keeper League' })).toBeVisible();

  const champion = dashboard.getByTestId('offseason-champion');
  await expect(champion.getByRole('heading', { name: '2024 Champion' })).toBeVisible();
  await expect(champion.getByText(CHAMPION_2024, { exact: true })).toBeVisible();
  await expect(champion.getByText('Runner-up')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Final Standings 2024' }).getByRole('row')).toHaveCount(13);
  await expect(page.getByTestId('history-standing-champion')).toContainText(CHAMPION_2024);
  await expect(page.getByRole('heading', { name: '2024 Season Payouts' })).toBeVisible();
  await expect(page.getByTestId('season-pot-2024')).toHaveText(/^\$\d/);

  // Keepers from 2024 go to the 2025 draft, which does not exist yet: open, no date.
  const keepers = dashboard.getByTestId('offseason-keepers');
  await expect(keepers).toContainText('Open');
  await expect(keepers).toContainText(
    'Keepers from 2024 for the 2025 draft: before the 2025 draft (not scheduled yet).',
  );
  await expect(keepers).toContainText('0 of 12 teams submitted.');
  await expect(dashboard.getByTestId('offseason-draft')).toContainText('Not scheduled');
  await expect(dashboard.getByTestId('offseason-dues').getByRole('heading')).toHaveText('2024 Dues');
  await expect(dashboard.getByTestId('offseason-dues')).toContainText('0/12 paid');
  // No empty week: the season's cards are not there.
  await expect(page.getByText('Games Complete')).toHaveCount(0);
  await noBlockingViolations(page);
});

test('on a phone the off-season dashboard fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page, owner);
  await page.goto('/');
  await expect(page.getByTestId('offseason-champion')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

test('renewed on Sleeper: "Refresh from Sleeper" moves to the 2025 league and the page follows it', async ({
  page,
  provider,
}) => {
  const draftStart = Date.now() + 10 * 24 * 60 * 60 * 1000 - 60 * 60 * 1000;
  await serveRenewedLeague(provider, { fromLeagueId: league2024, memberUserIds: [owner.userId], draftStart });

  await login(page, owner);
  await page.goto('/admin');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByTestId('current-league-id')).toHaveText(league2024);
  await expect(page.getByTestId('current-league-found')).toHaveText('The configured league (LEAGUE_ID)');
  await page.getByRole('button', { name: 'Refresh from Sleeper' }).click();
  await expect(toasts(page).getByText('Settings refreshed from Sleeper API')).toBeVisible();
  // The same page, not reloaded, now works on the new league and its season.
  await expect(page.getByText('Commissioner tools for the 2025 season.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current Settings (2025)' })).toBeVisible();
  await expect(page.getByTestId('current-league-id')).toHaveText(RENEWED_LEAGUE_ID);
  await expect(page.getByTestId('current-league-found')).toContainText(`renewed from ${league2024}`);

  // To the dashboard by the menu: the client moved to the new league id with no reload.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const dashboard = page.getByTestId('offseason-dashboard');
  await expect(dashboard.getByTestId('offseason-phase')).toHaveText('2025 season · before the draft');
  await expect(dashboard.getByTestId('offseason-champion')).toContainText(CHAMPION_2024);
  // The keeper deadline follows the 2025 draft: ten days out.
  const keepers = dashboard.getByTestId('offseason-keepers');
  await expect(keepers).toContainText('10 days left');
  await expect(keepers).toContainText('Keepers from 2024 for the 2025 draft:');
  await expect(dashboard.getByTestId('offseason-draft')).toContainText('2025 Draft');
  await expect(dashboard.getByTestId('offseason-draft')).toContainText('in 10 days');
  await expect(dashboard.getByTestId('offseason-dues').getByRole('heading')).toHaveText('2025 Dues');
  await expect(dashboard.getByTestId('offseason-dues')).toContainText('0/12 paid');
  await noBlockingViolations(page);

  // The history now runs to 2025.
  const history = await page.request.get(`/api/league/${RENEWED_LEAGUE_ID}/history`);
  const seasons = ((await history.json()) as { seasons: Array<{ season: string }> }).seasons.map(
    (s) => s.season,
  );
  expect(seasons).toEqual(['2025', '2024', '2023', '2022']);
});

test("the page answers any client: curl -sI / is 200, its previews on PUBLIC_URL, without the league's name", async ({
  server,
}) => {
  const { execFileSync } = await import('node:child_process');
  const head = execFileSync('curl', ['-sI', `${server.url}/`], { encoding: 'utf8' });
  expect(head).toMatch(/^HTTP\/1\.1 200 OK/);
  expect(head).toMatch(/content-type: text\/html/i);
  const html = execFileSync('curl', ['-s', `${server.url}/`], { encoding: 'utf8' });
  // The league's name is member data (docs/decisions/0012); a link previewer is a visitor.
  expect(html).toContain('<meta property="og:title" content="Huddle FFB Dashboard" />');
  expect(html).not.toContain('Sunday Scaries');
  expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/og-image.jpg" />`);
  const image = execFileSync('curl', ['-sI', `${server.url}/og-image.jpg`], { encoding: 'utf8' });
  expect(image).toMatch(/^HTTP\/1\.1 200 OK/);
  expect(image).toMatch(/content-type: image\/jpeg/i);
});
