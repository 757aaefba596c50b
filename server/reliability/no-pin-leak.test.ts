// No PIN in any log line or API answer, checked on a real server process with the most verbose
// logging: sign-ins (right, wrong, malformed, both login forms), an admin setting a PIN, populating
// PINs, then every GET of the route table as the owner and as a member. Only the admin's password
// view may show a PIN (and, in demo mode only, the login page's list of demo accounts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoManifest } from '../sleeper/demo-fixtures';
import { spawnServer, type SpawnedServer } from '../test/spawn-server';
import type { RouteTableEntry } from '../http/session-hook';
import { createTestApp } from '../test/harness';
import { demoUrl, routeKey } from './route-urls';

const manifest = demoManifest();
const owner = manifest.accounts.find((a) => a.role === 'owner')!;
const member = manifest.accounts.find((a) => a.role === 'member')!;
const target = manifest.accounts.find((a) => a.username === 'gridirongabe')!;
const NEW_PIN = '8642';
const WRONG_PIN = '9731';
const MALFORMED_PIN = '5319';
const TOO_LONG_PIN = '753197';
/** PINs a user typed or an admin set: they may appear only in the admin's password view. */
const SECRET_PINS = [NEW_PIN, WRONG_PIN, MALFORMED_PIN, TOO_LONG_PIN];
/** Every PIN: none may appear in any log line. */
const ALL_PINS = [...new Set([...SECRET_PINS, ...manifest.accounts.map((a) => a.pin)])];
/**
 * The admin's password views, the only answers allowed to show a member's PIN (docs/product.md §2:
 * the Passwords tab's Show toggle, the PIN on each User management card, the login-reminder draft; D10):
 * the list, its row as answered to the admin who set it, the member cards and the reminder. The test
 * checks they are admin-only routes. The demo accounts list shows the documented demo PINs (demo only).
 */
const SET_PIN = 'PUT /api/admin/user-passwords/:userId';
const PASSWORD_VIEWS = new Set([
  'GET /api/admin/user-passwords',
  SET_PIN,
  'GET /api/admin/users',
  'POST /api/admin/users/:userId/draft-message',
]);
const DEMO_ACCOUNTS_LIST = 'GET /api/auth/demo';

/** The PIN as a token of its own (not a piece of a longer number, id or hex string). */
const pinPattern = (pin: string) => new RegExp(`(?<![\\w.-])${pin}(?![\\w-])`);

let server: SpawnedServer;
let routeTable: RouteTableEntry[];
const answers: Array<{ what: string; body: string }> = [];

async function send(what: string, method: string, path: string, body?: string | object, cookie?: string) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  answers.push({ what, body: text });
  return { status: response.status, text, cookie: response.headers.get('set-cookie')?.split(';')[0] ?? '' };
}

beforeAll(async () => {
  server = await spawnServer({ env: { LOG_LEVEL: 'trace' } });
  const t = await createTestApp();
  routeTable = t.app.routeTable;
  await t.close();
}, 90_000);
afterAll(async () => {
  await server?.stop();
  server?.cleanup();
});

describe('PINs never leak', () => {
  it('stay out of every log line and every API answer but the password view', async () => {
    const signIn = (pin: string, username = owner.username) =>
      send(`login ${username}`, 'POST', '/api/auth/login', { sleeperUsername: username, pin });

    const ownerLogin = await signIn(owner.pin);
    expect(ownerLogin.status).toBe(200);
    const ownerCookie = ownerLogin.cookie;
    expect((await signIn(WRONG_PIN, member.username)).status).toBe(401);
    expect(
      (await send('login A', 'POST', '/api/login', { username: member.username, password: member.pin }))
        .status,
    ).toBe(200);
    expect(
      (await send('malformed', 'POST', '/api/auth/login', `{"sleeperUsername":"x","pin":"${MALFORMED_PIN}"`))
        .status,
    ).toBe(400);
    expect((await signIn(TOO_LONG_PIN, member.username)).status).toBe(400);
    const set = await send(
      SET_PIN,
      'PUT',
      `/api/admin/user-passwords/${target.userId}`,
      { password: NEW_PIN },
      ownerCookie,
    );
    expect(set.status).toBe(200);
    const targetLogin = await signIn(NEW_PIN, target.username);
    expect(targetLogin.status).toBe(200);
    expect(
      (await send('populate', 'POST', '/api/admin/user-passwords/populate', {}, ownerCookie)).status,
    ).toBe(200);

    // Every GET of the API, as the owner and as a member.
    for (const cookie of [ownerCookie, targetLogin.cookie]) {
      for (const route of routeTable.filter((r) => r.method === 'GET')) {
        await send(routeKey(route), 'GET', demoUrl(route.url), undefined, cookie);
      }
    }
    const reminder = `POST /api/admin/users/:userId/draft-message`;
    expect(
      (await send(reminder, 'POST', `/api/admin/users/${target.userId}/draft-message`, {}, ownerCookie))
        .status,
    ).toBe(200);

    // The password view does show the PIN the admin set: the search below would find a leak.
    const view = answers.find((a) => a.what === 'GET /api/admin/user-passwords');
    expect(view?.body).toMatch(pinPattern(NEW_PIN));
    for (const key of PASSWORD_VIEWS) {
      expect({ key, access: routeTable.find((r) => routeKey(r) === key)?.access }).toEqual({
        key,
        access: 'admin',
      });
    }

    for (const { what, body } of answers) {
      if (PASSWORD_VIEWS.has(what)) continue;
      for (const pin of what === DEMO_ACCOUNTS_LIST ? SECRET_PINS : ALL_PINS) {
        expect({ what, leaks: pinPattern(pin).test(body) }).toEqual({ what, leaks: false });
      }
    }

    await server.stop();
    const lines = server.output().split('\n');
    expect(lines.length).toBeGreaterThan(50); // trace logging did record the requests
    for (const pin of ALL_PINS) {
      const leaking = lines.filter((line) => pinPattern(pin).test(line));
      expect({ pin, leaking }).toEqual({ pin, leaking: [] });
    }
  }, 120_000);
});
