import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftBoard, DraftHistoryResponse } from '../../../common/drafts';
import type { KeeperRosterPlayer } from '../../../common/keepers';
import { demoManifest } from '../../sleeper/demo-fixtures';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness';

let t: TestApp;
let cookie: string;
let base: string;

async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ url, headers: { cookie } });
  return { status: response.statusCode, body: JSON.parse(response.body) as T };
}

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2026-11-21T12:00:00Z') });
  base = `/api/league/${t.ctx.leagueId}`;
  cookie = await t.loginAs('member');
});
afterAll(async () => {
  await t.close();
});

describe('GET /drafts/history', () => {
  it("lists every season's draft newest first, plus the keepers' upcoming draft", async () => {
    const { status, body } = await get<DraftHistoryResponse>(`${base}/drafts/history`);
    expect(status).toBe(200);
    const manifest = demoManifest();
    expect(body.seasons.map((s) => s.season)).toEqual([
      '2026',
      ...manifest.seasons.map((s) => s.season).reverse(),
    ]);
    expect(body.seasons[0]).toMatchObject({ upcoming: true, status: 'upcoming' });
    expect(body.seasons.find((s) => s.season === '2024')).toMatchObject({
      draftId: manifest.seasons.find((s) => s.season === '2024')!.draftId,
      status: 'complete',
      keeperSeason: false,
    });
    expect(body.seasons.find((s) => s.season === '2025')!.keeperSeason).toBe(true);
  });
});

describe('GET /drafts/{year}', () => {
  it('gives a 16-round board with one column per team and every pick placed', async () => {
    const { status, body } = await get<DraftBoard>(`${base}/drafts/2024`);
    expect(status).toBe(200);
    expect(body.rounds).toBe(16);
    expect(body.teams).toHaveLength(12);
    const cells = body.rows.flat();
    expect(cells.filter((c) => c.player)).toHaveLength(192);
    expect(new Set(cells.map((c) => c.pickNo)).size).toBe(192);
    // Keepers are marked, and some keepers were waiver pickups the season before.
    expect(cells.some((c) => c.isKeeper)).toBe(true);
    expect(cells.some((c) => c.isKeeper && c.isWaiver)).toBe(true);
    expect(body.isPreDraft).toBe(false);
  });

  it('refuses an unknown season with the empty-state text and a bad year with 400', async () => {
    const missing = await get<{ message: string }>(`${base}/drafts/2019`);
    expect(missing).toEqual({ status: 404, body: { message: 'No draft data available for 2019' } });
    expect((await get(`${base}/drafts/20x5`)).status).toBe(400);
  });

  it('previews the next draft with submitted keepers only: franchise at its round, waiver keepers last', async () => {
    const me = await get<{ rosterId: number }>('/api/auth/user');
    const players = (await get<KeeperRosterPlayer[]>(`${base}/roster-players/${me.body.rosterId}`)).body;
    const waivers = players.filter((p) => p.isWaiverPickup);
    const franchise = players.find(
      (p) => !p.isWaiverPickup && waivers.filter((w) => w.position !== p.position).length >= 3,
    )!;
    const lottery = waivers.filter((w) => w.position !== franchise.position).slice(0, 3);
    const save = await t.app.inject({
      method: 'POST',
      url: `${base}/keeper-selection/2025`,
      headers: { cookie },
      payload: {
        franchisePlayer: franchise.playerId,
        lotteryPicks: lottery.map((p) => p.playerId),
        isSubmitted: true,
      },
    });
    expect(save.statusCode).toBe(200);

    const { body } = await get<DraftBoard>(`${base}/drafts/2026`);
    expect(body.isPreDraft).toBe(true);
    expect(body.note).toMatch(/not set yet/);
    const slot = body.teams.find((team) => team.rosterId === me.body.rosterId)!.slot;
    const column = body.rows.map((row) => row[slot - 1]!);
    expect(column[franchise.draftRound! - 1]!.player?.playerId).toBe(franchise.playerId);
    // Before the lottery all three wait at the last picks, marked pending.
    expect(column.slice(13).map((c) => c.player?.playerId)).toEqual(lottery.map((p) => p.playerId).reverse());
    expect(column.slice(13).every((c) => c.isWaiver && c.isPending && c.isKeeper)).toBe(true);
    expect(body.rows.flat().filter((c) => c.player)).toHaveLength(4);
  });
});
