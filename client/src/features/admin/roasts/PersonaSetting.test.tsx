// @vitest-environment jsdom
// The persona picker against a stubbed fetch: shows every persona with the current one chosen, saves
// a new choice with PUT /api/admin/roast-persona, and says when the personas cannot be loaded.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PersonasResponse } from '@common/roasts';
import { createQueryClient } from '@/lib/query-client';
import { PersonaSetting } from './PersonaSetting';

const answer = (current: PersonasResponse['current']): PersonasResponse => ({
  current,
  personas: [
    { id: 'bot', name: 'Huddle Bot', description: 'The house robot.' },
    { id: 'coach', name: 'Coach Grizzly', description: 'A grizzled coach.' },
    { id: 'nerd', name: 'Professor Spreadsheet', description: 'A stats nerd.' },
    { id: 'announcer', name: 'Motormouth Marv', description: 'A loud announcer.' },
  ],
});

function renderWith(fetchImpl: typeof fetch) {
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PersonaSetting />
    </QueryClientProvider>,
  );
  return vi.mocked(fetch);
}

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PersonaSetting', () => {
  it('shows every persona and rotation, with the current one chosen', async () => {
    renderWith(() => json(answer('coach')));
    expect(checked(await screen.findByRole('radio', { name: /Coach Grizzly/ }))).toBe(true);
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(checked(screen.getByRole('radio', { name: /Rotate/ }))).toBe(false);
    expect((screen.getByRole('button', { name: 'Save Persona' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves a new choice', async () => {
    const fetchMock = renderWith((input, init) =>
      init?.method === 'PUT' ? json(answer('rotate')) : json(answer('bot')),
    );
    fireEvent.click(await screen.findByRole('radio', { name: /Rotate/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Persona' }));
    // Once saved, the choice is the current setting: still chosen, nothing left to save.
    await waitFor(() =>
      expect(screen.getByText('(current)').closest('label')?.textContent).toContain('Rotate'),
    );
    expect(checked(screen.getByRole('radio', { name: /Rotate/ }))).toBe(true);
    expect((screen.getByRole('button', { name: 'Save Persona' }) as HTMLButtonElement).disabled).toBe(true);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/admin/roast-persona');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ persona: 'rotate' });
  });

  it('offers a retry when the personas cannot be loaded', async () => {
    renderWith(() => json({ message: 'boom' }, 500));
    expect(await screen.findByText('Could not load the personas.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
