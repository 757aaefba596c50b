import { describe, expect, it } from 'vitest';
import { takeUpdateNotice } from './service-worker';

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
