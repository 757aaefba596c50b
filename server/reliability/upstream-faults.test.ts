// Provider faults: the app pointed at a local fake provider that answers 500, 429, never, with
// malformed JSON or with the wrong shape. Every page keeps answering with the last good data,
// marked with X-Data-Stale; nothing answers 500; each failing call is retried with backoff; and the
// app recovers (fresh data, no stale mark, then cache hits) once the provider does.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveUpdate } from '../../common/live';
import type { RouteTableEntry } from '../http/session-hook';
import type { CacheTuning } from '../sleeper/cache';
import { demoManifest } from '../sleeper/demo-fixtures';
import { startFakeProvider, type Fault, type FakeProvider } from '../test/fake-provider';
import { loginGuardOf } from '../modules/auth/login-guard';
import { createTestApp, fixedClock, type TestApp } from '../test/harness';
import { demoUrl } from './route-urls';

// Each fault round walks every page through retries (and, for timeouts, waits them out): allow for a
// slow, shared machine. No timing is asserted except the backoff's lower bound.
vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const manifest = demoManifest();
// OWNER_PIN refuses the common PINs, such as the demo owner's (docs/decisions/0006).
const owner = { ...manifest.accounts.find((a) => a.role === 'owner')!, pin: '4826' };
const WARM_AT = '2025-12-10T18:00:00.000Z';
// Longer than the longest freshness (the players directory: a day), so every copy that can still
// change has expired and must be fetched again.
const PAST_EVERY_FRESHNESS_MS = 25 * 60 * 60 * 1000;
// The timeout is generous: on a loaded machine a healthy local answer must never be taken for one.
// One member walks every page through every fault at one instant of the test's clock, retries and all:
// the per-member budget of provider calls (provider-budget.api.test.ts) is lifted here.
const TUNING = { timeoutMs: 2000, retries: 2, backoffMs: 20, memberCallsPerMinute: Number.MAX_SAFE_INTEGER };
const ATTEMPTS = TUNING.retries + 1;
/**
 * A fault round's tuning: the same retries, without the waits between them (only the backoff test
 * measures those), and, when the provider answers nothing at all, a short timeout: no healthy answer
 * is judged in that round, so none can be taken for a timeout. Every other test keeps TUNING's.
 */
const roundTuning = (fault: Fault) => ({
  backoffMs: 1,
  timeoutMs: fault === 'timeout' ? 150 : TUNING.timeoutMs,
});

// Pages whose answer is computed from provider data (and the same for every call): these must answer
// exactly the last good data while the provider is down. Roast texts differ on every call by design;
// the commissioner's words (announcements, the rules' text and versions) are the database's alone.
const PROVIDER_PAGE =
  /^\/api\/(nfl|players|league\/:leagueId\/(?!season-analysis|announcements|rules\/(?!enforced)|rules$))/;
const FAULTS: Fault[] = [500, 429, 'timeout', 'malformed', 'wrong-shape'];
// A provider that never answers costs (retries + 1) timeouts per refresh: that fault is checked on
// the standings page only (its provider calls run in parallel), the others on every page.
const STANDINGS = '/api/league/:leagueId/standings';
const LIVE = '/api/league/:leagueId/live';
const pagesFor = (fault: Fault, pages: RouteTableEntry[]) =>
  fault === 'timeout' ? pages.filter((r) => r.url === STANDINGS) : pages;

function providerEnv(provider: FakeProvider): Record<string, string> {
  return {
    LEAGUE_ID: manifest.currentLeagueId,
    SLEEPER_API_URL: provider.url,
    OWNER_USERNAME: owner.username,
    OWNER_PIN: owner.pin,
  };
}

/**
 * Starts a round: a page that failed fast left its other provider calls retrying in the background;
 * they end first, so no page of this round joins a call that met the previous round's fault.
 */
async function startRound(t: TestApp, provider: FakeProvider, fault: Fault, tuning: Partial<CacheTuning>) {
  await expect.poll(() => t.ctx.providerCache.refreshesInFlight).toBe(0);
  t.ctx.providerCache.retune(tuning);
  provider.setFault(fault);
}

/** The answer with the clock's current time replaced: some answers state "now" (keeper status). */
const sameExceptNow = (body: string, now: Date) => body.replaceAll(now.toISOString(), '<now>');

const expectJsonMessage = (response: LightMyRequestResponse, url: string) => {
  expect(response.headers['content-type'], url).toMatch(/application\/json/);
  expect(typeof (response.json() as { message?: unknown }).message, url).toBe('string');
};

