// Live scoring: the provider calls the live week costs per minute with 1 and with 50 open pages
// (they must be equal: one poller reads for everyone), and the time from a change at the provider
// to the pages. A production server with LIVE_SCORING=always points at the local fake provider;
// each "page" is an open live stream (GET /api/league/{id}/live, text/event-stream).
import { demoManifest, readDemoFixture } from '../server/sleeper/demo-fixtures';
import type { SleeperMatchup } from '../server/sleeper/schemas';
import { openEventStream, waitUntil, type EventStreamClient } from '../server/test/event-stream-client';
import { startFakeProvider, type FakeProvider } from '../server/test/fake-provider';
import { record, signIn, startProductionServer } from './lib';

/** Each phase watches the provider this long with its pages open. */
const WINDOW_MS = 60_000;
/**
 * Score changes made at the provider during a phase, each this long after the previous one reached
 * the pages (just after a read), so they fall at different points of the 30 s read interval.
 */
const CHANGE_DELAYS_MS = [4_000, 12_000, 21_000];
/** One read of the live week per 30 s (docs/decisions/0010-live-scoring.md, the call budget). */
const LIVE_CALLS_PER_MINUTE_TARGET = 2;
const CHANGE_TO_PAGE_TARGET_MS = 40_000;

interface LiveEventData {
  matchups?: { entries: Array<{ rosterId: number; points: number }> };
}

interface Phase {
  pages: number;
  /** Provider calls in the window: all of them (current data refreshes every 5 min), and the live week's. */
  calls: number;
  weekCalls: number;
  /** For each change: ms until the first page and until the last page had it. */
  latencies: Array<{ first: number; last: number }>;
}

async function phase(
  provider: FakeProvider,
  url: string,
  cookie: string,
  pages: number,
  weekPath: string,
  week: SleeperMatchup[],
  startAt: number,
): Promise<Phase> {
  const streams: EventStreamClient[] = [];
  for (let i = 0; i < pages; i += 1) streams.push(await openEventStream(url, cookie));
  await waitUntil(() => streams.every((s) => s.events.length > 0), 'every page to get the week', 30_000);
  // The window starts at a read of the live week, so it holds whole poll intervals (a window at a
  // random offset would count one read more or less by chance).
  const callsBefore = provider.timeline.length;
  await waitUntil(
    () => provider.timeline.slice(callsBefore).some((c) => c.path === weekPath),
    'a read of the live week',
    45_000,
  );
  const windowStart = provider.timeline.slice(callsBefore).find((c) => c.path === weekPath)!.at;

  const latencies: Phase['latencies'] = [];
  let previous = windowStart;
  for (const [i, delay] of CHANGE_DELAYS_MS.entries()) {
    await new Promise((resolve) => setTimeout(resolve, previous + delay - performance.now()));
    // A score no answer had before: roster 1 gains points.
    const points = Math.round((startAt + 10 * (i + 1)) * 100) / 100;
    const changedAt = performance.now();
    provider.override(
      weekPath,
      week.map((row) => (row.roster_id === 1 ? { ...row, points } : row)),
    );
    const arrival = (s: EventStreamClient) =>
      s.events.find(
        (e) =>
          e.at >= changedAt &&
          (e.data as LiveEventData).matchups?.entries.find((x) => x.rosterId === 1)?.points === points,
      )?.at;
    await waitUntil(() => streams.every((s) => arrival(s) !== undefined), 'the change on every page', 60_000);
    const times = streams.map((s) => arrival(s)! - changedAt);
    latencies.push({ first: Math.min(...times), last: Math.max(...times) });
    previous = changedAt + Math.max(...times);
  }
  await new Promise((resolve) => setTimeout(resolve, windowStart + WINDOW_MS - performance.now()));
  const inWindow = provider.timeline
    .slice(callsBefore)
    .filter((c) => c.at >= windowStart && c.at < windowStart + WINDOW_MS);
  for (const s of streams) s.abort();
  await Promise.all(streams.map((s) => s.done));
  return {
    pages,
    calls: inWindow.length,
    weekCalls: inWindow.filter((c) => c.path === weekPath).length,
    latencies,
  };
}

export async function runLive(): Promise<void> {
  const manifest = demoManifest();
  const owner = manifest.accounts.find((a) => a.role === 'owner')!;
  const weekPath = `league/${manifest.currentLeagueId}/matchups/14`;
  const week = readDemoFixture<SleeperMatchup[]>(weekPath);
  const start = week.find((row) => row.roster_id === 1)!.points ?? 0;
  const provider = await startFakeProvider();
  const server = await startProductionServer({
    LEAGUE_ID: manifest.currentLeagueId,
    SLEEPER_API_URL: provider.url,
    OWNER_USERNAME: owner.username,
    OWNER_PIN: owner.pin,
    LIVE_SCORING: 'always',
  });
  try {
    const cookie = await signIn(server.url, owner.username, owner.pin);
    const url = `${server.url}/api/league/${manifest.currentLeagueId}/live`;
    const one = await phase(provider, url, cookie, 1, weekPath, week, start);
    const fifty = await phase(provider, url, cookie, 50, weekPath, week, start + 100);
    const perMinute = (calls: number) => (calls * 60_000) / WINDOW_MS;
    for (const p of [one, fifty]) {
      record({
        group: 'live',
        name: `provider calls per minute for live data, ${p.pages} open page${p.pages === 1 ? '' : 's'}`,
        value: `${perMinute(p.weekCalls)} (all provider calls in the minute: ${perMinute(p.calls)})`,
        target: `<= ${LIVE_CALLS_PER_MINUTE_TARGET}, equal for 1 and 50 pages`,
        pass: perMinute(p.weekCalls) <= LIVE_CALLS_PER_MINUTE_TARGET && p.weekCalls === one.weekCalls,
      });
    }
    for (const p of [one, fifty]) {
      const last = p.latencies.map((l) => l.last);
      const seconds = (values: number[]) => values.map((v) => `${(v / 1000).toFixed(1)} s`).join(', ');
      record({
        group: 'live',
        name: `provider change to page, ${p.pages} open page${p.pages === 1 ? '' : 's'}`,
        value: `max ${(Math.max(...last) / 1000).toFixed(1)} s (${p.latencies.length} changes: ${seconds(last)})`,
        target: `< ${CHANGE_TO_PAGE_TARGET_MS / 1000} s (one 30 s read + the push)`,
        pass: Math.max(...last) < CHANGE_TO_PAGE_TARGET_MS,
      });
      if (p.pages > 1) {
        const spread = p.latencies.map((l) => l.last - l.first);
        record({
          group: 'live',
          name: `first to last of ${p.pages} pages getting a change`,
          value: `max ${Math.max(...spread).toFixed(1)} ms`,
          target: 'informational',
          pass: null,
        });
      }
    }
  } finally {
    await server.stop();
    server.cleanup();
    await provider.close();
  }
}
