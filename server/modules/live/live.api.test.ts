// GET /api/league/{id}/live on the demo league: the JSON answer, the event stream over a real socket
// (first event, heartbeat session check, clean close), and the demo's live Sunday moving week 14.
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MatchupsResponse, RosterPlayersResponse } from '../../../common/league';
import type { LiveUpdate } from '../../../common/live';
import { DEMO_SUNDAY_MS } from '../../live/demo-sunday';
import { openEventStream, waitUntil } from '../../test/event-stream-client';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness';
import { LIVE_STREAM } from './stream';

const T0 = '2025-12-07T21:05:00.000Z';

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

describe('the live answer', () => {
  let t: TestApp;
  let cookie: string;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock(T0) });
    cookie = await t.loginAs('member');
    base = `/api/league/${t.ctx.leagueId}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is for members of this league only', async () => {
    expect((await t.app.inject({ url: `${base}/live` })).statusCode).toBe(401);
    const other = await t.app.inject({ url: '/api/league/123/live', headers: { cookie } });
    expect(other.statusCode).toBe(404);
  });

  it("answers the current week's matchups and its status as JSON", async () => {
    const response = await t.app.inject({ url: `${base}/live`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const body = response.json<LiveUpdate>();
    const matchups = (await t.app.inject({ url: `${base}/matchups/14`, headers: { cookie } })).json();
    expect(body).toMatchObject({ week: 14, season: '2025', pollSeconds: 30, staleSince: null });
    expect(body.matchups).toEqual(matchups);
    // Nobody has watched yet: the demo's live Sunday has not started.
    expect(body.status).toBe('waiting');
  });
});

describe('the live stream', () => {
  let t: TestApp;
  let url: string;
  let cookie: string;
  let path: string;
  const heartbeat = LIVE_STREAM.heartbeatMs;
  beforeAll(async () => {
    LIVE_STREAM.heartbeatMs = 50;
    t = await createTestApp({ clock: fixedClock(T0) });
    url = await listen(t);
    cookie = await t.loginAs('member');
    path = `/api/league/${t.ctx.leagueId}/live`;
  });
  afterAll(async () => {
    LIVE_STREAM.heartbeatMs = heartbeat;
    await t.close();
  });
  afterEach(async () => {
    for (let i = 0; i < 100 && t.app.liveScores.watchers > 0; i += 1)
      await new Promise((r) => setTimeout(r, 20));
  });

  it('sends the week at once, heartbeats, and lets go of the watcher when the page closes', async () => {
    const stream = await openEventStream(`${url}${path}`, cookie);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toContain('no-store');
    await waitUntil(() => stream.events.length > 0, 'the first event');
    expect(stream.events[0]).toMatchObject({ event: 'update', data: { week: 14, season: '2025' } });
    expect(t.app.liveScores.watchers).toBe(1);
    stream.abort();
    await stream.done;
    await waitUntil(() => t.app.liveScores.watchers === 0, 'the watcher to leave');
  });

  it('ends the stream when the session ends, without keeping it alive', async () => {
    const own = await t.loginAs('member');
    const stream = await openEventStream(`${url}${path}`, own);
    await waitUntil(() => stream.events.length > 0, 'the first event');
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: own } });
    expect(logout.statusCode).toBeLessThan(300);
    await waitUntil(() => stream.ended(), 'the stream to end');
    expect(stream.events.at(-1)).toMatchObject({ event: 'end', data: { reason: 'signed-out' } });
    expect(t.app.liveScores.watchers).toBe(0);
  });

  it('keeps each member to a few streams, ending their oldest, so one member cannot refuse another', async () => {
    const { maxStreams, maxStreamsPerMember } = LIVE_STREAM;
    // A server of 8 streams, 6 per member: one member opening 10 must leave room for the others.
    LIVE_STREAM.maxStreams = 8;
    LIVE_STREAM.maxStreamsPerMember = 6;
    const greedy = await t.loginAs('owner');
    const other = await t.loginAs('member');
    const streams = [];
    try {
      for (let i = 0; i < 10; i += 1) {
        const stream = await openEventStream(`${url}${path}`, greedy);
        streams.push(stream);
        expect(stream.response.status, `the greedy member's stream ${i + 1}`).toBe(200);
        await waitUntil(() => stream.events.length > 0, 'the first event');
      }
      // The four oldest made room for the newest, each told why.
      for (const stream of streams.slice(0, 4)) {
        await waitUntil(() => stream.ended(), 'an old stream to end');
        expect(stream.events.at(-1)).toMatchObject({ event: 'end', data: { reason: 'replaced' } });
      }
      expect(streams.slice(4).some((stream) => stream.ended())).toBe(false);
      for (let i = 0; i < 2; i += 1) {
        const stream = await openEventStream(`${url}${path}`, other);
        streams.push(stream);
        expect(stream.response.status, `another member's stream ${i + 1}`).toBe(200);
      }
      // The server's own cap still holds: 8 streams are open, the next member is refused.
      const third = await fetch(`${url}${path}`, {
        headers: {
          accept: 'text/event-stream',
          cookie: await t.loginAs({ username: 'endzoneellie', pin: '1357' }),
        },
      });
      expect(third.status).toBe(503);
    } finally {
      Object.assign(LIVE_STREAM, { maxStreams, maxStreamsPerMember });
      for (const stream of streams) stream.abort();
      await Promise.all(streams.map((stream) => stream.done));
    }
  });

  it('refuses a visitor before any stream opens', async () => {
    const response = await fetch(`${url}${path}`, { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toEqual(expect.any(String));
  });
});

