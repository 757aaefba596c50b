// The pages the server renders (docs/decisions/0020): every route from the app's one route table,
// with the member's own data asked of the API with their cookie, the redirects and refusals decided
// on the server, the provider never holding the HTML, and no member's answers ever in another's page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DehydratedState } from '@tanstack/react-query';
import { queryKeyToUrl } from '../../client/src/lib/query-url';
import { PAGE_STATE_ELEMENT_ID, type PageState } from '../../client/src/lib/page-state';
import { DEMO_FIXTURES_DIR } from '../paths';
import { DemoTransport, type Transport } from '../sleeper/transport';
import { createPageApp, type PageApp } from '../test/client-build';

/** The page's state (its answers by URL), parsed as the browser parses it. */
function stateOf(html: string): PageState & { answers: Map<string, unknown> } {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match) throw new Error(`no page state in ${html.slice(0, 200)}`);
  const state = JSON.parse(match[1]!) as PageState;
  const queries = (state.queries as DehydratedState).queries;
  return { ...state, answers: new Map(queries.map((q) => [queryKeyToUrl(q.queryKey), q.state.data])) };
}

const page = (p: PageApp, url: string, cookie?: string) =>
  p.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

let p: PageApp;
beforeAll(async () => {
  p = await createPageApp();
});
afterAll(() => p.close());

