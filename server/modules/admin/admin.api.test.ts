import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { COMMON_PINS } from '../../../common/pins';
import { setUserPin } from '../auth/service';
import { recordStrike } from '../auth/strikes';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let owner: string;
type Account = TestApp['accounts'][number];
let ownerAccount: Account;
let tom: Account;
let gabe: Account;
let fiona: Account;

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const byName = (name: string) => t.accounts.find((account) => account.username === name)!;
const userRow = (id: string) => t.ctx.db.select().from(users).where(eq(users.sleeperUserId, id)).get()!;
const ownerCount = () =>
  t.ctx.db
    .select({ n: sql<number>`count(*)` })
    .from(users)
    .where(eq(users.isOwner, true))
    .get()!.n;

/** Ten failed sign-ins on an account (as if from 10.0.0.9): locked for an hour. */
function lockOut(userId: string): void {
  const at = t.ctx.clock.now().getTime();
  for (let i = 0; i < 10; i += 1)
    recordStrike(t.ctx.db, { userId, deviceHash: null, address: '10.0.0.9', at });
}

const identityOf = (account: Account) => ({
  sleeperUserId: account.userId,
  sleeperUsername: account.username,
  displayName: account.displayName,
});

beforeAll(async () => {
  t = await createTestApp();
  ownerAccount = t.accounts.find((account) => account.role === 'owner')!;
  tom = byName('tacotuesdaytom');
  gabe = byName('gridirongabe');
  fiona = byName('fumblefiona');
  owner = await t.loginAs('owner');
});
afterAll(() => t.close());

describe('authorisation matrix', () => {
  // Every admin and owner route of the commissioner tools, with a body that succeeds when allowed.
  const routes = () => {
    const league = `/api/league/${t.ctx.leagueId}`;
    return [
      { access: 'admin', method: 'GET', url: '/api/admin/user-passwords' },
      { access: 'admin', method: 'POST', url: '/api/admin/user-passwords/populate' },
      {
        access: 'admin',
        method: 'PUT',
        url: `/api/admin/user-passwords/${fiona.userId}`,
        body: { password: '8642' },
      },
      { access: 'admin', method: 'GET', url: '/api/admin/users' },
      {
        access: 'admin',
        method: 'PATCH',
        url: `/api/admin/users/${fiona.userId}/phone`,
        body: { phoneNumber: '+15551234567' },
      },
      { access: 'admin', method: 'POST', url: `/api/admin/users/${fiona.userId}/draft-message` },
      { access: 'admin', method: 'GET', url: '/api/admin/sms-status' },
      { access: 'admin', method: 'GET', url: '/api/admin/audit' },
      { access: 'admin', method: 'GET', url: `${league}/payment-status/2025/admin` },
      {
        access: 'admin',
        method: 'POST',
        url: `${league}/payment-status/2025`,
        body: { rosterId: 1, hasPaid: true },
      },
      { access: 'admin', method: 'POST', url: `${league}/settings/2026`, body: { playoffStartWeek: 15 } },
      { access: 'admin', method: 'POST', url: `${league}/settings/2025/refresh` },
      {
        access: 'owner',
        method: 'PUT',
        url: `/api/admin/user-roles/${fiona.userId}`,
        body: { isAdmin: false, isOwner: false },
      },
    ] as const;
  };

  it('refuses visitors (401) and members (403), allows admins except owner routes (403), allows the owner', async () => {
    const member = await t.loginAs({ username: tom.username, pin: tom.pin });
    // The owner makes Gabe an admin (not owner) for the admin column.
    expect(
      (await inject('PUT', `/api/admin/user-roles/${gabe.userId}`, owner, { isAdmin: true })).statusCode,
    ).toBe(200);
    const admin = await t.loginAs({ username: gabe.username, pin: gabe.pin });

    for (const route of routes()) {
      const call = (cookie?: string) =>
        inject(route.method, route.url, cookie, 'body' in route ? route.body : undefined);
      const label = `${route.method} ${route.url}`;
      expect((await call()).statusCode, `${label} anonymous`).toBe(401);
      expect((await call(member)).statusCode, `${label} member`).toBe(403);
      expect((await call(admin)).statusCode, `${label} admin`).toBe(route.access === 'owner' ? 403 : 200);
      expect((await call(owner)).statusCode, `${label} owner`).toBe(200);
    }
    // make-owner last: it moves ownership, so check the refusals first, then the owner's success.
    const makeOwner = `/api/admin/make-owner/${gabe.userId}`;
    expect((await inject('PUT', makeOwner)).statusCode).toBe(401);
    expect((await inject('PUT', makeOwner, member)).statusCode).toBe(403);
    expect((await inject('PUT', makeOwner, admin)).statusCode).toBe(403);
    expect((await inject('PUT', makeOwner, owner)).statusCode).toBe(200);
    // Hand ownership back so the other tests start from the demo's roles (the transfer ended the new
    // owner's sessions: they sign in again).
    const newOwner = await t.loginAs({ username: gabe.username, pin: gabe.pin });
    expect((await inject('PUT', `/api/admin/make-owner/${ownerAccount.userId}`, newOwner)).statusCode).toBe(
      200,
    );
    owner = await t.loginAs('owner');
    expect(ownerCount()).toBe(1);
  });
});