describe("the demo's live Sunday", () => {
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
  const get = async <T>(path: string) =>
    (await t.app.inject({ url: `${base}${path}`, headers: { cookie } })).json<T>();

  it('starts when someone watches, moves week 14 in place, and ends final with every number adding up', async () => {
    const before = await get<MatchupsResponse>('/matchups/14');
    const url = await listen(t);
    const stream = await openEventStream(`${url}${base}/live`, cookie);
    await waitUntil(() => t.app.liveScores.watchers === 1, 'the watcher');

    clock.advance(DEMO_SUNDAY_MS / 2);
    const during = await get<MatchupsResponse>('/matchups/14');
    expect(during.entries).not.toEqual(before.entries);
    expect(during.summary).toMatchObject({ state: 'live', weekComplete: false });
    // Each paired team's outlook: the two chances of a game add up to one, the finals are ahead of
    // the scores (points only grow), and some starters are still to finish. A game whose two lineups
    // are done is over on its own, 100/0, and counts in the games complete; the others do not.
    expect(during.outlooks).toHaveLength(12);
    const over: number[] = [];
    for (const pair of during.pairs) {
      const [home, away] = [pair.home, pair.away].map((team) =>
        during.outlooks.find((o) => o.rosterId === team.rosterId)!,
      );
      expect(home!.winChance + away!.winChance).toBeCloseTo(1, 10);
      expect(home!.projectedFinal).toBeGreaterThanOrEqual(pair.home.points - 10);
      const gameOver = home!.playersLeft === 0 && away!.playersLeft === 0;
      expect([home!.gameOver, away!.gameOver]).toEqual([gameOver, gameOver]);
      if (gameOver) {
        over.push(pair.matchupId);
        expect([home!.winChance, away!.winChance].sort()).toEqual([0, 1]);
      }
    }
    expect(over.length, 'a game over before the last one ends').toBeGreaterThan(0);
    expect(over.length).toBeLessThan(during.pairs.length);
    expect(during.summary.finalMatchupIds).toEqual(over);
    expect(during.summary.gamesComplete).toBe(over.length);
    expect(during.outlooks.some((o) => o.playersLeft > 0)).toBe(true);
    for (const entry of during.entries) {
      const first = before.entries.find((e) => e.rosterId === entry.rosterId)!;
      expect(entry.points).toBeGreaterThanOrEqual(first.points - 10); // a defense can lose points
    }

    clock.advance(DEMO_SUNDAY_MS);
    const after = await get<MatchupsResponse>('/matchups/14');
    expect(after.summary).toMatchObject({
      weekComplete: true,
      gamesComplete: 6,
      totalGames: 6,
      state: 'final',
    });
    expect(after.outlooks).toEqual([]);
    // The header's pill leaves Live with the games.
    const state = (await t.app.inject({ url: '/api/nfl/state', headers: { cookie } })).json<{
      gamesOn: boolean;
    }>();
    expect(state.gamesOn).toBe(false);
    for (const entry of after.entries) {
      const roster = await get<RosterPlayersResponse>(`/roster/${entry.rosterId}/players?week=14`);
      const byId = new Map(roster.players.map((p) => [p.playerId, p.points]));
      const sum = roster.lineup.reduce((s, e) => s + (e.playerId ? byId.get(e.playerId)! : 0), 0);
      expect(Math.round(sum * 100) / 100).toBe(entry.points);
      expect(roster.points).toBe(entry.points);
    }
    stream.abort();
    await stream.done;
    await waitUntil(() => t.app.liveScores.watchers === 0, 'the watcher to leave');
    expect((await get<LiveUpdate>('/live')).status).toBe('final');

    // A member who starts watching after the games finds the week final, not played again.
    const again = await openEventStream(`${url}${base}/live`, cookie);
    await waitUntil(() => t.app.liveScores.watchers === 1, 'the second watcher');
    clock.advance(1000);
    expect((await get<MatchupsResponse>('/matchups/14')).entries).toEqual(after.entries);
    expect((await get<LiveUpdate>('/live')).status).toBe('final');
    again.abort();
    await again.done;
  });
});

describe('with live scoring off', () => {
  it('says so and the demo stays as its fixtures are', async () => {
    const t = await createTestApp({ clock: fixedClock(T0), env: { LIVE_SCORING: 'off' } });
    try {
      const cookie = await t.loginAs('member');
      const body = (
        await t.app.inject({ url: `/api/league/${t.ctx.leagueId}/live`, headers: { cookie } })
      ).json<LiveUpdate>();
      expect(body.status).toBe('off');
      expect(body.matchups.summary.gamesComplete).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('a server that stops', () => {
  it('ends every open stream with a reason, then closes', async () => {
    const t = await createTestApp({ clock: fixedClock(T0) });
    const url = await listen(t);
    const cookie = await t.loginAs('member');
    const stream = await openEventStream(`${url}/api/league/${t.ctx.leagueId}/live`, cookie);
    await waitUntil(() => stream.events.length > 0, 'the first event');
    await t.close();
    await stream.done;
    expect(stream.events.at(-1)).toMatchObject({ event: 'end', data: { reason: 'server-closing' } });
  });
});