describe('a provider that fails after the cache was warmed', () => {
  let provider: FakeProvider;
  let t: TestApp;
  let cookie: string;
  let pages: RouteTableEntry[];
  const clock = fixedClock(WARM_AT);
  const warm = new Map<string, { status: number; body: string }>();

  const visit = (route: RouteTableEntry) =>
    t.app.inject({ method: 'GET', url: demoUrl(route.url), headers: { cookie } });

  beforeAll(async () => {
    provider = await startFakeProvider();
    t = await createTestApp({ clock, env: providerEnv(provider), tuning: TUNING });
    cookie = await t.loginAs({ username: owner.username, pin: owner.pin });
    pages = t.app.routeTable.filter((r) => r.method === 'GET' && PROVIDER_PAGE.test(r.url));
    for (const route of pages) {
      const response = await visit(route);
      warm.set(route.url, { status: response.statusCode, body: sameExceptNow(response.body, clock.now()) });
    }
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('warms every provider-backed page from the fake provider', () => {
    expect(pages.length).toBeGreaterThan(10);
    for (const [url, { status }] of warm) expect({ url, status }).toEqual({ url, status: 200 });
    expect(provider.calls.length).toBeGreaterThan(0);
  });

  for (const fault of FAULTS) {
    it(`serves the last good data marked stale when the provider answers ${fault}`, async () => {
      clock.advance(PAST_EVERY_FRESHNESS_MS);
      await startRound(t, provider, fault, roundTuning(fault));
      provider.calls.length = 0;
      for (const route of pagesFor(fault, pages)) {
        const callsBefore = provider.calls.length;
        const response = await visit(route);
        const before = warm.get(route.url)!;
        expect({ url: route.url, status: response.statusCode }).toEqual({ url: route.url, status: 200 });
        if (route.url === LIVE) {
          // The live answer reports the outage by design: the same scores, marked with their time.
          const [now, then] = [JSON.parse(response.body), JSON.parse(before.body)] as LiveUpdate[];
          expect(now!.matchups, route.url).toEqual(then!.matchups);
          expect(now).toMatchObject({ staleSince: WARM_AT, updatedAt: WARM_AT });
        } else {
          expect(sameExceptNow(response.body, clock.now()), route.url).toBe(before.body);
        }
        // A page that needed the provider is marked stale with the time of the only copies there
        // are (the warm ones); a page with no provider data (e.g. keeper status) is not marked.
        const stale = response.headers['x-data-stale'];
        if (provider.calls.length > callsBefore) expect(stale, route.url).toBe(WARM_AT);
        else expect([undefined, WARM_AT], route.url).toContain(stale);
        if (route.url === STANDINGS) expect(stale).toBe(WARM_AT);
      }
      // The provider was asked (the copies had expired), and every failing refresh was retried the
      // configured number of times: each path's calls come in whole groups of ATTEMPTS.
      expect(provider.calls.length).toBeGreaterThan(0);
      const perPath = new Map<string, number>();
      for (const call of provider.calls) perPath.set(call, (perPath.get(call) ?? 0) + 1);
      for (const [path, count] of perPath)
        expect({ path, groups: count % ATTEMPTS }).toEqual({ path, groups: 0 });
    });
  }

  it('waits before each retry (exponential backoff with jitter)', async () => {
    clock.advance(PAST_EVERY_FRESHNESS_MS);
    await startRound(t, provider, 500, TUNING);
    provider.timeline.length = 0;
    await visit(pages.find((r) => r.url === '/api/nfl/state')!);
    const times = provider.timeline.filter((c) => c.path === 'state/nfl').map((c) => c.at);
    expect(times).toHaveLength(ATTEMPTS);
    // Retry n waits at least half its ceiling backoffMs * 2^(n-1) (full jitter over the upper half);
    // 1 ms of slack for timer rounding. A lower bound only: a slow machine cannot break it.
    for (let n = 1; n < times.length; n += 1) {
      expect(times[n]! - times[n - 1]!).toBeGreaterThanOrEqual((TUNING.backoffMs * 2 ** (n - 1)) / 2 - 1);
    }
  });

  it('recovers when the provider does: fresh data, no stale mark, then no upstream call', async () => {
    clock.advance(PAST_EVERY_FRESHNESS_MS);
    await startRound(t, provider, 'ok', TUNING);
    provider.calls.length = 0;
    for (const route of pages) {
      const response = await visit(route);
      expect({ url: route.url, status: response.statusCode }).toEqual({ url: route.url, status: 200 });
      expect(response.headers['x-data-stale'], route.url).toBeUndefined();
      expect(sameExceptNow(response.body, clock.now()), route.url).toBe(warm.get(route.url)!.body);
    }
    expect(provider.calls.length).toBeGreaterThan(0);

    provider.calls.length = 0;
    for (const route of pages) {
      const response = await visit(route);
      expect(response.headers['x-data-stale'], route.url).toBeUndefined();
    }
    expect(provider.calls).toEqual([]);
  });
});

describe('a provider that fails before anything was saved', () => {
  let provider: FakeProvider;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    provider = await startFakeProvider();
    t = await createTestApp({
      clock: fixedClock(WARM_AT),
      env: providerEnv(provider),
      tuning: TUNING,
    });
    // Sign in while the provider works (sessions live in our database); each test then breaks the
    // provider and drops every saved copy. A page that fails fast leaves its other provider calls retrying in the background: signing in
    // once keeps those from racing a later sign-in.
    cookie = await t.loginAs({ username: owner.username, pin: owner.pin });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  for (const fault of FAULTS) {
    it(`answers 502 with a message, never 500, on every page when the provider answers ${fault}`, async () => {
      await startRound(t, provider, fault, roundTuning(fault));
      t.ctx.providerCache.invalidate();
      const gets = pagesFor(
        fault,
        t.app.routeTable.filter((r) => r.method === 'GET'),
      );
      for (const route of gets) {
        const url = demoUrl(route.url);
        const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(response.statusCode, url).not.toBe(500);
        if (response.statusCode >= 400) expectJsonMessage(response, url);
      }
      const standings = await t.app.inject({
        method: 'GET',
        url: `/api/league/${manifest.currentLeagueId}/standings`,
        headers: { cookie },
      });
      expect(standings.statusCode).toBe(502);
      expectJsonMessage(standings, 'standings');
    });
  }

  it('answers a login with 502 (a message) when the provider cannot confirm the member, counting no failure', async () => {
    await startRound(t, provider, 500, TUNING);
    t.ctx.providerCache.invalidate();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { sleeperUsername: 'someone-new', pin: '1234' },
    });
    expect(response.statusCode).toBe(502);
    expectJsonMessage(response, 'login');
    expect(t.ctx.sqlite.prepare('SELECT count(*) AS n FROM login_failures').get()).toEqual({ n: 0 });
    expect(loginGuardOf(t.ctx).nameStrikes('someone-new').count).toBe(0);
  });
});
