import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MatchupsResponse } from '../../common/league';
import { markStale } from '../sleeper/staleness';
import type { GameClock } from './game-clock';
import type { WindowDecision } from './game-windows';
import { FRESHNESS } from '../sleeper/client';
import { LiveScores, liveStatusOf, type LiveEvent, type WeekRead } from './live-scores';

/** The default interval (LIVE_POLL_SECONDS unset). */
const LIVE_POLL_MS = FRESHNESS.live;

const CALENDAR = { week: 14, season_type: 'regular', season_start_date: '2025-09-04' };
const clock = { now: () => new Date() };

function matchups(points: number, weekComplete = false): MatchupsResponse {
  return {
    week: 14,
    season: '2025',
    entries: [{ rosterId: 1, matchupId: 1, points }],
    pairs: [],
    byes: [],
    summary: {
      gamesComplete: 0,
      totalGames: 0,
      finalMatchupIds: [],
      correctedMatchupIds: [],
      averageScore: points,
      seasonStarted: true,
      weekComplete,
      state: weekComplete ? 'final' : 'live',
      kickoffAt: null,
    },
    outlooks: [],
  };
}

/** A provider stand-in: each read answers the current points; `failing` serves the old copy stale. */
function fakeSource() {
  const state = {
    points: 10,
    complete: false,
    failing: false,
    reads: [] as (number | undefined)[],
    fetchedAt: 0,
  };
  return {
    state,
    source: {
      read: async (maxAgeMs?: number): Promise<WeekRead> => {
        state.reads.push(maxAgeMs);
        if (state.failing) markStale(state.fetchedAt);
        else state.fetchedAt = Date.now();
        return {
          season: '2025',
          calendar: CALENDAR,
          matchups: matchups(state.points, state.complete),
          fetchedAt: state.fetchedAt,
        };
      },
    },
  };
}

