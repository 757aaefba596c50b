// The group chat end to end in the demo: the commissioner's settings (a refused address's reason,
// the webhook shown masked once saved), the test button against the demo's own chat, a recap posted
// by hand, and both arriving on the demo's chat page.
import type { Page } from '@playwright/test';
import type { ChatPostsResponse, ChatSettings, DemoChatResponse } from '../../common/chat';
import { expect, hydrated, login, test, toasts } from './fixtures';
import { envOnOwnAddress } from './stub-address';

test.use({
  // The demo's chat is the server itself, at the address it was told to listen on: a port chosen
  // beforehand, not one the system picks as it starts. The posts link to PUBLIC_URL, the same server.
  serverEnv: envOnOwnAddress(),
});

// One server for the file: the settings saved by the first test are the second's.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function openChatTab(page: Page) {
  await page.goto('/admin');
  await hydrated(page);
  await page.getByRole('tab', { name: 'Group Chat' }).click();
  await expect(page.getByRole('heading', { name: 'Group Chat' })).toBeVisible();
}

test('an admin is told why an address is refused, and sees the saved webhook masked', async ({ page }) => {
  await login(page, 'owner');
  await openChatTab(page);
  await expect(page.getByText('No webhook saved yet.')).toBeVisible();
  await expect(page.getByTestId('chat-site-url')).toHaveText(
    `Posts link to ${new URL(page.url()).origin} (the server's PUBLIC_URL).`,
  );
  await expect(page.getByRole('button', { name: 'Send a test message' })).toBeDisabled();

  // A webhook on another host: the API's reason, under the URL.
  const refused = { kind: 'discord', url: 'https://example.com/api/webhooks/1/abc' };
  const answer = await page.request.put('/api/admin/chat', { data: refused });
  expect(answer.status()).toBe(400);
  const { message } = (await answer.json()) as { message: string };
  expect(message).toMatch(/^Invalid url: /);
  await page.getByRole('radio', { name: 'Discord' }).check();
  const url = page.getByLabel('Webhook URL');
  await url.fill(refused.url);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#chat-url-error')).toHaveText(
    message.replace(/^Invalid url: /, 'Webhook URL: '),
  );
  await expect(url).toHaveAttribute('aria-invalid', 'true');

  // The demo's own Discord webhook is taken; once saved it is shown masked, and the field is empty.
  const demo = await api<DemoChatResponse>(page, '/api/demo/chat');
  await page.getByRole('button', { name: 'Use the demo’s Discord webhook' }).click();
  await expect(url).toHaveValue(demo.webhooks.discord);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Group chat settings saved')).toBeVisible();
  const saved = await api<ChatSettings>(page, '/api/admin/chat');
  expect(saved).toMatchObject({ configured: true, kind: 'discord' });
  await expect(page.getByTestId('chat-url-saved')).toHaveText(saved.url!);
  expect(saved.url).not.toBe(demo.webhooks.discord);
  await expect(url).toHaveValue('');
  await expect(page.getByText(demo.webhooks.discord)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  // A switch alone is saved alone: the webhook stays.
  await page.getByRole('switch', { name: 'Dues reminders' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('switch', { name: 'Dues reminders' })).toHaveAttribute('aria-checked', 'true');
  expect(await api<ChatSettings>(page, '/api/admin/chat')).toMatchObject({
    configured: true,
    url: saved.url,
    duesReminders: true,
  });
});

test('the test button and a recap posted now reach the demo’s chat, and the posts list them', async ({
  page,
}) => {
  await login(page, 'owner');
  await openChatTab(page);

  await page.getByRole('button', { name: 'Send a test message' }).click();
  const result = page.getByTestId('chat-test-result');
  await expect(result).toContainText('The chat took the message.');
  const { posts } = await api<ChatPostsResponse>(page, '/api/admin/chat/posts');
  const test = posts.find((post) => post.kind === 'test')!;
  expect(test).toMatchObject({ status: 'sent', title: 'Huddle is connected' });
  await expect(result).toContainText(`The chat answered: ${test.response}`);
  await expect(result.getByTestId('chat-post')).toHaveAttribute('data-status', 'sent');

  // The newest week's recap, posted by hand.
  const week = page.getByLabel('Week', { exact: true });
  await expect(week.locator('option:checked')).toHaveText('2025 week 13');
  await page.getByRole('button', { name: 'Post this recap' }).click();
  await expect(page.getByTestId('chat-recap-result').getByTestId('chat-post')).toHaveAttribute(
    'data-status',
    'sent',
  );
  const list = page.getByRole('list', { name: 'Posts to the chat' });
  await expect(
    list.getByTestId('chat-post').filter({ hasText: '2025 week 13 recap' }).first(),
  ).toHaveAttribute('data-status', 'sent');
  await expect(list.getByTestId('chat-post').filter({ hasText: 'Huddle is connected' })).toHaveAttribute(
    'data-status',
    'sent',
  );

  // Both arrived on the demo's chat, as a member reads them there.
  await page.goto('/demo/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Chat' })).toBeVisible();
  const { messages, webhooks } = await api<DemoChatResponse>(page, '/api/demo/chat');
  const shown = page.getByTestId('demo-chat-message');
  const recap = messages.find((message) => message.title === '2025 week 13 recap')!;
  expect(recap).toMatchObject({ kind: 'discord' });
  const card = shown.filter({ hasText: '2025 week 13 recap' }).first();
  await expect(card).toHaveAttribute('data-kind', 'discord');
  await expect(card.getByRole('link')).toHaveAttribute('href', recap.link!);
  await expect(shown.filter({ hasText: 'Huddle is connected' })).toHaveCount(1);
  await expect(page.getByTestId('demo-chat-webhooks')).toContainText(webhooks.discord);
  // The post links to the recap's page.
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Week 13 Recap, 2025');
});
