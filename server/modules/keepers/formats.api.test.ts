// Keeper selection belongs to keeper leagues: the demo, a keeper league, replayed as a redraft and as a
// dynasty league (Sleeper's settings.type 0 and 2) is refused every keeper route with a 404 saying why, after
// the access checks (a visitor still gets 401).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FIXTURES_DIR } from '../../paths';
import { readDemoFixture } from '../../sleeper/demo-fixtures';
import type { SleeperLeague } from '../../sleeper/schemas';
import { DemoTransport, type Transport } from '../../sleeper/transport';
import { createTestApp, type TestApp } from '../../test/harness';

/** The demo league with its current season's settings.type set to `type`. */
function leagueOfType(type: number): Transport {
  const inner = new DemoTransport(DEMO_FIXTURES_DIR);
  const { currentLeagueId } = readDemoFixture<{ currentLeagueId: string }>('manifest');
  const league = readDemoFixture<SleeperLeague>(`league/${currentLeagueId}`);
  const changed = { ...league, settings: { ...league.settings, type } };
  return {
    kind: 'demo',
    get: (providerPath) =>
      providerPath === `league/${currentLeagueId}`
        ? Promise.resolve({ status: 200, body: changed })
        : inner.get(providerPath),
  };
}

describe.each([
  {
    type: 0,
    kind: 'redraft',
    why: 'This is a redraft league: no players are kept, so there is no keeper selection.',
  },
  {
    type: 2,
    kind: 'dynasty',
    why: 'This is a dynasty league: every roster carries over whole, so there is no keeper selection.',
  },
])('a $kind league', ({ type, why }) => {
  let t: TestApp;
  let member: string;
  let owner: string;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ transport: leagueOfType(type) });
    member = await t.loginAs('member');
    owner = await t.loginAs('owner');
    base = `/api/league/${t.ctx.leagueId}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses every keeper route with a 404 naming why, and a visitor with a 401 first', async () => {
    const season = (await t.ctx.sleeper.league(t.ctx.leagueId)).season;
    const routes: Array<[method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string]> = [
      ['GET', `${base}/keeper-status/${season}`, member],
      ['GET', `${base}/keeper-selection/${season}`, member],
      ['GET', `${base}/keeper-selections/${season}`, member],
      ['GET', `${base}/roster-players/1`, member],
      ['GET', `${base}/keeper-candidates/1`, member],
      ['POST', `${base}/keeper-selection/${season}`, member],
      ['DELETE', `${base}/keeper-selection/${season}/1`, owner],
      ['POST', `${base}/keeper-selection/${season}/1/unlock`, owner],
      ['POST', `${base}/keeper-selection/${season}/1/lottery`, owner],
      ['POST', `${base}/keeper-selection/${season}/1/force-submit`, owner],
      ['POST', `/api/admin/league/${t.ctx.leagueId}/keeper-selection/${season}/1`, owner],
    ];
    for (const [method, url, cookie] of routes) {
      const payload = method === 'POST' ? {} : undefined;
      const answer = await t.app.inject({ method, url, headers: { cookie }, payload });
      expect({ url, method, status: answer.statusCode, body: answer.json() }).toEqual({
        url,
        method,
        status: 404,
        body: { message: why },
      });
      const visitor = await t.app.inject({ method, url, payload });
      expect({ url, method, status: visitor.statusCode }).toEqual({ url, method, status: 401 });
    }
  });

  it("leaves keepers out of the off-season dashboard's answer, which still counts days by the server's clock", async () => {
    const answer = await t.app.inject({ url: `${base}/offseason`, headers: { cookie: member } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ keepers: null, now: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('says what the league offers: no keeper selection', async () => {
    const answer = await t.app.inject({ url: base, headers: { cookie: member } });
    expect(answer.json()).toMatchObject({ offers: { keeperSelection: false } });
  });
});
