// @vitest-environment jsdom
import { Suspense } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

afterEach(cleanup);

function Page() {
  return <h1>The page</h1>;
}

describe('lazyPage', () => {
  it('renders in the first pass, without its Suspense fallback, once preloaded', async () => {
    const page = lazyPage('features/test/TestPage', () => Promise.resolve({ default: Page }));
    await page.preload();
    // A synchronous act: a plain React.lazy would show its fallback here, as the chunk's promise
    // only settles a microtask later.
    act(() => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <page.Component />
        </Suspense>,
      );
    });
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('loads the chunk once, and again after a failure', async () => {
    let calls = 0;
    const page = lazyPage('features/test/TestPage', () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Page });
    });
    await expect(page.preload()).rejects.toThrow('offline');
    await page.preload();
    await page.preload();
    expect(calls).toBe(2);
  });

  it('finds every page module by its name, and refuses a name that is none', () => {
    expect(lazyPage('features/history/HistoryPage').module).toBe('features/history/HistoryPage');
    expect(() => lazyPage('features/history/NoSuchPage')).toThrow(
      'No page module features/history/NoSuchPage',
    );
  });
});
