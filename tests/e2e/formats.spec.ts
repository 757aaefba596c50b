// A smoke pass over each demo league format: a server per test with DEMO_FORMAT (and DEMO_DIVISIONS,
// DEMO_MEDIAN) set serves the demo league built for that format; the main pages render, keeper
// selection is offered only where the league keeps players and future picks only to a dynasty
// league, and a page a format leaves out says why.
import type { Page } from '@playwright/test';
import { overflowing } from './fit-checks';
import { demoAccount, expect, hydrated, login, test } from './fixtures';

interface FormatCase {
  title: string;
  env: Record<string, string>;
  leagueName: string;
  keepers: boolean;
  divisions?: string[];
}

const CASES: FormatCase[] = [
  {
    title: 'keeper',
    env: { DEMO_FORMAT: 'keeper' },
    leagueName: 'Sunday Scaries Keeper League',
    keepers: true,
  },
  {
    title: 'dynasty',
    env: { DEMO_FORMAT: 'dynasty' },
    leagueName: 'Sunday Scaries Dynasty League',
    keepers: false,
  },
  {
    title: 'redraft',
    env: { DEMO_FORMAT: 'redraft' },
    leagueName: 'Sunday Scaries Redraft League',
    keepers: false,
  },
  {
    title: 'best ball',
    env: { DEMO_FORMAT: 'bestball' },
    leagueName: 'Sunday Scaries Best Ball League',
    keepers: true,
  },
  {
    title: 'keeper with divisions and the median game',
    env: { DEMO_FORMAT: 'keeper', DEMO_DIVISIONS: '1', DEMO_MEDIAN: '1' },
    leagueName: 'Sunday Scaries Keeper League',
    keepers: true,
    divisions: ['Gridiron North', 'Gridiron South'],
  },
];

/** Opens `path` and waits for its page heading; no error page instead. */
async function opens(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
}

for (const format of CASES) {
  test.describe(format.title, () => {
    test.use({ ownServerEnv: format.env });

    test(`the ${format.title} demo league's pages render`, async ({ page }) => {
      await login(page, 'member');
      await opens(page, '/', format.leagueName);
      await expect(page.getByRole('heading', { name: 'Current Standings' })).toBeVisible();
      if (format.divisions) {
        await expect(page.getByTestId('standings-division')).toHaveCount(format.divisions.length);
        for (const name of format.divisions) {
          await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
        }
      }
      await opens(page, '/playoffs', 'Playoff Picture');
      await opens(page, '/history', 'League History');
      await opens(page, '/managers', 'Managers');

      const menu = page.getByRole('navigation', { name: 'Main' });
      await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Keepers' })).toHaveCount(format.keepers ? 1 : 0);
      const dynasty = format.env.DEMO_FORMAT === 'dynasty';
      await expect(menu.getByRole('link', { name: 'Picks' })).toHaveCount(dynasty ? 1 : 0);

      // A page the format leaves out says why, with the server's 404 (common/not-offered.ts).
      for (const [path, offered, reason] of [
        ['/keepers', format.keepers, /so there is no keeper selection\.$/],
        ['/picks', dynasty, /^Future draft picks are followed for dynasty leagues/],
      ] as const) {
        const answer = await page.goto(path);
        if (offered) {
          expect(answer?.status(), path).toBe(200);
          continue;
        }
        expect(answer?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Not part of this league' })).toBeVisible();
        await expect(page.getByText(reason)).toBeVisible();
      }
      // The pages with keeper parts leave them out in a league that picks none, and ask for none.
      await opens(page, '/draft-board', 'Historical Draft Boards');
      await opens(page, '/pre-draft', 'Pre-Draft Overview');
      if (!format.keepers) {
        await expect(page.getByRole('heading', { name: 'Keeper Deadline' })).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Make My Keepers' })).toHaveCount(0);
        await page.goto('/draft-board');
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1, name: 'Historical Draft Boards' })).toBeVisible();
        await expect(page.getByText(/Keepers are chosen|Select Keepers/)).toHaveCount(0);
      }
      await expect(page.getByText(/failed to load|could not be loaded/i)).toHaveCount(0);
      if (dynasty) {
        // The member's own team first: its picks of each coming draft, some acquired from others.
        await opens(page, '/picks', 'Draft Picks');
        await expect(page.getByRole('combobox', { name: 'Show' }).locator('option:checked')).toContainText(
          '(your team)',
        );
        await expect(page.getByTestId('pick-row').first()).toBeVisible();
        await page.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'Every traded pick' });
        await expect(page).toHaveURL(/\?team=traded$/);
        await expect(page.getByTestId('pick-row').filter({ hasText: 'held by' }).first()).toBeVisible();
        // The member's own page has their picks, and leads on to every team's.
        await opens(page, `/managers/${demoAccount('member').userId}`, /./);
        const picks = page.getByTestId('manager-picks');
        await expect(picks.getByTestId('pick-row').first()).toBeVisible();
        await expect(picks.getByRole('link', { name: "Every team's picks" })).toBeVisible();
        // Their roster keeps its taxi squad apart from the starters and the bench.
        const taxi = page.getByTestId('current-roster-group').filter({ hasText: 'Taxi squad' });
        await expect(taxi.getByTestId('current-roster-player').first()).toBeVisible();
      }
    });
  });
}

