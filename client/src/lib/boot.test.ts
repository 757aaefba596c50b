// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { BOOT_ELEMENT_ID } from '@common/boot';
import { seedFromBoot, takeBootAnswer } from './boot';
import { createQueryClient } from './query-client';
import { getStaleSince } from './staleness';

describe('boot answers', () => {
  it('seeds the queries whose URL the page embeds, with their staleness, and nothing else', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = BOOT_ELEMENT_ID;
    block.textContent = JSON.stringify({
      '/api/auth/user': { body: { username: 'brenda' }, staleSince: null },
      '/api/league/7': { body: { name: 'League', week: 3 }, staleSince: '2025-11-20T10:00:00.000Z' },
      '/api/league/7/standings': { body: [{ rosterId: 1 }], staleSince: '2025-11-20T10:05:00.000Z' },
      '/api/league/7/records': { body: { records: [] }, staleSince: null },
    });
    document.head.append(block);
    const client = createQueryClient();
    client.setQueryData(['/api/nfl/state'], { week: 9 });

    const found = seedFromBoot(client, [
      ['/api/auth/user'],
      ['/api/league', '7'],
      ['/api/app-info'],
      ['/api/nfl/state'],
    ]);

    expect(found).toEqual([['/api/auth/user'], ['/api/league', '7']]);
    expect(client.getQueryData(['/api/auth/user'])).toEqual({ username: 'brenda' });
    expect(client.getQueryData(['/api/league', '7'])).toEqual({ name: 'League', week: 3 });
    expect(client.getQueryData(['/api/app-info'])).toBeUndefined();
    expect(client.getQueryData(['/api/nfl/state'])).toEqual({ week: 9 });
    expect(getStaleSince('/api/league/7')).toBe('2025-11-20T10:00:00.000Z');
    expect(getStaleSince('/api/auth/user')).toBeNull();
  });

  it('gives the query function a page answer once, never one seeded by key, and none once the page is old', () => {
    expect(takeBootAnswer('/api/league/7/standings')?.body).toEqual([{ rosterId: 1 }]);
    expect(getStaleSince('/api/league/7/standings')).toBe('2025-11-20T10:05:00.000Z');
    // Asked again (a refetch), it is the network's to answer.
    expect(takeBootAnswer('/api/league/7/standings')).toBeNull();
    // The session was put in the cache by key above: a refetch after a logout must not get it back.
    expect(takeBootAnswer('/api/auth/user')).toBeNull();
    expect(takeBootAnswer('/api/league/7/transactions')).toBeNull();
    // An answer the first page never asked for is not served minutes later.
    vi.spyOn(performance, 'now').mockReturnValue(10_001);
    expect(takeBootAnswer('/api/league/7/records')).toBeNull();
    vi.restoreAllMocks();
  });
});
