import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { OpenDatabase } from '../db/connection';
import { openDatabase } from '../db/connection';
import { AppError } from '../http/errors';
import { ProviderCache, UpstreamUnavailableError } from './cache';
import { CachedSleeperGateway } from './client';
import { runAsMember, runAsNoMember } from './member-budget';
import { stalenessStorage, type StalenessStore } from './staleness';
import type { Transport, TransportResponse } from './transport';

/** A scripted provider: answers per path, counts calls. */
class FakeTransport implements Transport {
  calls: string[] = [];
  constructor(
    public answer: (path: string, n: number) => TransportResponse | Promise<TransportResponse>,
    readonly kind: Transport['kind'] = 'sleeper',
  ) {}
  async get(providerPath: string): Promise<TransportResponse> {
    this.calls.push(providerPath);
    return this.answer(providerPath, this.calls.filter((p) => p === providerPath).length);
  }
}

const league = (status: string) => ({
  league_id: '1',
  name: 'Test League',
  season: '2024',
  status,
  total_rosters: 12,
  previous_league_id: null,
  settings: { playoff_week_start: 15 },
});

let dir: string;
let database: OpenDatabase;
let now: number;
const tuning = {
  concurrency: 8,
  timeoutMs: 200,
  retries: 2,
  backoffMs: 1,
  memoryEntries: 100,
  memberCallsPerMinute: 300,
  storedEntries: 5000,
};

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'huddle-cache-'));
  database = openDatabase(dir);
  now = Date.parse('2025-12-10T12:00:00Z');
});
afterEach(() => {
  database.sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

const cacheWith = (transport: Transport) => new ProviderCache(database.db, transport, () => now, tuning);
const schema = z.object({ value: z.number() });

describe('ProviderCache', () => {
  it('shares one upstream call between identical requests in flight', async () => {
    const transport = new FakeTransport(async () => {
      await new Promise((r) => setTimeout(r, 20));
      return { status: 200, body: { value: 1 } };
    });
    const cache = cacheWith(transport);
    const results = await Promise.all(
      [1, 2, 3].map(() => cache.get('x', schema, { freshness: () => 60_000 })),
    );
    expect(results).toEqual([{ value: 1 }, { value: 1 }, { value: 1 }]);
    expect(transport.calls).toEqual(['x']);
    expect(cache.stats.coalesced).toBe(2);
  });

  it('serves the last good copy, marked stale, when the provider answers 500', async () => {
    const transport = new FakeTransport((_p, n) =>
      n === 1 ? { status: 200, body: { value: 7 } } : { status: 500, body: undefined },
    );
    const cache = cacheWith(transport);
    await cache.get('x', schema, { freshness: () => 60_000 });
    const fetchedAt = now;
    now += 120_000; // the copy has expired
    const store: StalenessStore = { staleSince: null };
    const value = await stalenessStorage.run(store, () =>
      cache.get('x', schema, { freshness: () => 60_000 }),
    );
    expect(value).toEqual({ value: 7 });
    expect(store.staleSince).toBe(fetchedAt);
    expect(transport.calls.length).toBe(1 + 1 + tuning.retries); // first fetch, then 3 failed attempts
    expect(cache.stats.staleServed).toBe(1);
  });

  it('serves the stale copy when the answer has the wrong shape, and recovers afterwards', async () => {
    let mode: 'good' | 'bad' = 'good';
    const transport = new FakeTransport(() =>
      mode === 'good' ? { status: 200, body: { value: 2 } } : { status: 200, body: { value: 'two' } },
    );
    const cache = cacheWith(transport);
    await cache.get('x', schema, { freshness: () => 1000 });
    now += 5000;
    mode = 'bad';
    expect(await cache.get('x', schema, { freshness: () => 1000 })).toEqual({ value: 2 });
    mode = 'good';
    transport.answer = () => ({ status: 200, body: { value: 3 } });
    expect(await cache.get('x', schema, { freshness: () => 1000 })).toEqual({ value: 3 });
  });

  it('retries 429 and timeouts, then succeeds', async () => {
    const transport = new FakeTransport(async (_p, n) => {
      if (n === 1) return { status: 429, body: undefined };
      if (n === 2)
        throw Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' });
      return { status: 200, body: { value: 5 } };
    });
    const cache = cacheWith(transport);
    expect(await cache.get('x', schema, { freshness: () => 1000 })).toEqual({ value: 5 });
    expect(transport.calls.length).toBe(3);
  });

  it('fails with UpstreamUnavailableError when the provider fails and nothing is cached', async () => {
    const transport = new FakeTransport(() => ({ status: 503, body: undefined }));
    await expect(cacheWith(transport).get('x', schema, { freshness: () => 1000 })).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
  });

  it('does not retry a 404 and maps accepted statuses to a value', async () => {
    const transport = new FakeTransport(() => ({ status: 404, body: null }));
    const cache = cacheWith(transport);
    expect(
      await cache.get('u', schema.nullable(), { freshness: () => 1000, acceptStatus: { 404: null } }),
    ).toBeNull();
    await expect(cache.get('v', schema, { freshness: () => 1000 })).rejects.toBeInstanceOf(
      UpstreamUnavailableError,
    );
    expect(transport.calls).toEqual(['u', 'v']);
  });

  it('keeps copies across restarts in the database', async () => {
    const transport = new FakeTransport(() => ({ status: 200, body: { value: 9 } }));
    await cacheWith(transport).get('x', schema, { freshness: () => 60_000 });
    const second = new FakeTransport(() => ({ status: 500, body: undefined }));
    expect(await cacheWith(second).get('x', schema, { freshness: () => 60_000 })).toEqual({ value: 9 });
    expect(second.calls).toEqual([]);
  });

  it('hands out the same copy after a refresh that brings the same answer, a new one for a changed answer', async () => {
    let value = 1;
    const transport = new FakeTransport(() => ({ status: 200, body: { value } }));
    const cache = cacheWith(transport);
    const options = { freshness: () => 60_000 };
    const first = await cache.get('x', schema, options);
    now += 61_000;
    const same = await cache.get('x', schema, options);
    expect(transport.calls).toEqual(['x', 'x']);
    // What was memoized by identity from the first copy stays valid.
    expect(same).toBe(first);
    value = 2;
    now += 61_000;
    const changed = await cache.get('x', schema, options);
    expect(changed).toEqual({ value: 2 });
    expect(changed).not.toBe(first);
    // The refresh still counts: fresh again for its own minute.
    now += 30_000;
    await cache.get('x', schema, options);
    expect(transport.calls).toHaveLength(3);
  });
});

describe("ProviderCache: a member's budget of provider calls", () => {
  const perMinute = 5;
  const budgeted = (transport: Transport) =>
    new ProviderCache(database.db, transport, () => now, { ...tuning, memberCallsPerMinute: perMinute });
  const ok = () => new FakeTransport(() => ({ status: 200, body: { value: 1 } }));
  const options = { freshness: () => 60_000 };

  it('lets one member cause at most N calls in any minute, then refuses with 429 and the wait', async () => {
    const transport = ok();
    const cache = budgeted(transport);
    const read = (path: string) => runAsMember('alice', () => cache.get(path, schema, options));
    for (let i = 0; i < perMinute; i += 1) await read(`p${i}`);
    now += 20_000;
    const refusal = await read('one-more').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      status: 429,
      message: 'Too many league data requests from your account. Try again in 40 seconds.',
      headers: { 'retry-after': '40' },
    });
    expect(transport.calls).toHaveLength(perMinute);
    // A minute after the first calls the budget is whole again: the window slides.
    now += 40_000;
    await read('one-more');
    expect(transport.calls).toHaveLength(perMinute + 1);
  });

  it('counts retries as calls, and holds back neither other members, work for no one nor the demo', async () => {
    const transport = new FakeTransport((p) =>
      p === 'failing' ? { status: 500, body: undefined } : { status: 200, body: { value: 1 } },
    );
    const cache = budgeted(transport);
    // Three attempts, then two: the fourth attempt of the second refresh is past the budget.
    for (const _ of [1, 2]) {
      now += 61_000 / 2;
      await expect(runAsMember('alice', () => cache.get('failing', schema, options))).rejects.toBeInstanceOf(
        UpstreamUnavailableError,
      );
    }
    expect(transport.calls).toEqual(Array(perMinute).fill('failing'));
    await expect(runAsMember('alice', () => cache.get('x', schema, options))).rejects.toMatchObject({
      status: 429,
    });
    await runAsMember('bob', () => cache.get('x', schema, options));
    await runAsMember('alice', () => runAsNoMember(() => cache.get('y', schema, options)));
    await cache.get('z', schema, options);
    expect(transport.calls.slice(perMinute)).toEqual(['x', 'y', 'z']);
    // The demo's answers are files on disk: there is no provider to spare.
    const demo = new FakeTransport(() => ({ status: 200, body: { value: 1 } }), 'demo');
    const demoCache = budgeted(demo);
    for (let i = 0; i < 2 * perMinute; i += 1) {
      await runAsMember('alice', () => demoCache.get(`demo/${i}`, schema, options));
    }
    expect(demo.calls).toHaveLength(2 * perMinute);
  });

  it('answers a member past the budget from the copy there is, however old, marked stale', async () => {
    const transport = ok();
    const cache = budgeted(transport);
    await cache.get('x', schema, options);
    const fetchedAt = now;
    now += 10 * 60_000; // the copy has expired
    const store: StalenessStore = { staleSince: null };
    const value = await stalenessStorage.run(store, () =>
      runAsMember('alice', async () => {
        for (let i = 0; i < perMinute; i += 1) await cache.get(`p${i}`, schema, options);
        return cache.get('x', schema, options);
      }),
    );
    expect(value).toEqual({ value: 1 });
    expect(store.staleSince).toBe(fetchedAt);
    expect(transport.calls.filter((p) => p === 'x')).toHaveLength(1);
  });
});