// A best-ball league (Sleeper counts each week's best lineup): nobody chose whom to start, so no page
// says a manager left points on the bench or benched anyone, at a phone's and a desktop's width.
test.describe('a best-ball league', () => {
  test.use({ ownServerEnv: { DEMO_FORMAT: 'bestball' } });

  test('the roster dialog, its roast, the games page and the record book say nothing of a bench choice', async ({
    page,
  }) => {
    const choice = /left on the bench|points on the bench|benched|should have started/i;
    await login(page, 'member');
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
      await page.goto('/?week=9');
      await hydrated(page);
      await page.getByTestId('matchup-pair').first().getByRole('button', { name: 'View Rosters' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: 'Week 9 Roster Matchup' })).toBeVisible();
      const home = dialog.getByTestId('roster-column').first();
      // The lineup and the players it left out are there; no figure of what was left on the bench.
      await expect(home.getByTestId('starters-total')).toHaveText(/^\d+\.\d pts$/);
      await expect(home.getByRole('heading', { name: 'Bench' })).toBeVisible();
      await expect(dialog.getByTestId('left-on-bench')).toHaveCount(0);
      await expect(dialog).not.toContainText(choice);
      if (width === 375) {
        await dialog.getByRole('button', { name: 'Roast' }).click();
        await expect(dialog.getByRole('button', { name: 'Another roast' })).toBeVisible({ timeout: 20_000 });
        await expect(dialog).not.toContainText(choice);
      }
      await page.keyboard.press('Escape');
    }
    await opens(page, '/games/2024/5', '2024 Week 5');
    await expect(page.getByText(/^Bench: /)).toHaveCount(0);
    await opens(page, '/records', 'Record Book');
    await expect(page.getByRole('heading', { name: 'Highest scores' }).first()).toBeVisible();
    await expect(page.getByText('Most points on the bench')).toHaveCount(0);
    await opens(page, '/recaps/2024/13', 'Week 13 Recap, 2024');
    await expect(page.getByRole('main')).not.toContainText(choice);
  });
});

// A league whose final lasts two weeks (DEMO_PLAYOFFS=two-week-final, docs/decisions/0030): in 2024 the
// team ahead after week 17 loses week 18 and still wins the final on the sum.
test.describe('a two-week final', () => {
  test.use({ ownServerEnv: { DEMO_PLAYOFFS: 'two-week-final' } });

  test('the games pages and recaps say who leads after week 1 of 2, who won on the sum, and the bracket agrees', async ({
    page,
  }) => {
    await login(page, 'member');
    await opens(page, '/games/2024/17', '2024 Week 17');
    const first = page.getByTestId('round-result').filter({ hasText: 'two-week final' });
    await expect(first).toHaveText(/^(.+) leads the two-week final by \d+\.\d after week 1 of 2$/);
    const leader = /^(.+) leads/.exec(await first.innerText())![1]!;

    await opens(page, '/games/2024/18', '2024 Week 18');
    const second = page.getByTestId('round-result').filter({ hasText: 'two-week final' });
    await expect(second).toHaveText(
      /^(.+) won the two-week final (\d+\.\d)-(\d+\.\d) \(week 17: [\d.]+-[\d.]+, week 18: [\d.]+-[\d.]+\)$/,
    );
    const [, champion, high, low] = /^(.+) won the two-week final ([\d.]+)-([\d.]+)/.exec(
      await second.innerText(),
    )!;
    expect(Number(high)).toBeGreaterThan(Number(low));
    expect(champion).toBe(leader);

    // The recap of week 17 crowns nobody; the bracket's final covers both weeks and names the champion.
    await opens(page, '/recaps/2024/17', 'Week 17 Recap, 2024');
    await expect(page.getByTestId('round-result').filter({ hasText: 'two-week final' })).toHaveText(
      new RegExp(`^${leader.replace(/[.*+?^${}()|[\]\\']/g, '\\$&')} leads the two-week final`),
    );
    await opens(page, '/bracket?season=2024', /Bracket/);
    await expect(page.getByText('Weeks 17-18').first()).toBeVisible();
    await expect(page.getByTestId('bracket-champion')).toContainText(champion!);

    // The recap of week 18 at a phone's and a desktop's width: the final's card puts the champion
    // first with both weeks' sum and each week (it scored less than the runner-up in week 18 alone),
    // the standings rows print that sum beside the W and the L, and the 3rd place game's 8.0 points
    // over two weeks are the widest margin, not a blowout.
    await opens(page, '/recaps/2024/18', 'Week 18 Recap, 2024');
    const sum = /^(\d+\.\d) \((\d+\.\d) \+ (\d+\.\d)\)$/;
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
      const card = page.getByTestId('recap-game').filter({ hasText: 'Championship' });
      await expect(card.getByTestId('round-result')).toHaveText(
        `${champion} won the two-week final ${high}-${low}`,
      );
      const sides = card.getByTestId('recap-side');
      await expect(sides.first()).toContainText(champion!);
      const [first, second] = await Promise.all(
        [sides.first(), sides.nth(1)].map(async (side) => {
          const text = await side.getByTestId('recap-side-points').innerText();
          const [, total, week17, week18] = sum.exec(text) ?? [];
          expect(total, text).toBeDefined();
          // The sum of the printed weeks is the printed total.
          expect((Number(week17) + Number(week18)).toFixed(1), text).toBe(total);
          return { text, total: total!, week18: Number(week18) };
        }),
      );
      expect([first!.total, second!.total]).toEqual([high, low]);
      expect(first!.week18).toBeLessThan(second!.week18);
      const row = (name: string) => page.getByTestId('recap-mover').filter({ hasText: name });
      await expect(row(champion!)).toContainText(`W ${first!.text}`);
      const runnerUp = (await sides.nth(1).getByRole('link').innerText()).trim();
      await expect(row(runnerUp)).toContainText(`L ${second!.text}`);
      const blowout = page.locator('[data-award-id="blowout"]');
      await expect(blowout).toContainText('Widest margin over two weeks');
      await expect(blowout).not.toContainText('Biggest blowout');
      expect(await overflowing(page), `${width} px`).toEqual([]);
    }
  });
});
