// One member cannot make Huddle flood the provider: 200 distinct provider calls went out in
// 1.8 s from one member's requests. The app points at a local fake provider with a budget of N calls
// a minute per member; the member's requests, however many and however distinct, cause at most N,
// past which saved copies answer (marked stale) and what has none is refused with 429 and the wait.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoManifest } from '../sleeper/demo-fixtures';
import { startFakeProvider, type FakeProvider } from '../test/fake-provider';
import { createTestApp, fixedClock, type TestApp } from '../test/harness';
import { warmUp } from '../warm-up';

const manifest = demoManifest();
// OWNER_PIN refuses the common PINs, such as the demo owner's (docs/decisions/0006).
const owner = { ...manifest.accounts.find((a) => a.role === 'owner')!, pin: '4826' };
const base = `/api/league/${manifest.currentLeagueId}`;
const WARM_AT = '2025-12-10T18:00:00.000Z';
// Small, so that one page (the standings read seven copies) is already past it.
const N = 3;
/** Longer than the current data's freshness (5 minutes): the saved copies have expired. */
const PAST_CURRENT_FRESHNESS_MS = 6 * 60_000;
const MINUTE = 60_000;

/** 80 distinct pages, fired at once: every season's weeks and lineups, many not read by anyone yet. */
const FLOOD = [
  ...['2022', '2023', '2024'].flatMap((season) =>
    Array.from({ length: 17 }, (_, i) => `${base}/games/${season}/${i + 1}`),
  ),
  ...Array.from({ length: 17 }, (_, i) => `${base}/matchups/${i + 1}`),
  ...Array.from({ length: 12 }, (_, i) => `${base}/roster/${i + 1}/players?week=3`),
];

describe('a member flooding the provider', () => {
  let provider: FakeProvider;
  let t: TestApp;
  let cookie: string;
  const clock = fixedClock(WARM_AT);

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  /** The provider calls a page started before another of its reads was refused have all landed. */
  async function settled(): Promise<number> {
    let seen = -1;
    while (seen !== provider.calls.length) {
      seen = provider.calls.length;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return seen;
  }

  beforeAll(async () => {
    provider = await startFakeProvider();
    t = await createTestApp({
      clock,
      env: {
        LEAGUE_ID: manifest.currentLeagueId,
        SLEEPER_API_URL: provider.url,
        OWNER_USERNAME: owner.username,
        OWNER_PIN: owner.pin,
      },
      tuning: { memberCallsPerMinute: N },
    });
    cookie = await t.loginAs({ username: owner.username, pin: owner.pin });
    // The warm-up at start reads for no one: it is held to no member's budget.
    const before = provider.calls.length;
    await warmUp(t.ctx);
    expect(provider.calls.length - before).toBeGreaterThan(N);
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it("has no route that hands a member's parameters on to the provider: trending is gone", async () => {
    const before = await settled();
    const trending = await get('/api/players/trending?type=add&lookback_hours=1&limit=1');
    expect(trending.statusCode).toBe(404);
    expect((await settled()) - before).toBe(0);
  });

  it('answers a member past the budget from the saved copies, marked stale, calling the provider N times', async () => {
    clock.advance(PAST_CURRENT_FRESHNESS_MS);
    const before = await settled();
    const standings = await get(`${base}/standings`);
    expect(standings.statusCode).toBe(200);
    // N of its expired copies were read again; the others are the warm-up's, with the time of then.
    expect(standings.headers['x-data-stale']).toBe(WARM_AT);
    for (const page of ['matchups/14', 'playoff-odds', 'history']) {
      const answer = await get(`${base}/${page}`);
      expect({ page, status: answer.statusCode }).toEqual({ page, status: 200 });
    }
    expect((await settled()) - before).toBe(N);
  });

  it('refuses the rest of a flood with 429 and the wait, calling the provider at most N times a minute', async () => {
    clock.advance(MINUTE);
    const before = await settled();
    const answers = await Promise.all(FLOOD.map((url) => get(url)));
    expect((await settled()) - before).toBeLessThanOrEqual(N);

    // What saved copies can answer is answered; nothing fails as the provider's failure would.
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200, 429]));
    for (const answer of answers.filter((a) => a.statusCode === 429)) {
      expect(answer.headers['retry-after']).toBe('60');
      expect(answer.json()).toEqual({
        message: 'Too many league data requests from your account. Try again in 60 seconds.',
      });
    }

    // Half a minute on, the wait named is half as long; a minute on, the member is served again.
    const refused = FLOOD[answers.findIndex((a) => a.statusCode === 429)]!;
    clock.advance(MINUTE / 2);
    const waiting = await get(refused);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('30');
    clock.advance(MINUTE / 2);
    expect((await get(refused)).statusCode).toBe(200);
    expect((await settled()) - before).toBeGreaterThan(N);
  });
});
