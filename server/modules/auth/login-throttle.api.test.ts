// The sign-in throttle through the API (docs/product.md D11, docs/decisions/0006): the draft party, the
// messages and their timing for real and unknown names, refusals that count nothing, the browser whose own
// typos are refunded, spraying from one address, locks in the audit log and the log.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LOCKED_MESSAGE, LOGIN_REFUSED_MESSAGE } from '../../../common/auth';
import { auditLog } from '../../db/schema';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness';
import { ADDRESS_FAILURE_LIMIT } from './login-guard';
import { setUserPin } from './service';
import { FIRST_LOCK_MS, GUESS_BUDGET, LOCK_AFTER_STRIKES } from './throttle';

const clock = fixedClock('2025-12-10T18:00:00Z');
const logLines: Array<Record<string, unknown>> = [];
let t: TestApp;
let owner: string;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  t = await createTestApp({ clock, log: pino({ level: 'warn' }, sink) });
  owner = await t.loginAs('owner');
});
afterAll(() => t.close());

const account = (username: string) => t.accounts.find((a) => a.username === username)!;

interface Attempt {
  username: string;
  pin: string;
  address?: string;
  /** The browser's cookies (device), as a browser would send them. */
  cookie?: string;
}

const attempt = ({ username, pin, address = '127.0.0.1', cookie }: Attempt) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { sleeperUsername: username, pin },
    remoteAddress: address,
    headers: cookie ? { cookie } : {},
  });

const credential = async (userId: string) =>
  (
    (await t.app.inject({ url: '/api/admin/user-passwords', headers: { cookie: owner } })).json() as Array<{
      sleeperUserId: string;
      failedAttempts: number;
      lockedUntil: string | null;
      lockedForGood: boolean;
    }>
  ).find((entry) => entry.sleeperUserId === userId)!;

