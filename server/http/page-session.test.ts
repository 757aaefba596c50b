// A member who only ever opens pages stays signed in: the page's own API requests slide the session, and the
// renewed cookie they set reaches the browser with the page. A browser is played here: it keeps the session
// cookie until the expiry its last Set-Cookie gave, on the app's fake clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../modules/auth/sessions';
import { fixedClock } from '../test/harness';
import { createPageApp, type PageApp } from '../test/client-build';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = fixedClock('2025-10-01T15:00:00Z');

let p: PageApp;
beforeAll(async () => {
  p = await createPageApp({ clock });
});
afterAll(() => p.close());

/** The session cookie as a browser holds it: its value until its expiry. */
interface Jar {
  value: string;
  expiresAt: number;
}

/** The jar after an answer: a Set-Cookie of the session replaces it. */
function update(jar: Jar, setCookie: string | string[] | undefined): Jar {
  for (const cookie of [setCookie ?? []].flat()) {
    const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
    if (!pair?.startsWith(`${SESSION_COOKIE}=`)) continue;
    const expires = attributes.find((a) => a.toLowerCase().startsWith('expires='));
    return { value: pair.slice(SESSION_COOKIE.length + 1), expiresAt: Date.parse(expires!.slice(8)) };
  }
  return jar;
}

async function signIn(): Promise<Jar> {
  const account = p.t.accounts.find((a) => a.role === 'member')!;
  const response = await p.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { sleeperUsername: account.username, pin: account.pin },
  });
  expect(response.statusCode).toBe(200);
  return update({ value: '', expiresAt: 0 }, response.headers['set-cookie']);
}

/** Opens a member's page as the browser would (its cookie while unexpired); the jar after it. */
async function openPage(jar: Jar): Promise<{ jar: Jar; status: number; location?: string }> {
  const cookie = jar.expiresAt > clock.now().getTime() ? `${SESSION_COOKIE}=${jar.value}` : undefined;
  const response = await p.app.inject({
    url: '/recaps',
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  return {
    jar: update(jar, response.headers['set-cookie']),
    status: response.statusCode,
    location: response.headers.location as string | undefined,
  };
}

describe('a member who only opens pages', () => {
  // Sixty server renders: allow for a busy machine.
  it('once a day for 60 days stays signed in: each page brings the renewed session cookie', async () => {
    let jar = await signIn();
    for (let day = 1; day <= 60; day++) {
      clock.advance(DAY_MS);
      const visit = await openPage(jar);
      expect(visit.status, `day ${day}: ${visit.location ?? ''}`).toBe(200);
      jar = visit.jar;
    }
    expect(jar.expiresAt).toBeGreaterThan(clock.now().getTime() + 29 * DAY_MS);
  }, 120_000);

  it('is asked to sign in after 31 days away', async () => {
    let jar = await signIn();
    clock.advance(DAY_MS);
    jar = (await openPage(jar)).jar;
    clock.advance(31 * DAY_MS);
    const away = await openPage(jar);
    expect(away.status).toBe(302);
    expect(away.location).toBe('/secure-login?next=%2Frecaps');
  });
});
