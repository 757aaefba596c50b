import { afterEach, describe, expect, it } from 'vitest';
import { getPlayoffOdds } from './modules/almanac/odds';
import { getLeague, getMatchups, getStandings } from './modules/league/service';
import { DEMO_FIXTURES_DIR } from './paths';
import { DemoTransport, type Transport } from './sleeper/transport';
import { createTestApp, type TestApp } from './test/harness';
import { warmUp } from './warm-up';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('warm-up at start', () => {
  it("reads what the first pages need, so they find it in the server's cache", async () => {
    const demo = new DemoTransport(DEMO_FIXTURES_DIR);
    const asked: string[] = [];
    const transport: Transport = {
      kind: 'demo',
      get: async (providerPath) => {
        asked.push(providerPath);
        return demo.get(providerPath);
      },
    };
    t = await createTestApp({ transport });
    await warmUp(t.ctx);
    expect(asked.length).toBeGreaterThan(0);
    asked.length = 0;
    const league = await getLeague(t.ctx);
    const odds = await getPlayoffOdds(t.ctx);
    await Promise.all([getStandings(t.ctx), getMatchups(t.ctx, league.week)]);
    expect(asked).toEqual([]);
    // The odds' 10,000 seasons are not run again: the same answer is handed out.
    expect(await getPlayoffOdds(t.ctx)).toBe(odds);
  });
});
