// Roasts in the browser: a matchup roast appears on the dashboard's matchup card with its persona,
// 'New' asks for another and gets a different text, and the admin's persona setting is who speaks.
import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';

async function firstPair(page: Page) {
  await page.goto('/dashboard');
  const pair = page.getByTestId('matchup-pair').first();
  await expect(pair).toBeVisible();
  return pair;
}

test('a matchup roast appears with its persona and New gives a different text', async ({ page }) => {
  await login(page, 'member');
  const pair = await firstPair(page);
  await pair.getByRole('button', { name: 'Roast', exact: true }).click();

  const roast = pair.locator('blockquote');
  await expect(roast.locator('footer')).toHaveText('— Huddle Bot');
  const text = roast.locator('p');
  await expect(text).not.toBeEmpty();
  const first = (await text.textContent()) ?? '';

  await pair.getByRole('button', { name: 'New', exact: true }).click();
  await expect(text).not.toHaveText(first);
  await expect(text).not.toBeEmpty();
  await expect(roast.locator('footer')).toHaveText('— Huddle Bot');
});

test('the persona chosen by an admin writes the next roast', async ({ page }) => {
  await login(page, 'owner');
  const saved = await page.request.put('/api/admin/roast-persona', { data: { persona: 'announcer' } });
  expect(saved.status()).toBe(200);
  const pair = await firstPair(page);
  await pair.getByRole('button', { name: 'Roast', exact: true }).click();
  await expect(pair.locator('blockquote footer')).toHaveText('— Motormouth Marv');
  // Back to the default, so the order of the tests in this file does not matter.
  expect((await page.request.put('/api/admin/roast-persona', { data: { persona: 'bot' } })).status()).toBe(
    200,
  );
});
