// Refusals are cheap: a throttled attempt hashes nothing, a flood of unknown names waits behind members for
// the hashing slots, the login routes are rate-limited per address, and names that are not members cost a
// bounded number of provider calls, none of them stored in provider_cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FIXTURES_DIR } from '../../paths';
import { DemoTransport, type Transport } from '../../sleeper/transport';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness';
import { recordStrike } from './strikes';
import { hashQueueOf } from './hash-queue';
import { LOOKUPS_PER_ADDRESS } from './member-lookup';
import { LOGIN_RATE_LIMIT } from '../../http/rate-limit';

const clock = fixedClock('2025-12-10T18:00:00Z');
const calls: string[] = [];
const counting: Transport = (() => {
  const demo = new DemoTransport(DEMO_FIXTURES_DIR);
  return {
    kind: 'demo',
    get: (path) => {
      calls.push(path);
      return demo.get(path);
    },
  };
})();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock, transport: counting });
});
afterAll(() => t.close());

const attempt = (username: string, pin: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { sleeperUsername: username, pin },
    remoteAddress: address,
  });
const account = (username: string) => t.accounts.find((a) => a.username === username)!;
const userLookups = () => calls.filter((path) => path.startsWith('user/'));

describe('a login flood', () => {
  it('refusals of a locked account hash nothing, concurrently or not', async () => {
    const locked = account('tacotuesdaytom');
    const now = clock.now().getTime();
    for (let i = 0; i < 10; i += 1) {
      recordStrike(t.ctx.db, { userId: locked.userId, deviceHash: null, address: '10.0.0.9', at: now });
    }
    const queue = hashQueueOf(t.ctx);
    const started = queue.started;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => attempt(locked.username, locked.pin, `10.20.${i}.1`)),
    );
    expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([429]));
    expect(queue.started).toBe(started);
  });

  it('attempts that arrive together on one name, or on an account with failures, are checked one at a time', async () => {
    const queue = hashQueueOf(t.ctx);
    const withFailures = account('fumblefiona');
    const now = clock.now().getTime();
    recordStrike(t.ctx.db, { userId: withFailures.userId, deviceHash: null, address: '10.0.0.9', at: now });
    expect((await attempt('not_a_member_at_all', '9090', '10.0.0.9')).statusCode).toBe(401);
    for (const [index, username] of ['not_a_member_at_all', withFailures.username].entries()) {
      const started = queue.started;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => attempt(username, '9090', `10.60.${index}.${i}`)),
      );
      expect(queue.started - started, username).toBe(1);
      expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(1);
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(19);
      expect(refused[0]!.json()).toEqual({ message: 'Too many attempts. Try again in 1 second.' });
    }
  });

  it('attempts that arrive together on a name without failures wait their turn: checks stop at the first wait', async () => {
    const queue = hashQueueOf(t.ctx);
    for (const [index, username] of ['never_a_member', account('hailmaryhank').username].entries()) {
      const started = queue.started;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => attempt(username, '9090', `10.62.${index}.${i}`)),
      );
      // Four free failures and the fifth, which starts the first wait: the other 15 hash nothing.
      expect(queue.started - started, username).toBe(5);
      expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(5);
      expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(15);
    }
  });

  it("a burst of wrong PINs gets the same answers on a member's name as on an unknown name", async () => {
    const member = account('puntgodpriya');
    const stranger = 'no_such_member_26';
    const burst = async (username: string, net: string) => {
      const answers = await Promise.all(
        Array.from({ length: 3 }, (_, i) => attempt(username, '9090', `10.70.${net}.${i}`)),
      );
      return answers.map((r) => `${r.statusCode} ${r.json<{ message: string }>().message}`).sort();
    };
    // No failures yet: each attempt is checked, one after the other, and counted.
    const fresh = await burst(member.username, '1');
    expect(fresh).toEqual(await burst(stranger, '2'));
    expect(fresh).toEqual(Array(3).fill('401 Invalid username or PIN'));
    // With failures: one is checked, the two beside it are refused at once.
    const again = await burst(member.username, '3');
    expect(again).toEqual(await burst(stranger, '4'));
    expect(again).toEqual([
      '401 Invalid username or PIN',
      '429 Too many attempts. Try again in 1 second.',
      '429 Too many attempts. Try again in 1 second.',
    ]);
  });

  it('a member with no failures is never held back: a double click signs in twice', async () => {
    const member = account('endzoneellie');
    const answers = await Promise.all([
      attempt(member.username, member.pin, '10.61.0.1'),
      attempt(member.username, member.pin, '10.61.0.1'),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
  });

  it('a member gets in while a flood of unknown names waits for the hashing slots', async () => {
    const member = account('gridirongabe');
    const flood = Array.from({ length: 40 }, (_, i) => attempt(`stranger${i % 4}`, '9090', `10.30.${i}.1`));
    const login = await attempt(member.username, member.pin, '10.31.0.1');
    expect(login.statusCode).toBe(200);
    const answers = await Promise.all(flood);
    expect(answers.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
  });
});

describe('the per-address request limit on the login routes', () => {
  it('answers 429 with Retry-After past the limit, for both forms, not for other addresses', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < LOGIN_RATE_LIMIT.max; i += 1) {
      const url = i % 2 === 0 ? '/api/auth/login' : '/api/login';
      const payload = i % 2 === 0 ? { sleeperUsername: 'x', pin: '12' } : { username: 'x', password: '12' };
      expect((await t.app.inject({ method: 'POST', url, payload, remoteAddress: address })).statusCode).toBe(
        400,
      );
    }
    const over = await attempt('fumblefiona', '1357', address);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('fumblefiona', '1357', '203.0.113.10')).statusCode).toBe(200);
  });
});

describe('names that are not members', () => {
  it('members resolve from the league’s own list: no provider call for a username or display name', async () => {
    const before = userLookups().length;
    const member = account('waiverwirewes');
    expect((await attempt(member.username, member.pin, '10.40.0.1')).statusCode).toBe(200);
    expect((await attempt(member.displayName, member.pin, '10.40.0.1')).statusCode).toBe(200);
    expect(userLookups().length).toBe(before);
  });

  it('20 unknown names from one address make at most 5 provider calls, kept only in memory', async () => {
    const before = userLookups().length;
    for (let i = 0; i < 20; i += 1) {
      expect((await attempt(`nobody_${i}`, '9090', '10.50.0.1')).statusCode).toBe(401);
    }
    expect(userLookups().length - before).toBe(LOOKUPS_PER_ADDRESS);
    // The same names again: answered from memory, no call.
    for (let i = 0; i < LOOKUPS_PER_ADDRESS; i += 1) await attempt(`nobody_${i}`, '9090', '10.51.0.1');
    expect(userLookups().length - before).toBe(LOOKUPS_PER_ADDRESS);
    const stored = t.ctx.sqlite.prepare(
      "SELECT count(*) AS n FROM provider_cache WHERE path LIKE 'user/nobody%'",
    );
    expect(stored.get()).toEqual({ n: 0 });
  });
});
