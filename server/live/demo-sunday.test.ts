import { describe, expect, it } from 'vitest';
import { round2 } from '../league/points';
import { demoManifest, readDemoFixture } from '../sleeper/demo-fixtures';
import { matchupsSchema } from '../sleeper/schemas';
import { DEMO_SUNDAY_MS, demoLivePlanSchema, DemoLiveSunday } from './demo-sunday';

const leagueId = demoManifest().currentLeagueId;
const plan = demoLivePlanSchema.parse(readDemoFixture('demo-live/week-14'));
const path = `league/${leagueId}/matchups/14`;
const fixture = matchupsSchema.parse(readDemoFixture(path));
const T0 = Date.parse('2025-12-07T21:05:00Z');
/** A game lasts three sevenths of the Sunday (server/live/demo-sunday.ts). */
const DEMO_GAME_MS = (DEMO_SUNDAY_MS * 3) / 7;

function sunday(sundayMs = DEMO_SUNDAY_MS) {
  let now = T0;
  const demo = new DemoLiveSunday(plan, () => now, sundayMs);
  const at = (ms: number) => {
    now = T0 + ms;
    return matchupsSchema.parse(demo.overlay(path, structuredClone(fixture)));
  };
  return { demo, at, start: () => demo.watchStarted(new Date(T0)) };
}

describe('the demo live Sunday', () => {
  it('leaves the fixture untouched until someone watches, and other paths always', () => {
    const { demo, at, start } = sunday();
    expect(at(60_000)).toEqual(fixture);
    expect(demo.decide(new Date(T0))).toEqual({ open: false, weekOver: false, nextOpenAt: null });
    start();
    const other = readDemoFixture<unknown>(`league/${leagueId}/matchups/13`);
    expect(demo.overlay(`league/${leagueId}/matchups/13`, other)).toBe(other);
  });

  it('starts from the fixture, plays the late games first, and ends on the final points', () => {
    const { demo, at, start } = sunday();
    start();
    expect(at(0)).toEqual(fixture);
    const lateTeams = new Set(plan.games.filter((g) => g.slot === 'sunday-late').flatMap((g) => g.teams));
    const mid = at(DEMO_GAME_MS / 2);
    const pointsOf = (rows: typeof fixture, id: string) =>
      rows.find((r) => r.players_points?.[id] !== undefined)?.players_points?.[id];
    for (const [id, final] of Object.entries(plan.finalPoints)) {
      const now = pointsOf(mid, id)!;
      if (!lateTeams.has(final.team ?? '')) expect(now, id).toBe(0);
      else expect(Math.abs(now), id).toBeLessThanOrEqual(Math.abs(final.points));
    }
    expect(mid).not.toEqual(fixture);
    const end = at(DEMO_SUNDAY_MS);
    for (const [id, final] of Object.entries(plan.finalPoints))
      expect(pointsOf(end, id), id).toBe(final.points);
    expect(demo.decide(new Date(T0 + DEMO_SUNDAY_MS - 1)).open).toBe(true);
    expect(demo.decide(new Date(T0 + DEMO_SUNDAY_MS))).toEqual({
      open: false,
      weekOver: true,
      nextOpenAt: null,
    });
  });

  it('keeps every score the sum of its starters, and never takes points back', () => {
    const { at, start } = sunday();
    start();
    let previous = at(0);
    for (let ms = 15_000; ms <= DEMO_SUNDAY_MS; ms += 15_000) {
      const rows = at(ms);
      for (const row of rows) {
        expect(row.points).toBe(round2((row.starters_points ?? []).reduce((a, b) => a + b, 0)));
        const before = previous.find((r) => r.roster_id === row.roster_id)!;
        for (const [id, points] of Object.entries(row.players_points ?? {})) {
          const final = plan.finalPoints[id]?.points ?? points;
          if (final >= 0)
            expect(points, `${id} at ${ms}`).toBeGreaterThanOrEqual(before.players_points![id]!);
        }
      }
      previous = rows;
    }
  });

  it('plays once per server start: once final, a later watcher sees the final week', () => {
    const { demo, start, at } = sunday();
    start();
    demo.watchStarted(new Date(T0 + 60_000));
    expect(demo.decide(new Date(T0 + DEMO_SUNDAY_MS)).weekOver).toBe(true);
    demo.watchStarted(new Date(T0 + DEMO_SUNDAY_MS + 1000));
    const later = new Date(T0 + DEMO_SUNDAY_MS + 2000);
    expect(demo.decide(later)).toEqual({ open: false, weekOver: true, nextOpenAt: null });
    expect(at(DEMO_SUNDAY_MS + 2000)).toEqual(at(DEMO_SUNDAY_MS));
  });

  it('plays a shorter Sunday (DEMO_SUNDAY_SECONDS) to the same final points, in the same order', () => {
    const short = sunday(21_000);
    const long = sunday();
    short.start();
    long.start();
    expect(short.at(21_000)).toEqual(long.at(DEMO_SUNDAY_MS));
    expect(short.at(10_500)).toEqual(long.at(DEMO_SUNDAY_MS / 2));
    expect(short.demo.decide(new Date(T0 + 21_000)).weekOver).toBe(true);
  });
});
