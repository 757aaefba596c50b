// Year after year (decision 0008): Huddle is configured with the 2025 league id; the league then
// renews on Sleeper into a 2026 league that nothing points to except its members' leagues. After the
// admin's "Refresh from Sleeper", 2026 is the current season, the history shows 2023-2026, what was
// stored for 2025 (keepers, dues, settings) stays readable, and the audit log records the move.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryResponse } from '../../common/history';
import type { KeeperRosterPlayer, KeeperSelection, KeeperStatusResponse } from '../../common/keepers';
import type { CurrentLeagueResponse } from '../../common/seasons';
import { startFakeProvider, type FakeProvider } from '../test/fake-provider';
import { createTestApp, fixedClock, type TestApp } from '../test/harness';
import {
  demoLeagueId,
  RENEWED_LEAGUE_ID,
  serveNflState,
  serveRenewedLeague,
  startChainAt,
} from '../test/renewed-league';
import { demoManifest } from '../sleeper/demo-fixtures';
import { RENEWAL_EVERY_MS } from './service';

// The owner's PIN comes from OWNER_PIN here, which refuses the common PINs (the demo's 2468 is one).
const owner = { ...demoManifest().accounts.find((a) => a.role === 'owner')!, pin: '4821' };
// A member other than the commissioner: the search must look past the commissioner's leagues.
const renewingMember = demoManifest().accounts.find((a) => a.username === 'tacotuesdaytom')!;
const DRAFT_START = Date.parse('2026-08-30T00:00:00Z');
const clock = fixedClock('2026-02-10T18:00:00Z');
// A check the provider fails retries every member's leagues: no test here times the waits between.
const tuning = { backoffMs: 1 };

let provider: FakeProvider;
let t: TestApp;
let cookie: string;
let league2025: string;
let league2023: string;

const env = () => ({
  LEAGUE_ID: league2025,
  SLEEPER_API_URL: provider.url,
  OWNER_USERNAME: owner.username,
  OWNER_PIN: owner.pin,
});

async function get<T>(url: string) {
  const response = await t.app.inject({ url, headers: { cookie } });
  return { status: response.statusCode, body: response.json<T>(), headers: response.headers };
}

async function post<T>(url: string, payload?: object) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<T>() };
}

/** A valid selection of the owner's 2025 roster: a drafted franchise and 3 waiver pickups at other positions. */
async function ownerPicks(base: string, rosterId: number) {
  const { body: players } = await get<KeeperRosterPlayer[]>(`${base}/roster-players/${rosterId}`);
  const waivers = players.filter((p) => p.isWaiverPickup);
  const franchise = players.find(
    (p) => !p.isWaiverPickup && waivers.filter((w) => w.position !== p.position).length >= 3,
  )!;
  const lottery = waivers.filter((w) => w.position !== franchise.position).slice(0, 3);
  return { franchisePlayer: franchise.playerId, lotteryPicks: lottery.map((p) => p.playerId) };
}

beforeAll(async () => {
  provider = await startFakeProvider();
  league2025 = await demoLeagueId('2025');
  league2023 = await demoLeagueId('2023');
  await startChainAt(provider, league2023);
  // February: the NFL has moved on to its 2026 off-season; the 2025 league has not been renewed yet.
  serveNflState(provider, { season: '2026', season_type: 'off' });
  t = await createTestApp({ clock, env: env(), tuning });
  cookie = await t.loginAs({ username: owner.username, pin: owner.pin });
});

afterAll(async () => {
  await t?.close();
  await provider?.close();
});

