// The live projection as the pages get it, on the demo's live Sunday (docs/decisions/0033): each card's
// projected final is what the roster dialog's answers add up to at the same moment (every starter's
// points, plus his projection for the share of his game left by its clock), and it moves as the games
// are played.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchupsResponse, RosterPlayersResponse } from '../../../common/league';
import { shareOfGameLeft } from '../../../common/nfl-clock';
import { DEMO_SUNDAY_MS } from '../../live/demo-sunday';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness';

const T0 = '2025-12-07T21:05:00.000Z';

describe("the live projection on the demo's Sunday", () => {
  const clock = fixedClock(T0);
  let t: TestApp;
  let cookie: string;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    cookie = await t.loginAs('member');
    base = `/api/league/${t.ctx.leagueId}`;
  });
  afterAll(async () => {
    await t.close();
  });
  const get = async <T>(path: string) => {
    const response = await t.app.inject({ url: `${base}${path}`, headers: { cookie } });
    expect(response.statusCode, path).toBe(200);
    return response.json<T>();
  };

  /** A team's projected final from its roster answer: what the dialog shows, added up. */
  async function finalFromRoster(rosterId: number): Promise<{ final: number; clocks: number }> {
    const roster = await get<RosterPlayersResponse>(`/roster/${rosterId}/players?week=14`);
    const byId = new Map(roster.players.map((p) => [p.playerId, p]));
    let final = 0;
    let clocks = 0;
    for (const { playerId } of roster.lineup) {
      const player = playerId ? byId.get(playerId) : undefined;
      if (!player) continue;
      final += player.points ?? 0;
      if (player.game === 'pre') final += player.projectedPoints;
      if (player.game === 'in') {
        clocks += 1;
        final += player.projectedPoints * shareOfGameLeft(player.gameClock!);
      }
    }
    return { final, clocks };
  }

  it("adds up to the dialog's points and clocks, and moves as the games are played", async () => {
    t.ctx.gameClock.watchStarted?.(clock.now());
    // A seventh of the Sunday: the late games a third played, the night game to come.
    clock.advance(DEMO_SUNDAY_MS / 7);
    const early = await get<MatchupsResponse>('/matchups/14');
    expect(early.summary.state).toBe('live');
    let clocksSeen = 0;
    for (const outlook of early.outlooks) {
      const { final, clocks } = await finalFromRoster(outlook.rosterId);
      expect(outlook.projectedFinal, `roster ${outlook.rosterId}`).toBeCloseTo(final, 1);
      clocksSeen += clocks;
    }
    expect(clocksSeen, 'starters playing, with their clock').toBeGreaterThan(0);

    // A seventh later the late games are two thirds played: the projected finals have moved.
    clock.advance(DEMO_SUNDAY_MS / 7);
    const later = await get<MatchupsResponse>('/matchups/14');
    let moved = 0;
    for (const outlook of later.outlooks) {
      const { final } = await finalFromRoster(outlook.rosterId);
      expect(outlook.projectedFinal, `roster ${outlook.rosterId}`).toBeCloseTo(final, 1);
      const before = early.outlooks.find((o) => o.rosterId === outlook.rosterId)!;
      if (outlook.projectedFinal !== before.projectedFinal) moved += 1;
    }
    expect(moved, 'teams whose projected final moved').toBeGreaterThan(6);
  });
});
