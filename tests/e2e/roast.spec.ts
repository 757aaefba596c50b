// Roasts in the browser: a matchup roast appears on the dashboard's matchup card with its persona,
// 'Another roast' asks for another and gets a different text, and the persona an admin picks is who speaks.
import type { Page } from '@playwright/test';
import { expect, hydrated, login, test, toasts } from './fixtures';

/** The dashboard's first matchup card, once React has the page (a tap on the served markup is lost). */
async function firstPair(page: Page) {
  await page.goto('/dashboard');
  await hydrated(page);
  const pair = page.getByTestId('matchup-pair').first();
  await expect(pair).toBeVisible();
  return pair;
}

test('a matchup roast appears with its persona and Another roast gives a different text', async ({
  page,
}) => {
  await login(page, 'member');
  const pair = await firstPair(page);
  await pair.getByRole('button', { name: 'Roast', exact: true }).click();

  const roast = pair.locator('blockquote');
  await expect(roast.locator('footer')).toHaveText('— Huddle Bot');
  const text = roast.locator('p');
  await expect(text).not.toBeEmpty();
  const first = (await text.textContent()) ?? '';

  await pair.getByRole('button', { name: 'Another roast', exact: true }).click();
  await expect(text).not.toHaveText(first);
  await expect(text).not.toBeEmpty();
  await expect(roast.locator('footer')).toHaveText('— Huddle Bot');
});

test('the persona an admin picks in League Settings writes the next roast', async ({ page }) => {
  await login(page, 'owner');
  await page.goto('/admin');
  await hydrated(page);
  await page.getByRole('tab', { name: 'League Settings' }).click();
  await page.getByRole('radio', { name: /Motormouth Marv/ }).check();
  await page.getByRole('button', { name: 'Save Persona' }).click();
  await expect(toasts(page).getByText('Roast persona updated successfully')).toBeVisible();

  const pair = await firstPair(page);
  await pair.getByRole('button', { name: 'Roast', exact: true }).click();
  await expect(pair.locator('blockquote footer')).toHaveText('— Motormouth Marv');
  // Back to the default, so the order of the tests in this file does not matter.
  expect((await page.request.put('/api/admin/roast-persona', { data: { persona: 'bot' } })).status()).toBe(
    200,
  );
});
