// The verdicts (docs/decisions/0016) on the demo league, each view against the API's own answer: the trade
// cards' verdicts, a manager's trade record, the record book's trades and keepers, the draft board's report
// card (with JavaScript too and without), the keepers page's best and worst keepers, and the Moves page's
// filters; on a phone, nothing but a table's own box scrolls sideways.
import type { Locator, Page } from '@playwright/test';
import type {
  DraftReportResponse,
  KeeperValue,
  KeeperValueResponse,
  ManagerResponse,
  MovesResponse,
  Pickup,
  RecordsResponse,
  Trade,
  TradesResponse,
} from '../../common/almanac';
import { axeViolations, demoAccount, expect, hydrated, leagueApi, login, test } from './fixtures';

// Reads only: the worker's shared server (tests/e2e/fixtures.ts).
test.use({ sharedServer: true });

/** Points as the app writes them (one decimal), signed where a figure is above or below a mark. */
const points = (value: number) => value.toFixed(1);
const signed = (value: number) => {
  const shown = Math.abs(value).toFixed(1);
  return shown === '0.0' ? shown : `${value > 0 ? '+' : '-'}${shown}`;
};

/** The verdict in the words decision 0016's example uses ("Won by Syrup Squad by 84.2 points"). */
function verdictOf(trade: Trade): string {
  if (trade.verdict === 'draw') return 'Draw';
  if (trade.verdict === 'pending') return 'No verdict yet';
  const winner = trade.sides.find((side) => side.rosterId === trade.winnerRosterId)!;
  return `Won by ${winner.teamName} by ${points(trade.margin)} points`;
}

const tradeCard = (scope: Page | Locator, trade: Trade) =>
  scope.locator(`[data-testid="trade-card"][data-trade-id="${trade.id}"]`);

async function expectTradeCard(scope: Page | Locator, trade: Trade): Promise<void> {
  const card = tradeCard(scope, trade).first();
  await expect(card.getByTestId('trade-verdict')).toHaveText(verdictOf(trade));
  await expect(card.getByTestId('trade-settled')).toHaveText(trade.settled ? 'Settled' : 'Still counting');
  for (const side of trade.sides) {
    const box = card.locator(`[data-testid="trade-side"][data-roster-id="${side.rosterId}"]`);
    await expect(box.getByTestId('trade-side-total')).toHaveText(`${points(side.pointsAfter)} pts`);
    await expect(box.getByText('Won', { exact: true })).toHaveCount(
      trade.verdict === 'won' && trade.winnerRosterId === side.rosterId ? 1 : 0,
    );
  }
}