const unlock = (userId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/user-passwords/${userId}/unlock`,
    headers: { cookie: owner },
  });

describe('the draft party (one network, several members)', () => {
  it('three members mistype twice each, a fourth signs in at once, and so do the three', async () => {
    const party = ['tacotuesdaytom', 'gridirongabe', 'fumblefiona', 'waiverwirewes'].map(account);
    const wifi = '192.168.1.50';
    for (const member of party.slice(0, 3)) {
      for (let i = 0; i < 2; i += 1) {
        const wrong = await attempt({ username: member.username, pin: '9090', address: wifi });
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json()).toEqual({ message: LOGIN_REFUSED_MESSAGE });
      }
    }
    expect(
      (await attempt({ username: party[3]!.username, pin: party[3]!.pin, address: wifi })).statusCode,
    ).toBe(200);
    for (const member of party.slice(0, 3)) {
      expect((await attempt({ username: member.username, pin: member.pin, address: wifi })).statusCode).toBe(
        200,
      );
    }
  });
});

describe('messages and timing: a real account and an unknown name answer alike', () => {
  it('401 for each wrong PIN, short waits from the 5th, a 1 h lock at the 10th, with Retry-After', async () => {
    const member = account('hailmaryhank');
    const answer = (r: Awaited<ReturnType<typeof attempt>>) =>
      `${r.statusCode} ${(r.json() as { message: string }).message} ${r.headers['retry-after'] ?? '-'}`;
    /** Ten wrong PINs, each after the previous wait; from the 5th, one more attempt inside the wait. */
    async function run(username: string): Promise<string[]> {
      const seen: string[] = [];
      for (let i = 1; i <= 10; i += 1) {
        seen.push(answer(await attempt({ username, pin: '9090', address: `10.7.${i}.1` })));
        if (i < 5) continue;
        const early = await attempt({ username, pin: '9090', address: `10.7.${i}.2` });
        seen.push(answer(early));
        if (i < 10) clock.advance(Number(early.headers['retry-after']) * 1000);
      }
      return seen;
    }
    const real = await run(member.username);
    clock.advance(FIRST_LOCK_MS);
    const unknown = await run('nobody_in_this_league');
    expect(unknown).toEqual(real);
    const invalid = `401 ${LOGIN_REFUSED_MESSAGE} -`;
    expect(real).toEqual([
      ...Array.from({ length: 5 }, () => invalid),
      '429 Too many attempts. Try again in 1 second. 1',
      invalid,
      '429 Too many attempts. Try again in 2 seconds. 2',
      invalid,
      '429 Too many attempts. Try again in 4 seconds. 4',
      invalid,
      '429 Too many attempts. Try again in 8 seconds. 8',
      invalid,
      '429 Too many attempts. Try again in 16 seconds. 16',
      '429 Too many attempts. Try again in 3600 seconds. 3600',
      '429 Too many attempts. Try again in 3600 seconds. 3600',
    ]);
    // The right PIN is refused the same way while the lock lasts (an hour ago for the member: the
    // unknown name's run took that hour), and accepted after it.
    await attempt({ username: member.username, pin: '9090' }); // the 11th: 2 h now
    const locked = await attempt({ username: member.username, pin: member.pin });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many attempts. Try again in 7200 seconds.');
    clock.advance(2 * FIRST_LOCK_MS);
    expect((await attempt({ username: member.username, pin: member.pin })).statusCode).toBe(200);
    expect(await credential(member.userId)).toMatchObject({ failedAttempts: 11 });
  });

  it('refusals inside a wait are not counted: 20 of them, then the right PIN gets in', async () => {
    const member = account('puntgodpriya');
    for (let i = 0; i < 5; i += 1) await attempt({ username: member.username, pin: '9090' });
    for (let i = 0; i < 20; i += 1) {
      expect((await attempt({ username: member.username, pin: '9090' })).statusCode).toBe(429);
    }
    expect(await credential(member.userId)).toMatchObject({ failedAttempts: 5, lockedUntil: null });
    clock.advance(1000);
    expect((await attempt({ username: member.username, pin: member.pin })).statusCode).toBe(200);
  });
});

describe('the member’s own browser', () => {
  const deviceOf = (response: Awaited<ReturnType<typeof attempt>>) =>
    response.cookies.find((c) => c.name === 'huddle_device');

  it('gets its own typos back once it has signed in to the account; other browsers’ failures stay counted', async () => {
    const member = account('sackmasterstu');
    const first = await attempt({ username: member.username, pin: member.pin });
    const device = deviceOf(first)!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const browser = `huddle_device=${device.value}`;
    await attempt({ username: member.username, pin: '9091', cookie: browser });
    await attempt({ username: member.username, pin: '9092', cookie: browser });
    await attempt({ username: member.username, pin: '9093' }); // elsewhere, no cookie
    expect(await credential(member.userId)).toMatchObject({ failedAttempts: 3 });
    expect((await attempt({ username: member.username, pin: member.pin, cookie: browser })).statusCode).toBe(
      200,
    );
    expect(await credential(member.userId)).toMatchObject({ failedAttempts: 1 });
  });

  it('a forged or planted device cookie refunds nothing', async () => {
    const member = account('puntgodpriya');
    const attacker = account('waiverwirewes');
    await unlock(member.userId); // failures of earlier tests
    // The member signs in from home (10.8.8.8), the attacker guesses from 10.9.9.9. The attacker's
    // browser gets whatever device cookie the server hands out: at a refused sign-in, and at a
    // successful one into the attacker's own account.
    const refused = await attempt({ username: 'anyone_at_all', pin: '9090', address: '10.9.9.9' });
    const own = await attempt({ username: attacker.username, pin: attacker.pin, address: '10.9.9.9' });
    const issued = (deviceOf(own) ?? deviceOf(refused))!.value;
    // The member's own browser's cookie, taken apart (after the first cases: signing in refunds).
    const trusted = async () =>
      deviceOf(
        await attempt({ username: member.username, pin: member.pin, address: '10.8.8.8' }),
      )!.value.split('.');
    const values: Record<string, () => Promise<string>> = {
      invented: async () => 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'issued to the attacker': async () => issued,
      'the member’s, altered': async () => {
        const [id, mac] = await trusted();
        return `${id}.${mac!.slice(0, -2)}AA`;
      },
      'the member’s id, signed for another account': async () =>
        `${(await trusted())[0]}.${issued.split('.')[1]}`,
    };
    for (const [what, value] of Object.entries(values)) {
      const planted = `huddle_device=${await value()}`;
      // The attacker guesses under the value, the member then signs in with it planted in their browser.
      await attempt({ username: member.username, pin: '9090', address: '10.9.9.9', cookie: planted });
      await attempt({ username: member.username, pin: '9091', address: '10.9.9.9', cookie: planted });
      const failures = (await credential(member.userId)).failedAttempts;
      expect(failures, what).toBe(2);
      expect(
        (await attempt({ username: member.username, pin: member.pin, address: '10.8.8.8', cookie: planted }))
          .statusCode,
      ).toBe(200);
      expect((await credential(member.userId)).failedAttempts, what).toBe(failures);
      await unlock(member.userId);
    }
  });
});

describe('spraying from one address', () => {
  it('after many failures from one address, accounts with failures wait; an account without gets in', async () => {
    // The machine itself: the per-minute request limit does not apply, so the test reaches the
    // failure limit at once (a real sprayer gets 20 requests a minute).
    const sprayer = '127.0.0.1';
    const mistyped = account('endzoneellie');
    const clean = account('blitzburgerben');
    await attempt({ username: mistyped.username, pin: '9090', address: sprayer });
    for (let i = 1; i < ADDRESS_FAILURE_LIMIT; i += 1) {
      expect((await attempt({ username: `ghost${i}`, pin: '9090', address: sprayer })).statusCode).toBe(401);
    }
    const refused = await attempt({ username: mistyped.username, pin: mistyped.pin, address: sprayer });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    expect((await attempt({ username: clean.username, pin: clean.pin, address: sprayer })).statusCode).toBe(
      200,
    );
    // From another address the member with a failure gets in.
    expect(
      (await attempt({ username: mistyped.username, pin: mistyped.pin, address: '198.51.100.8' })).statusCode,
    ).toBe(200);
  });
});

describe('locks: the budget, the audit log, the log and the admin', () => {
  it('locks for good at the budget until an admin unlocks; each lock is audited and logged at warn', async () => {
    const member = account('redzonerosa');
    const auditBefore = t.ctx.db.select().from(auditLog).all().length;
    for (let i = 0; i < 200; i += 1) {
      const response = await attempt({
        username: member.username,
        pin: '9090',
        address: `10.9.0.${i % 250}`,
      });
      if (response.statusCode === 429 && response.json().message === ACCOUNT_LOCKED_MESSAGE) break;
      const wait = Number(response.headers['retry-after'] ?? 0);
      clock.advance(wait * 1000);
    }
    const view = await credential(member.userId);
    expect(view).toMatchObject({ failedAttempts: GUESS_BUDGET, lockedForGood: true, lockedUntil: null });
    const right = await attempt({ username: member.username, pin: member.pin });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: ACCOUNT_LOCKED_MESSAGE });
    expect(right.headers['retry-after']).toBeUndefined();

    const locks = t.ctx.db
      .select()
      .from(auditLog)
      .all()
      .slice(auditBefore)
      .filter((entry) => entry.action === 'account.lock');
    expect(locks).toHaveLength(GUESS_BUDGET - 9); // strikes 10 to 19 each lock
    expect(locks[0]).toMatchObject({ actorId: null, subject: expect.stringContaining(member.userId) });
    expect(logLines.some((line) => line.msg === 'account locked' && line.userId === member.userId)).toBe(
      true,
    );
    const failed = logLines.find((line) => line.msg === 'login failed' && line.username === member.username)!;
    expect(failed).toMatchObject({ level: 40, reason: 'wrong PIN', address: expect.any(String) });
    expect(JSON.stringify(logLines)).not.toContain('"9090"');

    expect((await unlock(member.userId)).statusCode).toBe(200);
    expect(logLines.some((line) => line.msg === 'account unlocked' && line.userId === member.userId)).toBe(
      true,
    );
    expect((await attempt({ username: member.username, pin: member.pin })).statusCode).toBe(200);
  });
});

describe('security events in the log', () => {
  /**
   * Wrong PINs, each a minute after the last (past any wait) and from its own address on `network`
   * (below the per-address limit), until the name or account is locked.
   */
  async function lockOut(username: string, network: string): Promise<void> {
    for (let i = 1; i <= LOCK_AFTER_STRIKES; i += 1) {
      const wrong = await attempt({ username, pin: '9090', address: `${network}.${i}` });
      if (wrong.statusCode === 429) return;
      expect(wrong.statusCode, wrong.body).toBe(401);
      clock.advance(60_000);
    }
    throw new Error(`${username} was not locked`);
  }
  const linesAfter = (start: number) => logLines.slice(start);

  it('logs each failed login with the name, the address and why, each refusal, and a name that locks', async () => {
    const start = logLines.length;
    const member = account('blitzburgerben');
    await attempt({ username: member.username, pin: '9090', address: '10.20.0.1' });
    await lockOut('no_such_member', '10.20.2');
    const refused = await attempt({ username: member.username, pin: '9090', address: '10.20.0.3' });
    const lines = linesAfter(start);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'login failed',
        username: member.username,
        address: '10.20.0.1',
        reason: 'wrong PIN',
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'login failed',
        username: 'no_such_member',
        address: '10.20.2.1',
        reason: 'unknown username',
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'name locked',
        username: 'no_such_member',
        failures: LOCK_AFTER_STRIKES,
      }),
    );
    expect(refused.statusCode).toBe(401);
    await attempt({ username: member.username, pin: '9090', address: '10.20.0.4' }); // the 3rd: no wait yet
    for (let i = 0; i < 3; i += 1)
      await attempt({ username: member.username, pin: '9090', address: '10.20.0.5' });
    expect(linesAfter(start)).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'login refused',
        username: member.username,
        address: '10.20.0.5',
        reason: 'throttled',
      }),
    );
    expect(JSON.stringify(linesAfter(start))).not.toContain('"9090"');
  });

  it('logs a lock lifted by a new PIN, from an admin or the command line, as an unlock at warn', async () => {
    const owners = t.accounts.find((a) => a.role === 'owner')!;
    for (const [username, how] of [
      ['endzoneellie', 'admin'],
      ['sackmasterstu', 'command line'],
    ] as const) {
      const member = account(username);
      await lockOut(member.username, `10.30.${username.length}`);
      const { failedAttempts } = await credential(member.userId);
      expect(failedAttempts).toBeGreaterThanOrEqual(LOCK_AFTER_STRIKES);
      const start = logLines.length;
      if (how === 'admin') {
        const set = await t.app.inject({
          method: 'PUT',
          url: `/api/admin/user-passwords/${member.userId}`,
          headers: { cookie: owner },
          payload: { password: '4821' },
        });
        expect(set.statusCode).toBe(200);
      } else {
        await setUserPin(
          t.ctx,
          { sleeperUserId: member.userId, sleeperUsername: member.username, displayName: username },
          '4821',
        );
      }
      expect(linesAfter(start)).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: 'account unlocked',
          userId: member.userId,
          by: how === 'admin' ? owners.userId : 'command line',
          how: 'new PIN',
          failuresCleared: failedAttempts,
        }),
      );
      expect(JSON.stringify(linesAfter(start))).not.toContain('4821');
    }
  });
});