describe('authorisation sweep of the route table', () => {
  // Every admin or owner route the app registers, including other modules' (keepers, payouts) and
  // any added later: visitors get 401, members 403, admins 403 on owner routes and never 401/403
  // elsewhere (the body may still be refused with 400: the sweep sends none).
  it('enforces the declared access on every admin and owner route', async () => {
    const sweep = await createTestApp();
    try {
      const params: Record<string, string> = {
        leagueId: sweep.ctx.leagueId,
        season: '2025',
        param: '2025',
        rosterId: '1',
        userId: fiona.userId,
        sleeperUserId: fiona.userId,
      };
      const fill = (url: string) => url.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? '1');
      const guarded = sweep.app.routeTable.filter(
        (route) => route.access === 'admin' || route.access === 'owner',
      );
      expect(guarded.filter((route) => route.access === 'owner').map((route) => route.url)).toEqual([
        '/api/admin/user-roles/:sleeperUserId',
        '/api/admin/make-owner/:sleeperUserId',
      ]);
      const ownerCookie = await sweep.loginAs('owner');
      const gabeRole = await sweep.app.inject({
        method: 'PUT',
        url: `/api/admin/user-roles/${gabe.userId}`,
        headers: { cookie: ownerCookie },
        payload: { isAdmin: true },
      });
      expect(gabeRole.statusCode).toBe(200);
      const admin = await sweep.loginAs({ username: gabe.username, pin: gabe.pin });
      const member = await sweep.loginAs({ username: tom.username, pin: tom.pin });
      for (const route of guarded) {
        const call = (cookie?: string) =>
          sweep.app.inject({
            method: route.method as 'GET',
            url: fill(route.url),
            headers: cookie ? { cookie } : {},
          });
        const label = `${route.method} ${route.url}`;
        expect((await call()).statusCode, `${label} anonymous`).toBe(401);
        expect((await call(member)).statusCode, `${label} member`).toBe(403);
        const asAdmin = (await call(admin)).statusCode;
        if (route.access === 'owner') expect(asAdmin, `${label} admin`).toBe(403);
        else expect([401, 403], `${label} admin got ${asAdmin}`).not.toContain(asAdmin);
      }
    } finally {
      await sweep.close();
    }
  });
});

