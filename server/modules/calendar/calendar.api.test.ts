// The calendar feed (docs/decisions/0034) on the demo league at its own present (Sunday of week 14,
// 2025): a member's secret address, the feed a calendar app reads without a cookie, parsed back as
// iCalendar (ical.js), and the refusals: no session, a wrong or reset address, the rate limit.
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, users } from '../../db/schema';
import { CALENDAR_FEED_RATE_LIMIT } from '../../http/rate-limit';
import { DEMO_PRESENT } from '../../sleeper/demo-time';
import { readDemoFixture } from '../../sleeper/demo-fixtures';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness';

const SITE = 'https://huddle.example.com';
let t: TestApp;
let ownerCookie: string;
let memberCookie: string;
/** The app's log lines, as written. */
let logged = '';

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  t = await createTestApp({
    clock: fixedClock(new Date(DEMO_PRESENT).toISOString()),
    env: { PUBLIC_URL: SITE },
    log: pino({ level: 'info' }, sink),
  });
  [ownerCookie, memberCookie] = await Promise.all([t.loginAs('owner'), t.loginAs('member')]);
});
afterAll(() => t.close());

async function feedUrl(cookie: string): Promise<string> {
  const response = await t.app.inject({ url: '/api/me/calendar', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { url: string }).url;
}

/** Reads a feed as a calendar app does: no cookie, the address alone. */
const fetchFeed = (url: string, remoteAddress?: string) =>
  t.app.inject({ url: new URL(url).pathname, ...(remoteAddress ? { remoteAddress } : {}) });

interface ParsedEvent {
  uid: string;
  summary: string;
  tzid: unknown;
  start: string;
}

/** The feed parsed back by ical.js: its events with their DTSTART's time zone and wall clock. */
function parseFeed(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
      start: event.startDate.toString(),
    };
  });
  return { calendar, events };
}

/** A demo account's opponent in week 14, straight from the fixture files. */
function week14Opponent(username: string): string {
  const manifest = t.accounts;
  const leagueDir = `league/${readDemoFixture<{ currentLeagueId: string }>('manifest.json').currentLeagueId}`;
  const rosters = readDemoFixture<{ roster_id: number; owner_id: string }[]>(`${leagueDir}/rosters.json`);
  const rows = readDemoFixture<{ roster_id: number; matchup_id: number }[]>(`${leagueDir}/matchups/14.json`);
  const account = manifest.find((a) => a.username === username)!;
  const rosterId = rosters.find((r) => r.owner_id === account.userId)!.roster_id;
  const matchupId = rows.find((r) => r.roster_id === rosterId)!.matchup_id;
  const other = rows.find((r) => r.matchup_id === matchupId && r.roster_id !== rosterId)!.roster_id;
  const ownerId = rosters.find((r) => r.roster_id === other)!.owner_id;
  return manifest.find((a) => a.userId === ownerId)!.teamName;
}

