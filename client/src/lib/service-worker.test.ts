import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { takeUpdateNotice, whenDataSettled } from './service-worker';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

describe('the "updated" notice', () => {
  it('shows once when the build differs from the last visit, never on a first visit', () => {
    const storage = memoryStorage();
    expect(takeUpdateNotice('/assets/index-a.js', storage)).toBe(false);
    expect(takeUpdateNotice('/assets/index-a.js', storage)).toBe(false);
    expect(takeUpdateNotice('/assets/index-b.js', storage)).toBe(true);
    expect(takeUpdateNotice('/assets/index-b.js', storage)).toBe(false);
  });

  it('stays quiet when storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(takeUpdateNotice('/assets/index-b.js', refusing)).toBe(false);
  });
});

describe("registering the worker after the page's data", () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 10));

  it('waits while a query is fetching, and goes on once none is', async () => {
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => {};
    void queryClient.prefetchQuery({
      queryKey: ['/api/league/1/standings'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    let settled = false;
    void whenDataSettled(queryClient, 60_000).then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    answer('standings');
    await flush();
    expect(settled).toBe(true);
  });

  it('goes on at once when nothing is fetching, and after the cap when a query never settles', async () => {
    let settled = false;
    await whenDataSettled(new QueryClient(), 60_000).then(() => (settled = true));
    expect(settled).toBe(true);
    const stuck = new QueryClient();
    void stuck.prefetchQuery({ queryKey: ['stuck'], queryFn: () => new Promise<never>(() => {}) });
    const started = Date.now();
    await whenDataSettled(stuck, 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