describe('server-rendered pages', () => {
  it("renders a member's dashboard with its data in the markup, and the same answers in its state", async () => {
    const cookie = await p.t.loginAs('member');
    const league = `/api/league/${p.t.ctx.leagueId}`;
    // Asked once first, as on a running server whose cache is warm.
    await page(p, '/', cookie);
    const res = await page(p, '/', cookie);
    expect(res.statusCode).toBe(200);
    const state = stateOf(res.body);
    for (const url of ['/api/auth/user', '/api/app-info', league, '/api/nfl/state', `${league}/standings`]) {
      const api = await p.app.inject({ url, headers: { cookie } });
      expect(state.answers.get(url), url).toEqual(api.json());
    }
    const standings = state.answers.get(`${league}/standings`) as { teamName: string }[];
    // The standings are in the HTML itself: a phone paints them as it arrives, before any script.
    expect(res.body).toContain('aria-label="Current Standings"');
    for (const { teamName } of standings) expect(res.body).toContain(escapeText(teamName));
  });

  it('puts every part of a long page in place in the HTML, none sent apart for a script to reveal', async () => {
    const cookie = await p.t.loginAs('member');
    await page(p, '/history', cookie);
    const res = await page(p, '/history', cookie);
    expect(res.statusCode).toBe(200);
    // Parts that hydrate apart (Suspense boundaries) are in the markup where they stand: a reader
    // without JavaScript sees them. React sends a large one apart (hidden, with a script) otherwise.
    expect(res.body).toContain('<!--$-->');
    expect(res.body).not.toMatch(/<div hidden id="S:/);
    expect(res.body).toContain('Season Details');
  });

  it('sends a visitor asking for a member page to sign in, and a member away from the sign-in page', async () => {
    const visitor = await page(p, '/history?season=2024');
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/secure-login?next=%2Fhistory%3Fseason%3D2024');
    const cookie = await p.t.loginAs('member');
    const member = await page(p, '/secure-login?next=%2Fhistory', cookie);
    expect(member.statusCode).toBe(302);
    expect(member.headers.location).toBe('/history');
    // The landing page is `/` for a visitor, not a redirect.
    const landing = await page(p, '/');
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('Our league, all in one huddle.');
  });

  it("sends a signed-in member from the sign-in page only to a plain path of this site that is not logout's", async () => {
    const cookie = await p.t.loginAs('member');
    const cases: Array<[next: string, location: string]> = [
      // A CR/LF once made the redirect's header fail (a 500 page); a tab, dropped by the browser,
      // turned the path into another site's address (`//evil.example`).
      ['/keepers\r\nSet-Cookie: x=1', '/dashboard'],
      ['/\t/evil.example', '/dashboard'],
      ['/LOGOUT?everywhere=1', '/dashboard'],
      ['/%6Cogout?everywhere=1', '/dashboard'],
      ['/managers/a b', '/managers/a%20b'],
    ];
    for (const [next, location] of cases) {
      const res = await page(p, `/secure-login?next=${encodeURIComponent(next)}`, cookie);
      expect({ next, status: res.statusCode, location: res.headers.location }).toEqual({
        next,
        status: 302,
        location,
      });
    }
  });

  it('gives a member the 403 page inside the app frame for an admin page, with none of its data', async () => {
    const cookie = await p.t.loginAs('member');
    const res = await page(p, '/admin/users', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('Access Denied');
    expect(res.body).toContain('id="main"');
    const urls = [...stateOf(res.body).answers.keys()];
    expect(urls.filter((url) => url.startsWith('/api/admin') || url.endsWith('/admin'))).toEqual([]);
  });

  it('answers 404 with the not-found page for a path no route matches, framed for a member', async () => {
    const res = await page(p, '/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('404 Page Not Found');
    expect(res.body).not.toContain('aria-label="Main"');
    // A member reads it in the app's frame: the menu to go on from, one main landmark.
    const member = await page(p, '/no-such-page', await p.t.loginAs('member'));
    expect(member.statusCode).toBe(404);
    expect(member.body).toContain('404 Page Not Found');
    expect(member.body).toContain('aria-label="Main"');
    expect(member.body.match(/<main\b/g)).toHaveLength(1);
  });

  it('allows only its own inline script, by a nonce of this response: no unsafe-inline', async () => {
    const first = await page(p, '/secure-login');
    const second = await page(p, '/secure-login');
    const csp = String(first.headers['content-security-policy']);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce);
    const inline = [
      ...first.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")([^>]*)>/g),
    ];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });
});

describe('the provider never holds the page', () => {
  it('renders an answer the provider is slow to give as its loading state, within the budget', async () => {
    const demo = new DemoTransport(DEMO_FIXTURES_DIR);
    let slow = false;
    const transport: Transport = {
      kind: 'demo',
      get: async (providerPath) => {
        // The season's transactions (the dashboard's activity card): the provider stops answering.
        if (slow && /\/transactions\/\d+$/.test(providerPath)) await new Promise((r) => setTimeout(r, 3000));
        return demo.get(providerPath);
      },
    };
    const slowApp = await createPageApp({ transport });
    try {
      const cookie = await slowApp.t.loginAs('member');
      slow = true;
      const started = Date.now();
      const res = await page(slowApp, '/', cookie);
      expect(Date.now() - started).toBeLessThan(2500);
      expect(res.statusCode).toBe(200);
      const urls = [...stateOf(res.body).answers.keys()];
      expect(urls.some((url) => url.includes('/transactions'))).toBe(false);
      expect(res.body).toContain('aria-label="Loading recent activity"');
    } finally {
      await slowApp.close();
    }
  });
});

describe('per-request state', () => {
  it("never puts one member's answers in another's page, however many render at once", async () => {
    const member = await p.t.loginAs('member');
    const owner = await p.t.loginAs('owner');
    const memberUser = (await p.app.inject({ url: '/api/auth/user', headers: { cookie: member } })).json<{
      id: string;
    }>();
    const adminUsers = async () =>
      (await p.app.inject({ url: '/api/admin/users', headers: { cookie: owner } })).json<
        { id: string; phoneNumber: string | null; password: string | null }[]
      >();
    // Every member gets a phone number the owner's page lists.
    for (const [i, user] of (await adminUsers()).entries()) {
      const res = await p.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${user.id}/phone`,
        payload: { phoneNumber: `+1555${String(1_000_000 + i)}` },
        headers: { cookie: owner },
      });
      expect(res.statusCode).toBe(200);
    }
    const users = await adminUsers();
    const phones = users.map((user) => user.phoneNumber).filter((phone): phone is string => Boolean(phone));
    expect(phones).toHaveLength(users.length);
    const rounds = Array.from({ length: 12 }, () => [
      page(p, '/admin/users', owner),
      page(p, '/', member),
      page(p, '/admin/users', member),
      page(p, '/keepers', member),
    ]);
    const pages = await Promise.all(rounds.flat());
    for (const [i, res] of pages.entries()) {
      const isOwnerPage = i % 4 === 0;
      const state = stateOf(res.body);
      const signedIn = state.answers.get('/api/auth/user') as { id: string };
      if (isOwnerPage) {
        expect(signedIn.id).not.toBe(memberUser.id);
        expect(state.answers.has('/api/admin/users')).toBe(true);
        continue;
      }
      expect(signedIn.id).toBe(memberUser.id);
      expect([...state.answers.keys()].filter((url) => url.startsWith('/api/admin'))).toEqual([]);
      for (const phone of phones) expect(res.body).not.toContain(phone);
      expect(res.body).not.toMatch(/"pin":"\d{4}"/);
    }
  });
});

/** A name as React writes it in text. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