describe('ProviderCache: stored copies', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const storedPaths = () =>
    database.sqlite
      .prepare('SELECT path FROM provider_cache ORDER BY path')
      .all()
      .map((row) => (row as { path: string }).path);

  it('keeps at most storedEntries, dropping the copies read longest ago, changing ones before those kept for good', async () => {
    const transport = new FakeTransport(() => ({ status: 200, body: { value: 1 } }));
    const cache = new ProviderCache(database.db, transport, () => now, { ...tuning, storedEntries: 10 });
    for (let i = 0; i < 4; i += 1) {
      await cache.get(`season/${i}`, schema, { freshness: () => 'forever' });
      now += 1000;
    }
    for (let i = 0; i < 40; i += 1) {
      await cache.get(`week/${i}`, schema, { freshness: () => 60_000 });
      now += 1000;
    }
    const stored = storedPaths();
    expect(stored).toHaveLength(10);
    expect(stored).toEqual(expect.arrayContaining(['season/0', 'season/1', 'season/2', 'season/3']));
    expect(stored.filter((p) => p.startsWith('week/')).sort()).toEqual(
      ['week/34', 'week/35', 'week/36', 'week/37', 'week/38', 'week/39'].sort(),
    );
  });

  it('drops copies that expired more than 30 days ago, never those kept for good', async () => {
    const transport = new FakeTransport(() => ({ status: 200, body: { value: 1 } }));
    const cache = cacheWith(transport);
    await cache.get('season', schema, { freshness: () => 'forever' });
    await cache.get('old-week', schema, { freshness: () => 60_000 });
    now += 29 * DAY;
    await cache.get('recent-week', schema, { freshness: () => 60_000 });
    expect(storedPaths()).toEqual(['old-week', 'recent-week', 'season']);
    now += 2 * DAY;
    await cache.get('today', schema, { freshness: () => 60_000 });
    expect(storedPaths()).toEqual(['recent-week', 'season', 'today']);
  });
});