describe('a league that renews on Sleeper', () => {
  let rosterId: number;
  let selection: KeeperSelection;

  it('serves the configured 2025 league first, its keeper season open with no draft scheduled', async () => {
    expect(t.ctx.leagueId).toBe(league2025);
    expect(t.ctx.seasons.current).toMatchObject({ season: '2025', keeperSeason: '2025', phase: 'offseason' });
    const history = await get<HistoryResponse>(`/api/league/${league2025}/history`);
    expect(history.body.seasons.map((s) => s.season)).toEqual(['2025', '2024', '2023']);

    const base = `/api/league/${league2025}`;
    const status = await get<KeeperStatusResponse>(`${base}/keeper-status/2025`);
    expect(status.body).toMatchObject({ draftSeason: '2026', deadline: null, deadlinePassed: false });

    // What the league stores for 2025 before the renewal: a keeper selection, dues and settings.
    const me = await get<{ rosterId: number }>('/api/auth/user');
    rosterId = me.body.rosterId;
    const saved = await post<KeeperSelection>(`${base}/keeper-selection/2025`, {
      ...(await ownerPicks(base, rosterId)),
      isSubmitted: true,
    });
    expect(saved.status).toBe(200);
    selection = saved.body;
    expect(
      (await post(`${base}/payment-status/2025`, { rosterId, hasPaid: true, paidAmount: '100' })).status,
    ).toBe(200);
    expect((await post(`${base}/settings/2025`, { seasonStartDate: '2025-09-04T00:00' })).status).toBe(200);
  });

  it('finds the 2026 league through a member after "Refresh from Sleeper", and moves to it', async () => {
    await serveRenewedLeague(provider, {
      fromLeagueId: league2025,
      memberUserIds: [renewingMember.userId],
      draftStart: DRAFT_START,
    });
    const refreshed = await post(`/api/league/${league2025}/settings/2025/refresh`);
    expect(refreshed.status).toBe(200);
    // Looked forward through the members' 2026 leagues, the commissioner's first.
    const asked = provider.calls.filter((c) => c.endsWith('/leagues/nfl/2026'));
    expect(asked[0]).toBe(`user/${owner.userId}/leagues/nfl/2026`);
    expect(asked).toContain(`user/${renewingMember.userId}/leagues/nfl/2026`);

    expect(t.ctx.leagueId).toBe(RENEWED_LEAGUE_ID);
    const info = (await t.app.inject({ url: '/api/app-info' })).json();
    expect(info).toMatchObject({
      leagueId: RENEWED_LEAGUE_ID,
      season: '2026',
      keeperSeason: '2025',
      offseason: true,
    });
    const current = await get<CurrentLeagueResponse>(`/api/league/${RENEWED_LEAGUE_ID}/current-league`);
    expect(current.body).toMatchObject({
      leagueId: RENEWED_LEAGUE_ID,
      configuredLeagueId: league2025,
      season: '2026',
      phase: 'pre-draft',
      leagueStatus: 'pre_draft',
      foundAt: clock.now().toISOString(),
      checkedAt: clock.now().toISOString(),
    });
  });

  it('shows every season of the chain, 2023-2026', async () => {
    const history = await get<HistoryResponse>(`/api/league/${RENEWED_LEAGUE_ID}/history`);
    expect(history.status).toBe(200);
    expect(history.body.seasons.map((s) => s.season)).toEqual(['2026', '2025', '2024', '2023']);
  });

  it("keeps 2025's keeper selections, dues and settings readable under the new league", async () => {
    const base = `/api/league/${RENEWED_LEAGUE_ID}`;
    const all = await get<KeeperSelection[]>(`${base}/keeper-selections/2025`);
    expect(all.body).toEqual([{ ...selection, leagueId: RENEWED_LEAGUE_ID }]);
    const own = await get<KeeperSelection>(`${base}/keeper-selection/2025`);
    expect(own.body).toMatchObject({
      rosterId,
      franchisePlayerId: selection.franchisePlayerId,
      isSubmitted: true,
    });
    expect((await get(`${base}/payment-status/2025`)).body).toEqual([{ rosterId, hasPaid: true }]);
    expect((await get(`${base}/settings/2025`)).body).toMatchObject({
      season: '2025',
      seasonStartDate: '2025-09-04T05:00:00.000Z',
    });
    // 2026 starts empty: its dues are the coming season's.
    expect((await get(`${base}/payment-status/2026`)).body).toEqual([]);
  });

  it('rolls the keeper deadline over to the 2026 draft', async () => {
    const status = await get<KeeperStatusResponse>(`/api/league/${RENEWED_LEAGUE_ID}/keeper-status/2025`);
    expect(status.body).toMatchObject({
      keeperSeason: '2025',
      draftSeason: '2026',
      draftStart: new Date(DRAFT_START).toISOString(),
      deadline: new Date(DRAFT_START).toISOString(),
      deadlineSource: 'next-draft',
      deadlinePassed: false,
    });
  });

  it('still answers requests naming the 2025 id, and names the new id in every answer', async () => {
    const old = await get<KeeperSelection[]>(`/api/league/${league2025}/keeper-selections/2025`);
    expect(old.status).toBe(200);
    expect(old.body).toHaveLength(1);
    expect(old.headers['x-league-id']).toBe(RENEWED_LEAGUE_ID);
    expect((await get(`/api/league/123456/keeper-selections/2025`)).status).toBe(404);
  });

  it('records the move in the audit log', async () => {
    const audit = await get<{
      entries: Array<{ action: string; actorId: string; before: unknown; after: unknown }>;
    }>('/api/admin/audit?pageSize=50');
    const moves = audit.body.entries.filter((e) => e.action === 'league.renewed');
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      actorId: owner.userId,
      before: { leagueId: league2025, season: '2025' },
      after: {
        leagueId: RENEWED_LEAGUE_ID,
        season: '2026',
        seasonsFound: ['2026'],
        rowsMoved: { keeper_selections: 1, payment_status: 1 },
      },
    });
  });

  it('checks again only once a day, without a request', async () => {
    const before = provider.calls.length;
    clock.advance(RENEWAL_EVERY_MS - 60_000);
    t.ctx.seasons.tick();
    await t.ctx.seasons.resolve();
    expect(provider.calls.slice(before).filter((c) => c.includes('/leagues/nfl/'))).toEqual([]);
    clock.advance(2 * 60_000);
    t.ctx.seasons.tick();
    await expect
      .poll(() => provider.calls.slice(before).filter((c) => c.endsWith('/leagues/nfl/2027')).length)
      .toBeGreaterThan(0);
    await expect.poll(() => t.ctx.seasons.current.checkedAt).toBe(clock.now().toISOString());
    expect(t.ctx.leagueId).toBe(RENEWED_LEAGUE_ID);
  });

  it('asks again an hour after a check the provider could not answer, and moves nothing', async () => {
    const checkedAt = t.ctx.seasons.current.checkedAt;
    provider.setFault((path) => (path.includes('/leagues/nfl/') ? 500 : 'ok'));
    const asked = () => provider.calls.filter((c) => c.endsWith('/leagues/nfl/2027')).length;
    // Joins the check a tick started (checks never run twice at once).
    const settled = () =>
      t.ctx.seasons.checkRenewal({ actorId: null }).catch((error: Error) => error.message);
    try {
      clock.advance(RENEWAL_EVERY_MS);
      let before = asked();
      t.ctx.seasons.tick();
      // Only old copies came back: that is no check, its time is not recorded.
      expect(await settled()).toMatch(/Sleeper is not answering/);
      expect(asked()).toBeGreaterThan(before);
      expect(t.ctx.seasons.current.checkedAt).toBe(checkedAt);

      before = asked();
      clock.advance(30 * 60_000);
      t.ctx.seasons.tick();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(asked()).toBe(before);
      clock.advance(31 * 60_000);
      t.ctx.seasons.tick();
      await settled();
      expect(asked()).toBeGreaterThan(before);
    } finally {
      provider.setFault('ok');
    }
    expect(t.ctx.leagueId).toBe(RENEWED_LEAGUE_ID);
  });

  it('serves the new league after a restart, with when it was found', async () => {
    const foundAt = t.ctx.seasons.current.foundAt;
    await t.app.close();
    t.ctx.sqlite.close();
    const restarted = await createTestApp({ clock, env: env(), tuning, dataDir: t.dataDir });
    try {
      expect(restarted.ctx.leagueId).toBe(RENEWED_LEAGUE_ID);
      expect(restarted.ctx.seasons.current).toMatchObject({ season: '2026', foundAt, keeperSeason: '2025' });
    } finally {
      await restarted.app.close();
      restarted.ctx.sqlite.close();
    }
  });
});