describe('roles', () => {
  it('never lets the owner change their own role or leave the league without an owner', async () => {
    const self = await inject('PUT', `/api/admin/user-roles/${ownerAccount.userId}`, owner, {
      isAdmin: false,
      isOwner: false,
    });
    expect(self.statusCode).toBe(400);
    expect((await inject('PUT', `/api/admin/make-owner/${ownerAccount.userId}`, owner)).statusCode).toBe(400);
    const sneakyOwner = await inject('PUT', `/api/admin/user-roles/${tom.userId}`, owner, {
      isAdmin: true,
      isOwner: true,
    });
    expect(sneakyOwner.statusCode).toBe(400);
    expect(ownerCount()).toBe(1);
    expect(userRow(ownerAccount.userId)).toMatchObject({ isOwner: true, isAdmin: true });
  });

  it('transfers ownership in one step: the new owner is owner and admin, the old one admin only', async () => {
    expect((await inject('PUT', `/api/admin/make-owner/${tom.userId}`, owner)).statusCode).toBe(200);
    expect(userRow(tom.userId)).toMatchObject({ isOwner: true, isAdmin: true });
    expect(userRow(ownerAccount.userId)).toMatchObject({ isOwner: false, isAdmin: true });
    expect(ownerCount()).toBe(1);
    // The former owner lost the owner routes at once (roles are read on every request).
    const stillOwner = await inject('PUT', `/api/admin/make-owner/${gabe.userId}`, owner);
    expect(stillOwner.statusCode).toBe(403);
    const tomCookie = await t.loginAs({ username: tom.username, pin: tom.pin });
    expect((await inject('PUT', `/api/admin/make-owner/${ownerAccount.userId}`, tomCookie)).statusCode).toBe(
      200,
    );
    expect(userRow(ownerAccount.userId).isOwner).toBe(true);
    // Taking ownership back ended the owner's sessions (a role change): sign in again.
    expect((await inject('GET', '/api/auth/user', owner)).statusCode).toBe(401);
    owner = await t.loginAs('owner');
  });

  it('a role change ends the member’s sessions: they sign in again under the new role', async () => {
    const priya = byName('puntgodpriya');
    const cookie = await t.loginAs({ username: priya.username, pin: priya.pin });
    const grant = await inject('PUT', `/api/admin/user-roles/${priya.userId}`, owner, { isAdmin: true });
    expect(grant.statusCode).toBe(200);
    expect((await inject('GET', '/api/auth/user', cookie)).statusCode).toBe(401);
    const again = await t.loginAs({ username: priya.username, pin: priya.pin });
    expect((await inject('GET', '/api/auth/user', again)).json()).toMatchObject({ isAdmin: true });
    expect(
      (await inject('PUT', `/api/admin/user-roles/${priya.userId}`, owner, { isAdmin: false })).statusCode,
    ).toBe(200);
    expect((await inject('GET', '/api/auth/user', again)).statusCode).toBe(401);
    // The owner who made the change keeps their own session.
    expect((await inject('GET', '/api/auth/user', owner)).statusCode).toBe(200);
  });

  it('refuses unknown members and bad bodies', async () => {
    expect((await inject('PUT', '/api/admin/user-roles/999999', owner, { isAdmin: true })).statusCode).toBe(
      404,
    );
    const noFlag = await inject('PUT', `/api/admin/user-roles/${tom.userId}`, owner, {});
    expect(noFlag.statusCode).toBe(400);
    expect(noFlag.json().message).toContain('isAdmin');
  });
});