describe('the calendar address', () => {
  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/me/calendar'],
      ['POST', '/api/me/calendar/reset'],
      ['GET', '/api/me/calendar/events'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it('is built on PUBLIC_URL, the same on every ask, and its secret is stored only hashed', async () => {
    const asked = await t.app.inject({
      url: '/api/me/calendar',
      headers: { cookie: ownerCookie, host: 'evil.example' },
    });
    const url = (asked.json() as { url: string }).url;
    expect(url).toMatch(new RegExp(`^${SITE}/api/calendar/[\\w-]{22}\\.[\\w-]{43}\\.ics$`));
    expect(await feedUrl(ownerCookie)).toBe(url);
    const [feedId, secret] = new URL(url).pathname.split('/').at(-1)!.split('.') as [string, string];
    const owner = t.accounts.find((a) => a.role === 'owner')!;
    const row = t.ctx.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, owner.userId)).get()!;
    expect(row.feedId).toBe(feedId);
    expect(row.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it("is never written to the log: its request's line names the route", async () => {
    const url = await feedUrl(ownerCookie);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    const secret = url.split('.').at(-2)!;
    expect(logged).toContain('"path":"/api/calendar/:feed"');
    expect(logged).not.toContain(secret);
  });

  it("is each member's own", async () => {
    expect(await feedUrl(memberCookie)).not.toBe(await feedUrl(ownerCookie));
  });
});

describe('the feed', () => {
  it('is valid iCalendar in Central Time, readable without a cookie, with UIDs stable across fetches', async () => {
    const url = await feedUrl(ownerCookie);
    const first = await fetchFeed(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // RFC 5545's structure: CRLF lines, every BEGIN closed by its END in order.
    const lines = first.body.split('\r\n');
    const open: string[] = [];
    for (const line of lines.filter((l) => /^(BEGIN|END):/.test(l))) {
      const [kind, name] = line.split(':') as [string, string];
      if (kind === 'BEGIN') open.push(name);
      else expect(open.pop(), line).toBe(name);
    }
    expect(open).toEqual([]);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.every((line) => line.length <= 75)).toBe(true);

    const { calendar, events } = parseFeed(first.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('America/Chicago');
    expect(events.length).toBeGreaterThan(3);
    for (const event of events) expect(event.tzid, event.summary).toBe('America/Chicago');
    // DTSTAMP is UTC, as the RFC requires.
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      expect((vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).zone?.tzid).toBe('UTC');
    }
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);

    (t.ctx.clock as ReturnType<typeof fixedClock>).advance(60_000);
    const second = parseFeed((await fetchFeed(url)).body).events;
    expect(second.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  });

  it("holds the member's game of the week left with its opponent, the playoff rounds and the league's dates", async () => {
    const { events } = parseFeed((await fetchFeed(await feedUrl(ownerCookie))).body);
    const byStart = Object.fromEntries(events.map((e) => [e.summary, e.start]));
    const opponent = week14Opponent('bigplaybrenda');
    expect(byStart).toMatchObject({
      // The week's Sunday from noon Central: Sleeper publishes no kickoff times.
      [`Week 14: Brenda's Blitz Brigade vs ${opponent}`]: '2025-12-07T12:00:00',
      'Playoffs: Quarterfinals (Week 15)': '2025-12-14T12:00:00',
      'Playoffs: Semifinals (Week 16)': '2025-12-21T12:00:00',
      'Playoffs: Final round (Week 17)': '2025-12-28T12:00:00',
      'Trade deadline (week 11)': '2025-11-16T12:00:00',
      'Keeper deadline (2026 draft)': '2026-03-01T23:59:59',
      '2025 draft': '2025-08-23T18:00:00',
    });
    // Weeks 1-13 are over: no game of theirs is in the feed.
    expect(events.filter((e) => e.uid.startsWith('game-'))).toHaveLength(1);

    const member = t.accounts.find((a) => a.role === 'member')!;
    const theirs = parseFeed((await fetchFeed(await feedUrl(memberCookie))).body).events;
    expect(theirs.map((e) => e.summary)).toContain(
      `Week 14: ${member.teamName} vs ${week14Opponent(member.username)}`,
    );
  });

  it('lists the events not ended yet for the page', async () => {
    const response = await t.app.inject({ url: '/api/me/calendar/events', headers: { cookie: ownerCookie } });
    expect(response.statusCode).toBe(200);
    const { events } = response.json() as { events: { kind: string; summary: string; start: string }[] };
    // The draft (August) and the trade deadline (week 11) are past; this Sunday's game is not over.
    expect(events.map((e) => e.kind)).toEqual([
      'game',
      'playoffs',
      'playoffs',
      'playoffs',
      'keeper-deadline',
    ]);
    expect(events.map((e) => e.start)).toEqual([...events.map((e) => e.start)].sort());
  });
});

describe('refusals', () => {
  it("a wrong secret and another feed id with this secret answer 404; an address of no feed's shape 400", async () => {
    const url = await feedUrl(ownerCookie);
    const other = await feedUrl(memberCookie);
    const [feedId, secret] = new URL(url).pathname.split('/').at(-1)!.split('.') as [string, string];
    const [otherId] = new URL(other).pathname.split('/').at(-1)!.split('.') as [string];
    const flipped = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [`/api/calendar/${feedId}.${flipped}.ics`, `/api/calendar/${otherId}.${secret}.ics`]) {
      const response = await t.app.inject({ url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ message: 'No calendar at this address.' });
    }
    for (const path of [
      `/api/calendar/${feedId}.${secret}`,
      `/api/calendar/${feedId}.ics`,
      '/api/calendar/x',
    ]) {
      const response = await t.app.inject({ url: path });
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid feed: not the address of a calendar feed' });
    }
  });

  it('a member who can no longer sign in has no feed', async () => {
    const member = t.accounts.find((a) => a.username === 'fumblefiona')!;
    const cookie = await t.loginAs({ username: member.username, pin: member.pin });
    const url = await feedUrl(cookie);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    t.ctx.db.update(users).set({ isActive: false }).where(eq(users.sleeperUserId, member.userId)).run();
    try {
      expect((await fetchFeed(url)).statusCode).toBe(404);
    } finally {
      t.ctx.db.update(users).set({ isActive: true }).where(eq(users.sleeperUserId, member.userId)).run();
    }
  });

  it('a reset gives a new address and the old one answers 404', async () => {
    const old = await feedUrl(memberCookie);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/me/calendar/reset',
      headers: { cookie: memberCookie },
    });
    expect(reset.statusCode).toBe(200);
    const fresh = (reset.json() as { url: string }).url;
    expect(fresh).not.toBe(old);
    expect(await feedUrl(memberCookie)).toBe(fresh);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
  });

  it('reads are rate-limited per address', async () => {
    const url = await feedUrl(ownerCookie);
    const address = '203.0.113.7';
    for (let i = 0; i < CALENDAR_FEED_RATE_LIMIT.max; i += 1) {
      expect((await t.app.inject({ url: '/api/calendar/x', remoteAddress: address })).statusCode).toBe(400);
    }
    const limited = await fetchFeed(url, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await fetchFeed(url, '203.0.113.8')).statusCode).toBe(200);
  });
});

describe('without PUBLIC_URL', () => {
  it('no address can be given: 503 saying why, and nothing is stored', async () => {
    const bare = await createTestApp({ env: { PORT: '0' } });
    try {
      const cookie = await bare.loginAs('member');
      const response = await bare.app.inject({ url: '/api/me/calendar', headers: { cookie } });
      expect(response.statusCode).toBe(503);
      expect((response.json() as { message: string }).message).toContain('PUBLIC_URL');
      expect(bare.ctx.db.select().from(calendarFeeds).all()).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
