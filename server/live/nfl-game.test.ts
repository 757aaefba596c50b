import { describe, expect, it } from 'vitest';
import { demoManifest, readDemoFixture } from '../sleeper/demo-fixtures';
import { DEMO_SUNDAY_MS, demoLivePlanSchema, DemoLiveSunday } from './demo-sunday';
import { neverOpenClock, scheduleClock } from './game-clock';
import { nflGameOf } from './nfl-game';

// The demo's recorded week-14 schedule: the Thursday and early games over (their players' points final
// in the fixtures; KC played JAX), then MIN-NE and three more late games, SEA-TB at night, TEN-WAS on
// Monday.
const plan = demoLivePlanSchema.parse(readDemoFixture('demo-live/week-14'));
const T0 = Date.parse('2025-12-07T21:05:00Z');

function demoAt(ms: number) {
  const now = { t: T0 };
  const demo = new DemoLiveSunday(plan, () => now.t);
  demo.watchStarted(new Date(T0));
  now.t = T0 + ms;
  return { gameClock: demo, clock: { now: () => new Date(now.t) } };
}
const current = { week: 14, current: 14, over: false };

describe('where a player’s game stands', () => {
  it('follows the demo’s schedule: early games done, late ones playing, the night game to come', () => {
    const ctx = demoAt(DEMO_SUNDAY_MS / 7);
    expect(plan.leagueId).toBe(demoManifest().currentLeagueId);
    expect(nflGameOf(ctx, current, 'KC')).toEqual({
      game: 'post',
      kickoffAt: null,
      opponent: 'JAX',
      gameClock: null,
    });
    // A seventh of the Sunday is a third of a late game: 20 of its 60 minutes played.
    expect(nflGameOf(ctx, current, 'NE')).toEqual({
      game: 'in',
      kickoffAt: new Date(T0).toISOString(),
      opponent: 'MIN',
      gameClock: { quarter: 2, secondsLeft: 600 },
    });
    expect(nflGameOf(ctx, current, 'TB')).toEqual({
      game: 'pre',
      kickoffAt: new Date(T0 + (DEMO_SUNDAY_MS * 2) / 7).toISOString(),
      opponent: 'SEA',
      gameClock: null,
    });
    expect(nflGameOf(demoAt(DEMO_SUNDAY_MS), current, 'WAS')).toMatchObject({
      game: 'post',
      opponent: 'TEN',
      gameClock: null,
    });
  });

  it('runs each game’s clock from Q1 15:00 at kickoff through the fourth quarter', () => {
    const gameMs = (DEMO_SUNDAY_MS * 3) / 7;
    expect(nflGameOf(demoAt(0), current, 'NE').gameClock).toEqual({ quarter: 1, secondsLeft: 900 });
    expect(nflGameOf(demoAt(gameMs / 2), current, 'NE').gameClock).toEqual({ quarter: 3, secondsLeft: 900 });
    expect(nflGameOf(demoAt(gameMs - 1), current, 'NE')).toMatchObject({
      game: 'in',
      gameClock: { quarter: 4, secondsLeft: 1 },
    });
    expect(nflGameOf(demoAt(gameMs), current, 'NE')).toMatchObject({ game: 'post', gameClock: null });
  });

  it('knows past and later weeks without a schedule, and says nothing of the week being played then', () => {
    const ctx = { gameClock: scheduleClock, clock: { now: () => new Date(T0) } };
    expect(nflGameOf(ctx, { week: 13, current: 14, over: true }, 'KC').game).toBe('post');
    expect(nflGameOf(ctx, { week: 15, current: 14, over: false }, 'KC').game).toBe('pre');
    expect(nflGameOf(ctx, current, 'KC')).toEqual({
      game: null,
      kickoffAt: null,
      opponent: null,
      gameClock: null,
    });
    expect(nflGameOf({ ...ctx, gameClock: neverOpenClock }, current, 'KC').game).toBeNull();
  });

  it('a free agent’s game in the week being played is not known', () => {
    expect(nflGameOf(demoAt(0), current, null).game).toBeNull();
  });
});