describe('CachedSleeperGateway freshness', () => {
  it('makes no second upstream call for a completed season, even days later', async () => {
    const transport = new FakeTransport((p) => {
      if (p === 'league/1') return { status: 200, body: league('complete') };
      if (p === 'league/1/matchups/3')
        return { status: 200, body: [{ roster_id: 1, matchup_id: 1, points: 100 }] };
      return { status: 404, body: null };
    });
    const gateway = new CachedSleeperGateway(cacheWith(transport), database.db);
    await gateway.matchups('1', 3);
    now += 10 * 24 * 60 * 60 * 1000;
    await gateway.matchups('1', 3);
    await gateway.league('1');
    expect([...transport.calls].sort()).toEqual(['league/1', 'league/1/matchups/3']);
  });

  it('refreshes the current week of an in-progress season after minutes', async () => {
    const transport = new FakeTransport((p) => {
      if (p === 'league/1') return { status: 200, body: { ...league('in_season'), season: '2025' } };
      if (p === 'state/nfl') return { status: 200, body: { week: 14, season: '2025' } };
      return { status: 200, body: [] };
    });
    const gateway = new CachedSleeperGateway(cacheWith(transport), database.db);
    await gateway.matchups('1', 14);
    await gateway.matchups('1', 13);
    now += 10 * 60 * 1000;
    await gateway.matchups('1', 14);
    await gateway.matchups('1', 13);
    const weekCalls = transport.calls.filter((p) => p.includes('matchups'));
    expect(weekCalls).toEqual(['league/1/matchups/14', 'league/1/matchups/13', 'league/1/matchups/14']);
  });

  it('walks previous_league_id newest first and stops at "0"', async () => {
    const transport = new FakeTransport((p) => {
      const chain: Record<string, string | null> = { 'league/3': '2', 'league/2': '1', 'league/1': '0' };
      const id = p.split('/')[1] ?? '';
      return { status: 200, body: { ...league('complete'), league_id: id, previous_league_id: chain[p] } };
    });
    const gateway = new CachedSleeperGateway(cacheWith(transport), database.db);
    expect((await gateway.leagueChain('3')).map((l) => l.league_id)).toEqual(['3', '2', '1']);
  });

  it('stores the players directory as rows and answers lookups from them', async () => {
    const transport = new FakeTransport((p) =>
      p === 'players/nfl'
        ? {
            status: 200,
            body: {
              '4046': {
                player_id: '4046',
                first_name: 'Pat',
                last_name: 'Arrow',
                position: 'QB',
                team: 'KC',
                injury_status: null,
              },
              DET: { first_name: 'Detroit', last_name: 'Lions', position: 'DEF', team: 'DET' },
            },
          }
        : { status: 404, body: null },
    );
    const gateway = new CachedSleeperGateway(cacheWith(transport), database.db);
    const found = await gateway.players(['4046', 'DET', 'nope']);
    expect(found.get('4046')?.fullName).toBe('Pat Arrow');
    expect(found.get('DET')?.fullName).toBe('Detroit Lions');
    expect(found.has('nope')).toBe(false);
    await gateway.players(['4046']);
    expect(transport.calls).toEqual(['players/nfl']);
    expect((await gateway.searchPlayers('arrow', 5)).map((p) => p.playerId)).toEqual(['4046']);
  });

  it('answers lookups from memory until the directory is refreshed, then with the new rows', async () => {
    let team = 'KC';
    const transport = new FakeTransport((p) =>
      p === 'players/nfl'
        ? { status: 200, body: { '4046': { first_name: 'Pat', last_name: 'Arrow', position: 'QB', team } } }
        : { status: 404, body: null },
    );
    const gateway = new CachedSleeperGateway(cacheWith(transport), database.db);
    const first = (await gateway.players(['4046', 'nope'])).get('4046');
    expect(first?.team).toBe('KC');
    // Same record object while the directory is unchanged: answers built from it can be memoized.
    expect((await gateway.players(['4046'])).get('4046')).toBe(first);
    team = 'MIA';
    now += 25 * 60 * 60 * 1000;
    const refreshed = await gateway.players(['4046', 'nope']);
    expect(transport.calls).toEqual(['players/nfl', 'players/nfl']);
    expect(refreshed.get('4046')?.team).toBe('MIA');
    expect(refreshed.has('nope')).toBe(false);
  });
});