function gameClock(decide: (now: Date) => WindowDecision): GameClock & { started: number } {
  const clock = {
    kind: 'schedule' as const,
    started: 0,
    decide,
    watchStarted: () => {
      clock.started += 1;
    },
  };
  return clock;
}
const alwaysOn = () => gameClock(() => ({ open: true, weekOver: false, nextOpenAt: null }));

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-12-07T18:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveScores', () => {
  it('reads nothing until someone watches, then once per poll interval for everyone', async () => {
    const { source, state } = fakeSource();
    const live = new LiveScores(source, alwaysOn(), clock);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(state.reads).toHaveLength(0);

    const one: LiveEvent[] = [];
    const unsubscribe = live.subscribe((e) => one.push(e));
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    const withOne = state.reads.length;
    // The first read at once, then one every 30 s (and a few ms): 10 in five minutes, never more.
    expect(withOne).toBe((5 * 60_000) / LIVE_POLL_MS);
    // Every read after the first asks for a copy at most one interval old.
    expect(state.reads.slice(1).every((maxAge) => maxAge === LIVE_POLL_MS)).toBe(true);
    unsubscribe();

    state.reads.length = 0;
    const many = Array.from({ length: 50 }, () => live.subscribe(() => {}));
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(state.reads).toHaveLength(withOne);
    for (const stop of many) stop();
    state.reads.length = 0;
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(state.reads).toHaveLength(0);
    live.stop();
  });

  it('reads once more when the last window closes, so the final scores come with the final status', async () => {
    const { source, state } = fakeSource();
    let over = false;
    const live = new LiveScores(
      source,
      gameClock(() => ({ open: !over, weekOver: over, nextOpenAt: null })),
      clock,
    );
    const events: LiveEvent[] = [];
    live.subscribe((e) => events.push(e));
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toHaveLength(1);
    // The last game ends between two polls: its final points and the week's end (the provider's
    // answer counts the week complete once the clock says so, server/modules/league/service.ts).
    over = true;
    state.points = 31.2;
    state.complete = true;
    const reads = state.reads.length;
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS + 100);
    expect(state.reads).toHaveLength(reads + 1);
    const last = events.at(-1)!;
    expect(last.type).toBe('update');
    expect(last.data.status).toBe('final');
    expect(last.type === 'update' && last.data.matchups.summary.weekComplete).toBe(true);
    // Final: nothing more to read.
    await vi.advanceTimersByTimeAsync(10 * LIVE_POLL_MS);
    expect(state.reads).toHaveLength(reads + 1);
    live.stop();
  });

  it('reads at the configured interval (LIVE_POLL_SECONDS) instead', async () => {
    const { source, state } = fakeSource();
    const live = new LiveScores(source, alwaysOn(), clock, undefined, 2000);
    const unsubscribe = live.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    // The first read at once, then one every 2 s (and a few ms): 30 in a minute.
    expect(state.reads).toHaveLength(30);
    expect(state.reads.slice(1).every((maxAge) => maxAge === 2000)).toBe(true);
    unsubscribe();
  });
  it('pushes the new scores to every watcher when they change, and only the status otherwise', async () => {
    const { source, state } = fakeSource();
    const live = new LiveScores(source, alwaysOn(), clock);
    const a: LiveEvent[] = [];
    const b: LiveEvent[] = [];
    live.subscribe((e) => a.push(e));
    live.subscribe((e) => b.push(e));
    await vi.advanceTimersByTimeAsync(0);
    expect(a.map((e) => e.type)).toEqual(['update']);
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS + 100);
    // Same scores, newer read: a status event carrying the new time, no matchups.
    expect(a.map((e) => e.type)).toEqual(['update', 'status']);
    expect('matchups' in a[1]!.data).toBe(false);
    state.points = 24.5;
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS + 100);
    const last = a.at(-1)!;
    expect(last.type).toBe('update');
    expect(last.type === 'update' && last.data.matchups.entries[0]!.points).toBe(24.5);
    expect(last.data).toMatchObject({ status: 'live', week: 14, pollSeconds: 30, staleSince: null });
    expect(b).toEqual(a);
    live.stop();
  });

  it('says paused and keeps the last scores, marked with their time, while the provider fails', async () => {
    const { source, state } = fakeSource();
    const live = new LiveScores(source, alwaysOn(), clock);
    const events: LiveEvent[] = [];
    live.subscribe((e) => events.push(e));
    await vi.advanceTimersByTimeAsync(0);
    const goodAt = new Date(state.fetchedAt).toISOString();
    state.failing = true;
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS + 100);
    expect(events.at(-1)).toMatchObject({
      type: 'status',
      data: { status: 'paused', staleSince: goodAt, updatedAt: goodAt },
    });
    expect((await live.snapshot()).matchups.entries[0]!.points).toBe(10);
    // While failing, polls back off (60 s, then 120 s...) instead of hammering the provider.
    const readsBefore = state.reads.length;
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS + 100);
    expect(state.reads.length).toBe(readsBefore);
    state.failing = false;
    await vi.advanceTimersByTimeAsync(4 * LIVE_POLL_MS);
    expect(events.at(-1)!.data).toMatchObject({ status: 'live', staleSince: null });
    live.stop();
  });

  it('reads nothing outside game windows and wakes up when the next one opens', async () => {
    const { source, state } = fakeSource();
    const opensAt = new Date(Date.now() + 60 * 60_000);
    const clockOfGames = gameClock((now) =>
      now < opensAt
        ? { open: false, weekOver: false, nextOpenAt: opensAt }
        : { open: true, weekOver: false, nextOpenAt: null },
    );
    const live = new LiveScores(source, clockOfGames, clock);
    const events: LiveEvent[] = [];
    live.subscribe((e) => events.push(e));
    await vi.advanceTimersByTimeAsync(0);
    // One read to learn the week (through the cache), then nothing for the hour before the window.
    expect(state.reads).toEqual([undefined]);
    expect(events[0]!.data).toMatchObject({ status: 'waiting', nextWindowAt: opensAt.toISOString() });
    await vi.advanceTimersByTimeAsync(59 * 60_000);
    expect(state.reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000 + 100);
    expect(state.reads).toEqual([undefined, LIVE_POLL_MS]);
    expect(events.at(-1)!.data).toMatchObject({ status: 'live' });
    expect(clockOfGames.started).toBe(1);
    live.stop();
  });
});

describe('liveStatusOf', () => {
  const open = { open: true, weekOver: false, nextOpenAt: null };
  const closed = { open: false, weekOver: false, nextOpenAt: null };
  it('tells live, paused, waiting, final and off apart', () => {
    expect(liveStatusOf('schedule', open, false, false)).toBe('live');
    expect(liveStatusOf('schedule', open, false, true)).toBe('paused');
    expect(liveStatusOf('schedule', closed, false, false)).toBe('waiting');
    expect(liveStatusOf('schedule', { ...closed, weekOver: true }, false, false)).toBe('final');
    expect(liveStatusOf('schedule', open, true, false)).toBe('final');
    expect(liveStatusOf('off', open, false, false)).toBe('off');
  });
});
