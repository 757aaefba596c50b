// @vitest-environment jsdom
// The chat settings form against a stubbed fetch: the saved URL shown masked, Save sending only what
// changed, and the API's refusal shown under the field it names.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '@/components/charts/test-support';
import { createQueryClient } from '@/lib/query-client';
import { ChatSettingsCard } from './ChatSettingsCard';
import { savedChatSettings } from '@/entities/chat/test-support';

const settings = savedChatSettings();

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

/** The app info says this is not the demo; a PUT answers `put`. */
function renderWith(put: (body: unknown) => Promise<Response>, saved = settings) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'PUT' ? put(JSON.parse(String(init.body))) : json({ demo: false }),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChatSettingsCard settings={saved} />
    </QueryClientProvider>,
  );
  return () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([, init]) => JSON.parse(String(init?.body)));
}

// Radix's switch measures its thumb.
beforeAll(stubResizeObserver);

const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ChatSettingsCard', () => {
  it('shows the saved webhook masked, with nothing to save until something changes', () => {
    renderWith(() => json(settings));
    expect(screen.getByTestId('chat-url-saved').textContent).toBe(settings.url);
    expect((screen.getByLabelText('Webhook URL') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('radio', { name: 'Discord' }) as HTMLInputElement).checked).toBe(true);
    expect(saveButton().disabled).toBe(true);
    // The bot id is GroupMe's only.
    expect(screen.queryByLabelText('Bot ID')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'GroupMe' }));
    expect(screen.getByLabelText('Bot ID')).toBeTruthy();
  });

  it('says where the posts link to, or that PUBLIC_URL is needed for a link', () => {
    renderWith(() => json(settings));
    expect(screen.getByTestId('chat-site-url').textContent).toBe(
      "Posts link to https://huddle.example.com (the server's PUBLIC_URL).",
    );
    cleanup();
    renderWith(() => json(settings), savedChatSettings({ siteUrl: null }));
    expect(screen.getByTestId('chat-site-url').textContent).toMatch(/^Posts carry no link .*set PUBLIC_URL/);
  });

  it('saves only what changed', async () => {
    const puts = renderWith(() => json({ ...settings, duesReminders: true }));
    fireEvent.click(screen.getByRole('switch', { name: 'Dues reminders' }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(puts()).toEqual([{ duesReminders: true }]));
  });

  it('shows a refused URL’s reason under the URL', async () => {
    const puts = renderWith(() => json({ message: 'Invalid url: must use https' }, 400));
    const url = screen.getByLabelText('Webhook URL');
    fireEvent.change(url, { target: { value: 'http://discord.com/api/webhooks/1/a' } });
    fireEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Webhook URL: must use https');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(url.getAttribute('aria-describedby')).toContain('chat-url-error');
    expect(puts()).toEqual([{ url: 'http://discord.com/api/webhooks/1/a' }]);
  });
});
