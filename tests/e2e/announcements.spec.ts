// The commissioner's announcements in the browser: the commissioner writes one in Markdown on a phone
// (its preview rendered as members will read it) and posts it; a member finds it on the dashboard's
// card at 375 and 1440 px (axe clean), reads it whole on /announcements (its link to the rulebook
// followed within the app) and dismisses it from the dashboard; hostile Markdown posted through the
// API runs nothing and links nowhere it should not.
import type { Page } from '@playwright/test';
import type { Announcement } from '../../common/announcements';
import { axeViolations, expect, hydrated, leagueApi, login, test, toasts } from './fixtures';

// One server for the file (posts and dismissals change its data), tests in order.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };
const EVERY_RULE = { allRules: true, anyImpact: true } as const;

const TITLE = 'Draft night moves to Saturday';
const BODY = [
  'The draft is on **Saturday** this year, at Brenda’s.',
  '',
  '- Bring your own snacks',
  '- Keepers are due before it: see the [rulebook](/rules)',
].join('\n');

async function dashboardCard(page: Page) {
  const card = page.getByRole('region', { name: 'From the Commissioner' });
  await expect(card).toBeVisible();
  return card;
}

test('the commissioner posts an announcement from a phone, with a preview of its Markdown', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await login(page, 'owner');
  await page.goto('/announcements');
  await hydrated(page);
  await page.getByRole('button', { name: 'New announcement' }).click();
  const form = page.getByRole('form', { name: 'New announcement' });
  await form.getByLabel('Title').fill(TITLE);
  await form.getByLabel('Text').fill(BODY);
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('announcement-preview');
  await expect(preview.locator('strong')).toHaveText('Saturday');
  await expect(preview.getByRole('link', { name: 'rulebook' })).toHaveAttribute('href', '/rules');
  expect(await axeViolations(page, EVERY_RULE), 'the form at 375 px').toEqual([]);
  await form.getByRole('switch', { name: 'Pinned' }).click();
  await form.getByRole('button', { name: 'Post announcement' }).click();
  await expect(toasts(page).getByText('Announcement posted')).toBeVisible();

  const article = page.getByRole('article', { name: TITLE });
  await expect(article).toBeVisible();
  await expect(article.getByText('Pinned')).toBeVisible();
  await expect(article.locator('li')).toHaveText([
    'Bring your own snacks',
    'Keepers are due before it: see the rulebook',
  ]);
  // Pinned first, newest first: before the demo's own pinned welcome.
  await expect(page.getByTestId('announcement').first().getByRole('heading', { level: 2 })).toHaveText(TITLE);
});

for (const viewport of [PHONE, DESKTOP]) {
  test(`a member reads it on the dashboard at ${viewport.width} px, then whole on /announcements`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await login(page, 'member');
    await page.goto('/dashboard');
    await hydrated(page);
    const card = await dashboardCard(page);
    const items = card.getByTestId('dashboard-announcement');
    // Pinned first, newest first (the one just posted, then the demo's welcome), then the recent one.
    await expect(items.locator('h3')).toHaveText([
      TITLE,
      'Welcome to the league’s new home',
      'Dues before the draft',
    ]);
    await expect(items.first()).toContainText('BigPlayBrenda');
    // Plain words on the dashboard: no Markdown stars, the link's words only.
    await expect(items.first()).toContainText('The draft is on Saturday this year');
    await expect(items.first()).not.toContainText('**');
    expect(await axeViolations(page, { ...EVERY_RULE, include: ['main'] })).toEqual([]);

    await card.getByRole('link', { name: `Read it all: ${TITLE}` }).click();
    await expect(page).toHaveURL(/\/announcements#announcement-\d+$/);
    const article = page.getByRole('article', { name: TITLE });
    await expect(article.locator('strong')).toHaveText('Saturday');
    await expect(article).toBeInViewport();

    // A link of the text to a page of the site moves within the app, from the keyboard as a link
    // does: the document stays (a mark left on it is still there), only the page changes.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await article.getByRole('link', { name: 'rulebook' }).press('Enter');
    await expect(page).toHaveURL(/\/rules$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rulebook' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });
}

test('a member dismisses it from their dashboard; it stays on the page, and on others’ dashboards', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await login(page, 'member');
  await page.goto('/dashboard');
  await hydrated(page);
  const card = await dashboardCard(page);
  await card.getByRole('button', { name: `Dismiss: ${TITLE}` }).click();
  await expect(card.getByRole('heading', { name: TITLE })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: TITLE })).toHaveCount(0);
  const mine = await leagueApi<Announcement[]>(page, '/announcements');
  expect(mine.find((a) => a.title === TITLE)?.dismissed).toBe(true);
  await page.goto('/announcements');
  await expect(page.getByRole('article', { name: TITLE })).toBeVisible();

  // The commissioner still has it on theirs.
  await page.context().clearCookies();
  await login(page, 'owner');
  await page.goto('/dashboard');
  await expect((await dashboardCard(page)).getByRole('heading', { name: TITLE })).toBeVisible();
});

test('hostile Markdown runs nothing, loads nothing and links only where it may', async ({ page }) => {
  await login(page, 'owner');
  const info = (await (await page.request.get('/api/app-info')).json()) as { leagueId: string };
  const body = [
    '<script>window.__pwned = 1</script>',
    '<img src="/x.png" onerror="window.__pwned = 2">',
    '[click me](javascript:window.__pwned=3) [data](data:text/html;base64,PHNjcmlwdD4=)',
    '![pixel](https://example.com/pixel.png)',
    '<a href="https://example.com" onclick="window.__pwned=4">raw link</a>',
    '[a real one](https://sleeper.com/leagues) and [mail](mailto:commish@example.com)',
  ].join('\n\n');
  const posted = await page.request.post(`/api/league/${info.leagueId}/announcements`, {
    data: { title: 'Hostile', body },
  });
  expect(posted.status()).toBe(201);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/announcements');
  await hydrated(page);
  const article = page.getByRole('article', { name: 'Hostile' });
  await expect(article.getByRole('link', { name: 'a real one' })).toHaveAttribute(
    'href',
    'https://sleeper.com/leagues',
  );
  await expect(article.getByRole('link', { name: 'mail' })).toHaveAttribute(
    'href',
    'mailto:commish@example.com',
  );
  const hrefs = await article.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['https://sleeper.com/leagues', 'mailto:commish@example.com']);
  await expect(article.locator('script, img, iframe, [onerror], [onclick]')).toHaveCount(0);
  await expect(article).toContainText('click me');
  await article.getByText('click me').click();
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(requests.filter((url) => url.includes('pixel.png') || url.endsWith('/x.png'))).toEqual([]);
});