describe('PINs', () => {
  it('accepts exactly 4 digits only', async () => {
    for (const password of ['123', '12345', '12a4', '', 1234]) {
      const response = await inject('PUT', `/api/admin/user-passwords/${fiona.userId}`, owner, { password });
      expect(response.statusCode, String(password)).toBe(400);
      expect(response.json().message).toContain('password');
    }
  });

  it('setting a PIN ends the member’s sessions, clears a lockout, and only the new PIN works', async () => {
    const wes = byName('waiverwirewes');
    const wesCookie = await t.loginAs({ username: wes.username, pin: wes.pin });
    lockOut(wes.userId);
    const locked = (await inject('GET', '/api/admin/user-passwords', owner)).json();
    expect(
      locked.find((u: { sleeperUserId: string }) => u.sleeperUserId === wes.userId).lockedUntil,
    ).not.toBeNull();

    const response = await inject('PUT', `/api/admin/user-passwords/${wes.userId}`, owner, {
      password: '5802',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      password: '5802',
      lockedUntil: null,
      lockedForGood: false,
      failedAttempts: 0,
    });
    expect((await inject('GET', '/api/auth/user', wesCookie)).statusCode).toBe(401);

    const login = (pin: string) =>
      inject('POST', '/api/auth/login', undefined, { sleeperUsername: wes.username, pin });
    expect((await login(wes.pin)).statusCode).toBe(401);
    expect((await login('5802')).statusCode).toBe(200);
  });

  it('an admin changing their own PIN stays signed in', async () => {
    const response = await inject('PUT', `/api/admin/user-passwords/${ownerAccount.userId}`, owner, {
      password: '4826',
    });
    expect(response.statusCode).toBe(200);
    expect((await inject('GET', '/api/auth/user', owner)).statusCode).toBe(200);
    // The demo's PIN back for the other tests (the API refuses common PINs such as 2468).
    await setUserPin(t.ctx, identityOf(ownerAccount), ownerAccount.pin);
    owner = await t.loginAs('owner');
  });

  it('refuses the common PINs, naming the field (every account gets the bound of an issued PIN)', async () => {
    for (const password of ['1234', '0000', '2468', '1999']) {
      const response = await inject('PUT', `/api/admin/user-passwords/${fiona.userId}`, owner, { password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().message).toMatch(/^Invalid password: .*most common PINs/);
    }
  });

  it('unlocks a locked account in one click: the PIN is kept, the failures are gone, the lock is audited', async () => {
    const ellie = byName('endzoneellie');
    lockOut(ellie.userId);
    const before = (await inject('GET', '/api/admin/user-passwords', owner)).json() as Array<{
      sleeperUserId: string;
      failedAttempts: number;
      lockedUntil: string | null;
      recentFailures: Array<{ at: string; address: string }>;
    }>;
    const row = before.find((entry) => entry.sleeperUserId === ellie.userId)!;
    expect(row.failedAttempts).toBe(10);
    expect(row.recentFailures[0]).toEqual({ at: expect.any(String), address: '10.0.0.9' });
    const refused = await inject('POST', '/api/auth/login', undefined, {
      sleeperUsername: ellie.username,
      pin: ellie.pin,
    });
    expect(refused.statusCode).toBe(429);

    const unlock = await inject('POST', `/api/admin/user-passwords/${ellie.userId}/unlock`, owner);
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json()).toMatchObject({ password: ellie.pin, failedAttempts: 0, lockedUntil: null });
    expect((await t.loginAs({ username: ellie.username, pin: ellie.pin })).length).toBeGreaterThan(0);
    const audit = t.ctx.db.select().from(auditLog).all();
    expect(audit.filter((entry) => entry.action === 'credential.unlock').at(-1)).toMatchObject({
      actorId: ownerAccount.userId,
      before: JSON.stringify({ failures: 10 }),
    });
    expect((await inject('POST', '/api/admin/user-passwords/999999/unlock', owner)).statusCode).toBe(404);
  });

  it('populate gives members without a PIN an uncommon one and skips members who have one', async () => {
    const hank = byName('hailmaryhank');
    const ellie = byName('endzoneellie');
    for (const id of [hank.userId, ellie.userId]) {
      t.ctx.db
        .update(users)
        .set({ pinHash: null, pinEncrypted: null })
        .where(eq(users.sleeperUserId, id))
        .run();
    }
    // A stored account of someone who left the league (demo manifest: benchwarmerbob) gets no PIN.
    const pastMemberId = '222435893470860683';
    t.ctx.db
      .insert(users)
      .values({
        sleeperUserId: pastMemberId,
        sleeperUsername: 'benchwarmerbob',
        displayName: 'BenchwarmerBob',
      })
      .run();
    const before = (await inject('GET', '/api/admin/user-passwords', owner)).json() as Array<{
      sleeperUserId: string;
      password: string | null;
    }>;
    const response = await inject('POST', '/api/admin/user-passwords/populate', owner);
    expect(response.statusCode).toBe(200);
    // Everyone listed but the past member and the two without a PIN already had one.
    expect(response.json()).toEqual({ populated: 2, skipped: before.length - 3 });

    const after = (await inject('GET', '/api/admin/user-passwords', owner)).json() as typeof before;
    expect(after.find((entry) => entry.sleeperUserId === pastMemberId)?.password).toBeNull();
    t.ctx.db.delete(users).where(eq(users.sleeperUserId, pastMemberId)).run();
    for (const entry of after.filter((candidate) => candidate.sleeperUserId !== pastMemberId)) {
      expect(entry.password).toMatch(/^\d{4}$/);
      const previous = before.find((old) => old.sleeperUserId === entry.sleeperUserId)!;
      // Members who had a PIN keep it (the demo's are deliberately easy); new ones are never common.
      if (previous.password !== null) expect(entry.password).toBe(previous.password);
      else expect(COMMON_PINS.has(entry.password!), entry.password!).toBe(false);
    }
    const hankPin = after.find((entry) => entry.sleeperUserId === hank.userId)!.password!;
    const login = await inject('POST', '/api/auth/login', undefined, {
      sleeperUsername: hank.username,
      pin: hankPin,
    });
    expect(login.statusCode).toBe(200);
    // A second run has nothing left to do.
    expect((await inject('POST', '/api/admin/user-passwords/populate', owner)).json().populated).toBe(0);
  });
});

