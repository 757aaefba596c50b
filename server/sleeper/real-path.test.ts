// Proves the real-provider path: the demo fixtures served by a local HTTP server, the app pointed at
// it with LEAGUE_ID and SLEEPER_API_URL, answer every GET endpoint exactly as demo mode does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnforcedRules } from '../../common/rules';
import type { NflStateResponse, RosterPlayersResponse } from '../../common/league';
import { startFakeProvider, type FakeProvider } from '../test/fake-provider';
import { createTestApp, fixedClock, type TestApp } from '../test/harness';
import { demoManifest } from './demo-fixtures';
import { DEMO_PRESENT } from './demo-time';

/** Values for path parameters, chosen to hit real data in the demo league. */
const PARAMS: Record<string, string> = {
  week: '13',
  season: '2024',
  year: '2024',
  rosterId: '1',
  param: '2025',
  sleeperUserId: demoManifest().accounts[1]!.userId,
  userId: demoManifest().accounts[1]!.userId,
};
// Answers that differ by design between the two modes, or on every call (a roast is never the
// same text twice in a row).
// The off-season answer carries the keeper deadline, which only demo mode seeds. The live status
// follows the demo's own live Sunday in demo mode and the NFL's game windows against a real provider.
const MODE_SPECIFIC = new Set([
  '/api/health',
  '/api/auth/demo',
  '/api/app-info',
  '/api/league/:leagueId/live',
  '/api/league/:leagueId/offseason',
  // The commissioner's words: the demo seeds an announcement and a rulebook, a real league starts
  // with none (what the rules say Huddle enforces is the provider's, and compared).
  '/api/league/:leagueId/announcements',
  '/api/league/:leagueId/rules',
  '/api/league/:leagueId/rules/versions',
  '/api/league/:leagueId/rules/versions/:version',
  '/api/league/:leagueId/rules/versions/:version/changes',
]);
const VARIES_BY_CALL = /season-analysis/;
// League data comes from the provider; the credential store (admin user lists) differs by seeding.
const PROVIDER_BACKED = /^\/api\/(league|nfl|players|auth\/user)/;

let server: FakeProvider;
let demo: TestApp;
let real: TestApp;
// OWNER_PIN refuses the common PINs, such as the demo owner's (docs/decisions/0006).
const owner = { ...demoManifest().accounts.find((a) => a.role === 'owner')!, pin: '4826' };

beforeAll(async () => {
  server = await startFakeProvider();
  // The demo's own present: the demo league shows its fixtures' times unmoved (./demo-time.ts).
  const clock = fixedClock(new Date(DEMO_PRESENT).toISOString());
  demo = await createTestApp({ clock });
  real = await createTestApp({
    clock,
    env: {
      LEAGUE_ID: demoManifest().currentLeagueId,
      SLEEPER_API_URL: server.url,
      OWNER_USERNAME: owner.username,
      OWNER_PIN: owner.pin,
    },
  });
});
afterAll(async () => {
  await demo?.close();
  await real?.close();
  await server?.close();
});

describe('the real provider path', () => {
  it('reaches the provider over HTTP, not the fixtures on disk', async () => {
    expect(real.ctx.dataSource).toBe('sleeper');
    await real.loginAs({ username: owner.username, pin: owner.pin });
    expect(server.calls.some((c) => c.startsWith(`league/${real.ctx.leagueId}`))).toBe(true);
  });

  it('answers every GET endpoint exactly as demo mode does', async () => {
    const demoCookie = await demo.loginAs('owner');
    const realCookie = await real.loginAs({ username: owner.username, pin: owner.pin });
    const routes = demo.app.routeTable.filter(
      (r) =>
        r.method === 'GET' &&
        PROVIDER_BACKED.test(r.url) &&
        !MODE_SPECIFIC.has(r.url) &&
        !VARIES_BY_CALL.test(r.url),
    );
    expect(routes.length).toBeGreaterThan(3);
    for (const route of routes) {
      const url = route.url
        .replace(':leagueId', () => demo.ctx.leagueId)
        .replace(/:(\w+)/g, (_m, name: string) => PARAMS[name] ?? '1');
      const [a, b] = await Promise.all([
        demo.app.inject({ url, headers: { cookie: demoCookie } }),
        real.app.inject({ url, headers: { cookie: realCookie } }),
      ]);
      expect({ url, status: b.statusCode }).toEqual({ url, status: a.statusCode });
      if (url === '/api/nfl/state') {
        // Whether games are on follows each mode's game clock (as the live status): the demo's
        // Sunday has not started (nobody watched yet), while the NFL's windows are open at 3:05 PM.
        const [demoState, realState] = [a.json<NflStateResponse>(), b.json<NflStateResponse>()];
        expect([demoState.gamesOn, realState.gamesOn]).toEqual([false, true]);
        expect({ ...realState, gamesOn: false }).toEqual(demoState);
        continue;
      }
      if (url.endsWith('/rules/enforced')) {
        // The demo seeds its season's keeper deadline (server/bootstrap.ts); the real league has
        // none set, so its keepers are due when the next draft is scheduled. The rest is the same.
        const [demoRules, realRules] = [a.json<EnforcedRules>(), b.json<EnforcedRules>()];
        expect(demoRules.keepers?.deadlineSource).toBe('setting');
        const unset = { deadline: null, deadlineSource: 'open', deadlinePassed: false };
        expect(realRules.keepers).toEqual({ ...demoRules.keepers, ...unset });
        expect({ ...realRules, keepers: null }).toEqual({ ...demoRules, keepers: null });
        continue;
      }
      if (/\/roster\/\d+\/players/.test(url)) {
        // Whether a player's game is still to come is known from the demo's own Sunday; the
        // provider publishes no schedule, so the real path says nothing (docs/decisions/0024).
        const [demoRoster, realRoster] = [a.json<RosterPlayersResponse>(), b.json<RosterPlayersResponse>()];
        const unknownGame = { game: null, kickoffAt: null, opponent: null, gameClock: null };
        for (const player of realRoster.players) expect(player).toMatchObject(unknownGame);
        expect(demoRoster.players.some((p) => p.game !== null)).toBe(true);
        expect(demoRoster.players.some((p) => p.opponent !== null)).toBe(true);
        const unknown = {
          ...demoRoster,
          players: demoRoster.players.map((p) => ({ ...p, ...unknownGame })),
        };
        expect(realRoster, url).toEqual(unknown);
        continue;
      }
      expect(b.body, url).toEqual(a.body);
    }
  });
});
