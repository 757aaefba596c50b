// GET /api/health for monitors: the league and season served, the last successful provider refresh, and
// whether answers currently come from old copies because the provider fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProvider, type FakeProvider } from '../../test/fake-provider';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness';
import { demoManifest } from '../../sleeper/demo-fixtures';

// The owner's PIN comes from OWNER_PIN here, which refuses the common PINs (the demo's 2468 is one).
const owner = { ...demoManifest().accounts.find((a) => a.role === 'owner')!, pin: '4821' };
const clock = fixedClock('2025-12-10T18:00:00Z');
let provider: FakeProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startFakeProvider();
  t = await createTestApp({
    clock,
    tuning: { retries: 0, backoffMs: 1, timeoutMs: 2000 },
    env: {
      LEAGUE_ID: demoManifest().currentLeagueId,
      SLEEPER_API_URL: provider.url,
      OWNER_USERNAME: owner.username,
      OWNER_PIN: owner.pin,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const health = async () => (await t.app.inject({ url: '/api/health' })).json();

describe('health', () => {
  it('names the league and season served and the last successful refresh', async () => {
    expect(await health()).toMatchObject({
      ok: true,
      dataSource: 'sleeper',
      league: {
        id: demoManifest().currentLeagueId,
        configuredId: demoManifest().currentLeagueId,
        season: '2025',
        phase: 'regular',
        foundAt: null,
      },
      provider: { lastSuccessAt: clock.now().toISOString(), lastFailureAt: null, stale: false },
    });
  });

  it('says the data is stale while the provider fails, and fresh again once it answers', async () => {
    const cookie = await t.loginAs({ username: owner.username, pin: owner.pin });
    const leaguePath = `league/${t.ctx.leagueId}`;
    // Past the copies' freshness (5 minutes): the next request asks the provider again.
    clock.advance(6 * 60_000);
    provider.setFault(500);
    // The league page is still answered, from the last good copy.
    const stale = await t.app.inject({ url: `/api/${leaguePath}`, headers: { cookie } });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['x-data-stale']).toBeTruthy();
    expect((await health()).provider).toMatchObject({
      lastFailureAt: clock.now().toISOString(),
      stale: true,
    });

    clock.advance(60_000);
    provider.setFault('ok');
    expect((await t.app.inject({ url: `/api/${leaguePath}`, headers: { cookie } })).statusCode).toBe(200);
    expect((await health()).provider).toMatchObject({
      lastSuccessAt: clock.now().toISOString(),
      stale: false,
    });
  });
});