describe('members and messages', () => {
  it('lists every league member with roster, roles and PIN', async () => {
    const list = (await inject('GET', '/api/admin/users', owner)).json() as Array<Record<string, unknown>>;
    expect(list).toHaveLength(12);
    const brenda = list.find((entry) => entry.id === ownerAccount.userId)!;
    expect(brenda).toMatchObject({
      isOwner: true,
      isAdmin: true,
      isActive: true,
      password: ownerAccount.pin,
    });
    expect(typeof brenda.rosterId).toBe('number');
  });

  it('validates phone numbers as international (E.164) and stores them normalised', async () => {
    const url = `/api/admin/users/${tom.userId}/phone`;
    const empty = await inject('PATCH', url, owner, { phoneNumber: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Please enter a phone number');
    expect((await inject('PATCH', url, owner, { phoneNumber: '555-1234' })).statusCode).toBe(400);
    const saved = await inject('PATCH', url, owner, { phoneNumber: '+1 (555) 123-4567' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().phoneNumber).toBe('+15551234567');
  });

  it('drafts a login reminder with site, username, PIN and dues status', async () => {
    const response = await inject('POST', `/api/admin/users/${tom.userId}/draft-message`, owner);
    expect(response.statusCode).toBe(200);
    const { message, phoneNumber } = response.json();
    expect(phoneNumber).toBe('+15551234567');
    expect(message).toContain('localhost');
    expect(message).toContain(`Username: ${tom.username}`);
    expect(message).toContain(`PIN: ${tom.pin}`);
    expect(message).toMatch(/League dues for 2025: (paid|not paid yet)/);
  });

  it('gives the address of PUBLIC_URL in a login reminder, not the Host header of the request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${tom.userId}/draft-message`,
      headers: { cookie: owner, host: 'attacker.example' },
    });
    expect(response.statusCode).toBe(200);
    const { message } = response.json() as { message: string };
    expect(message).toContain(t.ctx.config.publicUrl!);
    expect(message).not.toContain('attacker.example');
  });

  it('reports that no message service is configured', async () => {
    expect((await inject('GET', '/api/admin/sms-status', owner)).json()).toMatchObject({ configured: false });
  });
});

describe('audit log', () => {
  it('lists every commissioner action newest first, paged, and never stores a PIN', async () => {
    const page = (await inject('GET', '/api/admin/audit?page=1&pageSize=5', owner)).json();
    expect(page.entries).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    const times = page.entries.map((entry: { id: number }) => entry.id);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const all = t.ctx.db.select().from(auditLog).all();
    const actions = new Set(all.map((entry) => entry.action));
    for (const action of [
      'credential.set',
      'credential.populate',
      'role.update',
      'role.transfer_ownership',
      'member.phone',
      'member.draft_message',
      'payment.update',
      'settings.update',
      'settings.refresh',
    ]) {
      expect(actions, action).toContain(action);
    }
    const stored = all.map((entry) => `${entry.before ?? ''} ${entry.after ?? ''}`).join(' ');
    for (const pin of ['5802', '8642']) expect(stored).not.toContain(pin);

    const bad = await inject('GET', '/api/admin/audit?pageSize=1000', owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('pageSize');
  });
});