/** The page is no wider than the phone: only a table's own box may scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

const keeperIds = (keepers: readonly KeeperValue[]) => keepers.map((k) => `${k.season}:${k.playerId}`);
async function shownKeeperIds(list: Locator): Promise<string[]> {
  return list
    .getByTestId('keeper-value')
    .evaluateAll((items) =>
      items.map((item) => `${item.getAttribute('data-season')}:${item.getAttribute('data-player-id')}`),
    );
}

test("every trade card's verdict, settled mark and side totals are the API's", async ({ page }) => {
  await login(page, 'member');
  const { trades } = await leagueApi<TradesResponse>(page, '/trades');
  expect(trades.map((t) => t.verdict)).toContain('won');
  await page.goto('/trades');
  await expect(page.getByTestId('trade-card')).toHaveCount(trades.length);
  for (const trade of trades) await expectTradeCard(page, trade);

  // A used pick names the player it drafted; a pick whose draft is still to come says so.
  const used = trades.flatMap((t) => t.sides.flatMap((s) => s.picks)).find((p) => p.status === 'used')!;
  await expect(page.getByText(`pick ${used.pickNo}, ${used.player!.name}`).first()).toBeVisible();
  if (trades.some((t) => t.sides.some((s) => s.picks.some((p) => p.status === 'pending'))))
    await expect(page.getByText('not drafted yet').first()).toBeVisible();
});

test("a manager's page shows their trade record, best and worst trades and best pickups", async ({
  page,
}) => {
  await login(page, 'member');
  const owner = demoAccount('owner');
  const manager = await leagueApi<ManagerResponse>(page, `/managers/${owner.userId}`);
  await page.goto(`/managers/${owner.userId}`);
  const { wins, losses, draws } = manager.tradeRecord;
  const verdicts = page.getByTestId('manager-trade-verdicts');
  await expect(verdicts.getByTestId('trade-record')).toContainText(`${wins}-${losses}-${draws}`);
  for (const [testId, trade, none] of [
    ['manager-best-trade', manager.bestTrade, 'No trade won yet.'],
    ['manager-worst-trade', manager.worstTrade, 'No trade lost yet.'],
  ] as const) {
    const part = verdicts.getByTestId(testId);
    if (trade) await expectTradeCard(part, trade);
    else await expect(part.getByText(none)).toBeVisible();
  }
  const pickups = page.getByTestId('manager-pickups').getByTestId('pickup');
  await expect(pickups).toHaveCount(manager.bestPickups.length);
  for (const [i, pickup] of manager.bestPickups.entries()) {
    await expect(pickups.nth(i)).toContainText(pickup.name);
    await expect(pickups.nth(i).getByTestId('pickup-points')).toHaveText(`${points(pickup.pointsAfter)}pts`);
  }
  await page
    .getByRole('link', { name: `Every season's best pickups of ${manager.manager.ownerName}` })
    .click();
  await expect(page).toHaveURL(`/moves?manager=${owner.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Moves' })).toBeVisible();
});

test("the record book lists the most lopsided trades and the best and worst keepers, all-time and a season's", async ({
  page,
}) => {
  await login(page, 'member');
  const records = await leagueApi<RecordsResponse>(page, '/records');
  await page.goto('/records');
  await hydrated(page);
  const books = [
    { tab: 'All-time', book: records.allTime },
    ...records.seasons.map((s) => ({ tab: s.season, book: s.records })),
  ];
  for (const { tab, book } of books) {
    // The tab follows the address (?season=): its panel shows once the navigation is done.
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    const lopsided = panel.getByTestId('records-lopsided-trades');
    await expect(lopsided.getByRole('listitem')).toHaveCount(book.mostLopsidedTrades.length);
    expect(
      await lopsided
        .getByRole('listitem')
        .evaluateAll((items) => items.map((i) => i.getAttribute('data-trade-id'))),
    ).toEqual(book.mostLopsidedTrades.map((t) => t.id));
    for (const [i, trade] of book.mostLopsidedTrades.entries())
      await expect(lopsided.getByRole('listitem').nth(i)).toContainText(points(trade.margin));
    for (const [testId, keepers] of [
      ['records-best-keepers', book.bestKeepers],
      ['records-worst-keepers', book.worstKeepers],
    ] as const) {
      const list = panel.getByTestId(testId);
      // Keepers who never started are in neither list (0.0 pts in 0 starts), nor a player in both.
      await expect(list).not.toContainText(' in 0 starts');
      if (keepers.length === 0)
        await expect(list).toContainText(
          book.bestKeepers.length + book.worstKeepers.length === 0
            ? 'No keepers yet'
            : /No keeper has (beaten|fallen short of) his round's average yet/,
        );
      else {
        await expect(list.getByTestId('keeper-value')).toHaveCount(keepers.length);
        expect(await shownKeeperIds(list)).toEqual(keeperIds(keepers));
        await expect(list.getByTestId('keeper-value').first()).toContainText(signed(keepers[0]!.value));
      }
    }
  }

  // A lopsided trade opens that season's trades of its winner, where its card says the same verdict.
  const trade = records.allTime.mostLopsidedTrades[0]!;
  await page.getByRole('tab', { name: 'All-time', exact: true }).click();
  await page
    .getByRole('tabpanel')
    .getByTestId('records-lopsided-trades')
    .getByRole('link', { name: /trade/ })
    .first()
    .click();
  const winner = trade.sides.find((s) => s.rosterId === trade.winnerRosterId)!;
  await expect(page).toHaveURL(`/trades?season=${trade.season}&manager=${winner.ownerId}`);
  await expectTradeCard(page, trade);
});

test('the draft board toggles to its report card, with the grades, values, steals and busts of the API', async ({
  page,
}) => {
  await login(page, 'member');
  await page.goto('/draft-board');
  await expect(page.getByRole('region', { name: '2025 draft board' })).toBeVisible();
  await page.getByRole('link', { name: 'Report card' }).click();
  await expect(page).toHaveURL('/draft-board?view=report');
  await expect(page.getByRole('link', { name: 'Report card' })).toHaveAttribute('aria-current', 'page');

  const report = await leagueApi<DraftReportResponse>(page, '/drafts/2025/report');
  const board = page.getByRole('region', { name: '2025 draft board, report card' });
  await expect(board.getByTestId('report-cell')).toHaveCount(report.picks.length);
  // Each column's grade, and a few cells' values (the best pick, the worst, a keeper's).
  const header = board.locator('thead');
  await expect(header.getByTestId('grade')).toHaveCount(report.teams.length);
  const picks = [...report.picks].sort((a, b) => b.value - a.value);
  for (const pick of [picks[0]!, picks[picks.length - 1]!, report.picks.find((p) => p.isKeeper)!]) {
    const cell = board.locator(`[data-testid="report-cell"][data-pick-no="${pick.pickNo}"]`);
    await expect(cell.getByTestId('report-cell-value')).toHaveText(signed(pick.value));
    await expect(cell).toContainText(pick.name);
  }
  // The grades table in the API's order, the steals and busts.
  const rows = page.getByTestId('draft-grade-row');
  await expect(rows).toHaveCount(report.teams.length);
  for (const [i, team] of report.teams.entries()) {
    await expect(rows.nth(i).getByTestId('grade')).toHaveText(team.grade);
    await expect(rows.nth(i)).toContainText(team.teamName);
    await expect(rows.nth(i)).toContainText(signed(team.value));
  }
  for (const [testId, list] of [
    ['draft-steals', report.steals],
    ['draft-busts', report.busts],
  ] as const) {
    const shown = page.getByTestId(testId).getByRole('listitem');
    await expect(shown).toHaveCount(list.length);
    for (const [i, pick] of list.entries()) await expect(shown.nth(i)).toContainText(pick.name);
  }

  // Another season keeps the report view; a season without a draft yet has no report card.
  await page.getByRole('combobox', { name: 'Season' }).selectOption({ label: '2024 Season' });
  await expect(page).toHaveURL('/draft-board?view=report&season=2024');
  const report2024 = await leagueApi<DraftReportResponse>(page, '/drafts/2024/report');
  await expect(page.getByTestId('draft-grade-row').first().getByTestId('grade')).toHaveText(
    report2024.teams[0]!.grade,
  );
  await expect(page.getByRole('heading', { name: '2024 draft report card' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Season' }).selectOption({ label: '2026 Season' });
  await expect(page.getByRole('heading', { name: 'No report card for 2026' })).toBeVisible();

  // Back to the board of the season chosen.
  await page.getByRole('link', { name: 'Board', exact: true }).click();
  await expect(page).toHaveURL('/draft-board?season=2026');
  await expect(page.getByRole('region', { name: '2026 draft board' })).toBeVisible();
});

test("a season's history ends with its draft report card, as the API grades it", async ({ page }) => {
  await login(page, 'member');
  const report = await leagueApi<DraftReportResponse>(page, '/drafts/2025/report');
  await page.goto('/history');
  await hydrated(page);
  const details = page.getByTestId('history-season-details');
  const rows = details.getByTestId('draft-grade-row');
  await expect(rows).toHaveCount(report.teams.length);
  expect(await rows.evaluateAll((r) => r.map((row) => row.getAttribute('data-roster-id')))).toEqual(
    report.teams.map((t) => String(t.rosterId)),
  );
  await details.getByRole('tab', { name: '2023' }).click();
  const report2023 = await leagueApi<DraftReportResponse>(page, '/drafts/2023/report');
  await expect(details.getByRole('heading', { name: '2023 draft report card' })).toBeVisible();
  await expect(details.getByTestId('draft-grade-row').first().getByTestId('grade')).toHaveText(
    report2023.teams[0]!.grade,
  );
  await details.getByRole('link', { name: 'The 2023 draft board’s report card' }).click();
  await expect(page).toHaveURL('/draft-board?season=2023&view=report');
  await expect(page.getByRole('region', { name: '2023 draft board, report card' })).toBeVisible();
});

test('the report card toggle works without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await login(page, 'member');
    // The server renders what answers within its data budget (250 ms): a fresh server's first report
    // builds the league's started-points index, longer than that on a busy machine. Warm it first.
    const report = await leagueApi<DraftReportResponse>(page, '/drafts/2024/report');
    await page.goto('/draft-board?season=2024');
    await expect(page.getByRole('region', { name: '2024 draft board' })).toBeVisible();
    await page.getByRole('link', { name: 'Report card' }).click();
    await expect(page).toHaveURL('/draft-board?season=2024&view=report');
    await expect(page.getByTestId('draft-grade-row')).toHaveCount(report.teams.length);
    await expect(page.getByTestId('report-cell')).toHaveCount(report.picks.length);
  } finally {
    await context.close();
  }
});

test('the keepers page shows the best and worst keepers ever, with the round each cost and its average', async ({
  page,
}) => {
  await login(page, 'member');
  const values = await leagueApi<KeeperValueResponse>(page, '/keeper-value');
  await page.goto('/keepers');
  const card = page.getByRole('region', { name: 'What keepers were worth' });
  for (const [testId, keepers] of [
    ['keepers-best', values.best],
    ['keepers-worst', values.worst],
  ] as const) {
    const list = card.getByTestId(testId);
    expect(await shownKeeperIds(list)).toEqual(keeperIds(keepers));
    const first = list.getByTestId('keeper-value').first();
    const keeper = keepers[0]!;
    await expect(first).toContainText(signed(keeper.value));
    await expect(first).toContainText(`(no. ${keeper.pickNo})`);
    await expect(first).toContainText(`${points(keeper.startedPoints)} pts`);
    await expect(first).toContainText(`averages ${points(keeper.expected)}`);
    // Keepers who never played (0.0 pts in 0 starts) are left out of both lists.
    await expect(list).not.toContainText(' in 0 starts');
  }
  const best = await shownKeeperIds(card.getByTestId('keepers-best'));
  const worst = await shownKeeperIds(card.getByTestId('keepers-worst'));
  const player = (id: string) => id.split(':')[1];
  expect(worst.filter((id) => best.some((b) => player(b) === player(id)))).toEqual([]);
});

test('the Moves page, beside Trades in the menu, filters the pickups by season and manager', async ({
  page,
}) => {
  await login(page, 'member');
  await page.goto('/trades');
  const menu = page
    .getByRole('navigation')
    .filter({ has: page.getByRole('link', { name: 'Trades' }) })
    .first();
  await menu.getByRole('link', { name: 'Moves' }).click();
  await expect(page).toHaveURL('/moves');
  await expect(page.getByRole('heading', { level: 1, name: 'Moves' })).toBeVisible();

  const ids = (pickups: readonly Pickup[]) => pickups.map((p) => p.transactionId);
  const shownIds = () =>
    page
      .getByTestId('pickup')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-transaction-id')));
  const all = await leagueApi<MovesResponse>(page, '/moves');
  await expect(page.getByTestId('pickup')).toHaveCount(all.pickups.length);
  expect(await shownIds()).toEqual(ids(all.pickups));
  await expect(page.getByTestId('moves-season')).toHaveCount(all.seasons.length);

  await page.getByRole('combobox', { name: 'Season' }).selectOption('2024');
  await expect(page).toHaveURL('/moves?season=2024');
  const season = await leagueApi<MovesResponse>(page, '/moves?season=2024');
  await expect(page.getByTestId('pickup')).toHaveCount(season.pickups.length);
  expect(await shownIds()).toEqual(ids(season.pickups));
  await expect(page.getByTestId('moves-season')).toHaveAttribute('data-season', '2024');

  const picker = season.pickups[0]!;
  await page.getByRole('combobox', { name: 'Manager' }).selectOption({ label: picker.ownerName });
  await expect(page).toHaveURL(`/moves?season=2024&manager=${picker.ownerId}`);
  const theirs = await leagueApi<MovesResponse>(page, `/moves?season=2024&manager=${picker.ownerId}`);
  await expect(page.getByTestId('pickup')).toHaveCount(theirs.pickups.length);
  expect(await shownIds()).toEqual(ids(theirs.pickups));
  for (const [i, pickup] of theirs.pickups.entries()) {
    const row = page.getByTestId('pickup').nth(i);
    await expect(row).toContainText(pickup.teamName);
    await expect(row.getByTestId('pickup-how')).toHaveText(
      pickup.type === 'free_agent'
        ? 'Free agent'
        : pickup.faab === null
          ? 'Waiver claim'
          : `Waiver claim, $${pickup.faab} FAAB`,
    );
  }
  // The filtered address opened afresh renders the same list on the server.
  await page.reload();
  expect(await shownIds()).toEqual(ids(theirs.pickups));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  // The other pages with verdicts (trades, moves, a manager, records, keepers) are fitted and checked
  // by axe at this width in a11y.spec.ts; the report card is a view of the draft board it does not open.
  test('the draft board report card fits the screen and has no serious axe violation', async ({ page }) => {
    // An axe run over a long page takes tens of seconds of a busy 2-core machine.
    test.slow();
    await login(page, 'member');
    await page.goto('/draft-board?view=report');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('main div.animate-pulse.bg-muted')).toHaveCount(0, { timeout: 30_000 });
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the report card's board scrolls inside its own box", async ({ page }) => {
    await login(page, 'member');
    await page.goto('/draft-board?view=report');
    const box = page.getByRole('region', { name: '2025 draft board, report card' });
    await expect(box.getByTestId('report-cell').first()).toBeVisible();
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expectNoSidewaysScroll(page);
  });
});
