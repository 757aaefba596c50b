// The group chat's automatic posts on a fake clock against a local fake webhook: the newest final
// week's recap posted once (also by two processes racing on one database, and after a restart), not
// while the provider data is stale; retries after a 500 and after a timeout, then failed after a
// day; the keeper deadline, draft-day and dues reminders each at their time, once; a keeper deadline
// edited again and again posts no duplicate and never words that are not true.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centralInstant } from '../../../common/central-time';
import { discordBodySchema } from '../../chat/formats';
import { readDiscord } from '../../chat/markup';
import { chatPosts } from '../../db/schema';
import { DEMO_FIXTURES_DIR } from '../../paths';
import { DemoTransport, type Transport } from '../../sleeper/transport';
import { startFakeWebhook, type FakeWebhook } from '../../test/fake-webhook';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness';
import { keeperStatus } from '../keepers/service';
import { upsertPayment } from '../payments/repository';
import { getRecap } from '../recaps/service';
import { upsertSettings } from '../settings/repository';
import { testMessage } from './messages';
import { retryWait } from './posting';
import { insertPost } from './repository';
import { chatTick } from './upkeep';

const HOUR = 3_600_000;
/** Tuesday 2025-12-09, 10:00 Central: the morning after the demo's week 13 (two days on). */
const TUESDAY_MORNING = '2025-12-09T16:00:00Z';

let hook: FakeWebhook;
beforeAll(async () => {
  hook = await startFakeWebhook();
});
afterAll(() => hook?.close());

/** A demo app posting to the fake webhook as Discord, recaps on, on its own clock. */
async function chatApp(
  options: {
    dataDir?: string;
    clock?: ReturnType<typeof fixedClock>;
    transport?: Transport;
    settings?: object;
    log?: FastifyBaseLogger;
  } = {},
) {
  const clock = options.clock ?? fixedClock(TUESDAY_MORNING);
  const t = await createTestApp({
    clock,
    env: { CHAT_WEBHOOK_ORIGINS: hook.origin, LIVE_SCORING: 'off' },
    tuning: { retries: 0 },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.transport ? { transport: options.transport } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  const owner = await t.loginAs('owner');
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/chat',
    headers: { cookie: owner },
    payload: { kind: 'discord', url: `${hook.origin}/discord/hook`, ...options.settings },
  });
  expect(response.statusCode).toBe(200);
  return { t, clock };
}

const posted = () => hook.requests.map((r) => discordBodySchema.parse(r.body).embeds?.[0]?.title ?? r.body);
const postsOf = (t: TestApp) => t.ctx.db.select().from(chatPosts).all();
const reset = (...answers: Parameters<FakeWebhook['answer']>) => {
  hook.requests.length = 0;
  hook.answer(...(answers.length > 0 ? answers : [{ status: 204 }]));
};

describe('the recap of the newest final week', () => {
  it('is posted once the morning after, never twice: two processes racing on one database, then a restart', async () => {
    reset();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'huddle-chat-'));
    try {
      // Before 09:00 Central nothing is posted.
      const early = fixedClock('2025-12-09T13:00:00Z');
      const a = await chatApp({ dataDir, clock: early });
      await chatTick(a.t.ctx);
      expect(hook.requests).toEqual([]);
      early.set(TUESDAY_MORNING);
      const b = await chatApp({ dataDir, clock: early });
      await Promise.all([chatTick(a.t.ctx), chatTick(b.t.ctx)]);
      expect(posted()).toEqual(['2025 week 13 recap']);
      const [post] = postsOf(a.t);
      expect(post).toMatchObject({
        claimKey: 'recap:2025:13',
        status: 'sent',
        attempts: 1,
        requestedBy: null,
      });
      await Promise.all([a.t.close(), b.t.close()]);
      const c = await chatApp({ dataDir, clock: early });
      await chatTick(c.t.ctx);
      expect(hook.requests).toHaveLength(1);
      await c.t.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('links to the recap page and names the week’s awards', async () => {
    reset();
    const { t } = await chatApp();
    try {
      await chatTick(t.ctx);
      const embed = discordBodySchema.parse(hook.requests[0]!.body).embeds![0]!;
      const recap = await getRecap(t.ctx, '2025', 13);
      expect(embed.url).toMatch(/\/recaps\/2025\/13$/);
      expect(readDiscord(embed.description!)).toBe(recap.text);
      expect(readDiscord(embed.fields!.find((f) => f.name === 'High score')!.value)).toContain(
        recap.awards[0]!.teamName,
      );
    } finally {
      await t.close();
    }
  });

  it('is not posted while the provider data is stale, and is once fresh data confirms the week', async () => {
    reset();
    let failing = false;
    const inner = new DemoTransport(DEMO_FIXTURES_DIR);
    const transport: Transport = {
      kind: 'demo',
      get: (providerPath) => (failing ? Promise.reject(new Error('provider down')) : inner.get(providerPath)),
    };
    const messages: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) messages.push(JSON.parse(line).msg);
        done();
      },
    });
    const log = pino({ level: 'info' }, sink);
    const { t, clock } = await chatApp({ transport, settings: { recaps: false }, log });
    try {
      // Every copy the recap reads is cached, then the provider goes down and the current copies expire.
      await getRecap(t.ctx, '2025', 13);
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/chat',
        headers: { cookie: await t.loginAs('owner') },
        payload: { recaps: true },
      });
      failing = true;
      clock.advance(10 * 60_000);
      await chatTick(t.ctx);
      expect(hook.requests).toEqual([]);
      expect(postsOf(t)).toEqual([]);
      expect(messages).toContain('Recap not announced yet: the provider data is stale');
      failing = false;
      clock.advance(60_000);
      await chatTick(t.ctx);
      expect(posted()).toEqual(['2025 week 13 recap']);
    } finally {
      await t.close();
    }
  });
});

describe('a failed post', () => {
  it('is retried after a 500 once its wait is over, and sent', async () => {
    reset({ status: 500, body: 'oops' }, { status: 204 });
    const { t, clock } = await chatApp();
    try {
      await chatTick(t.ctx);
      expect(postsOf(t)[0]).toMatchObject({ status: 'retrying', attempts: 1, reason: 'HTTP 500: oops' });
      await chatTick(t.ctx);
      expect(hook.requests).toHaveLength(1);
      clock.advance(retryWait(1));
      await chatTick(t.ctx);
      expect(hook.requests).toHaveLength(2);
      expect(postsOf(t)[0]).toMatchObject({
        status: 'sent',
        attempts: 2,
        response: 'HTTP 204',
        reason: null,
      });
    } finally {
      await t.close();
    }
  });

  it('is retried after a timeout', async () => {
    reset('hang', { status: 204 });
    const { t, clock } = await chatApp();
    try {
      await chatTick(t.ctx, { timeoutMs: 300 });
      expect(postsOf(t)[0]).toMatchObject({ status: 'retrying', reason: 'No answer within 0.3 s.' });
      clock.advance(retryWait(1));
      await chatTick(t.ctx, { timeoutMs: 300 });
      expect(postsOf(t)[0]).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await t.close();
    }
  });

  it('shows as failed, with the reason, after a day of waits that grow to two hours', async () => {
    reset({ status: 503, body: 'down' });
    const { t, clock } = await chatApp();
    try {
      await chatTick(t.ctx);
      const waits: number[] = [];
      for (let post = postsOf(t)[0]!; post.status === 'retrying'; post = postsOf(t)[0]!) {
        waits.push(post.nextAttemptAt! - clock.now().getTime());
        clock.set(new Date(post.nextAttemptAt!).toISOString());
        await chatTick(t.ctx);
      }
      const post = postsOf(t)[0]!;
      expect(post.status).toBe('failed');
      expect(post.reason).toBe(`Gave up after ${post.attempts} attempts: HTTP 503: down`);
      expect(waits.slice(0, 4)).toEqual([1, 2, 4, 8].map((m) => m * 60_000));
      expect(Math.max(...waits)).toBe(2 * HOUR);
      expect(post.lastAttemptAt! - post.createdAt).toBeLessThanOrEqual(24 * HOUR);
      expect(hook.requests).toHaveLength(post.attempts);
    } finally {
      await t.close();
    }
  });
});

describe('a post that cannot be delivered any more', () => {
  it('is not made again when its attempt was cut short by a stopped process, nor retried once the chat is gone', async () => {
    reset({ status: 500, body: 'oops' });
    const { t, clock } = await chatApp({ settings: { recaps: false, reminders: false } });
    try {
      const now = clock.now().getTime();
      // A process stopped in the middle of this attempt: its lease ran out.
      insertPost(t.ctx.db, {
        kind: 'recap',
        subject: '2025:12',
        claimKey: 'recap:2025:12',
        message: JSON.stringify(testMessage('Huddle')),
        status: 'sending',
        leaseUntil: now - 1,
        giveUpAt: now + HOUR,
        requestedBy: null,
        createdAt: now - 60_000,
      });
      await chatTick(t.ctx);
      expect(hook.requests).toEqual([]);
      expect(postsOf(t)[0]).toMatchObject({
        status: 'failed',
        reason: expect.stringMatching(/^Interrupted while sending/),
      });

      const owner = await t.loginAs('owner');
      await t.app.inject({ method: 'POST', url: '/api/admin/chat/test', headers: { cookie: owner } });
      insertPost(t.ctx.db, {
        kind: 'recap',
        subject: '2025:11',
        claimKey: 'recap:2025:11',
        message: JSON.stringify(testMessage('Huddle')),
        status: 'retrying',
        nextAttemptAt: now + HOUR,
        giveUpAt: now + 2 * HOUR,
        requestedBy: null,
        createdAt: now,
      });
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/chat',
        headers: { cookie: owner },
        payload: { url: null },
      });
      clock.advance(HOUR);
      await chatTick(t.ctx);
      expect(hook.requests).toHaveLength(1); // the test message only
      expect(postsOf(t).find((p) => p.subject === '2025:11')).toMatchObject({
        status: 'failed',
        reason: 'The group chat is no longer set up.',
      });
    } finally {
      await t.close();
    }
  });
});

describe('reminders', () => {
  it('post the keeper deadline 72 h and 24 h before, and the draft on its day, each once', async () => {
    reset();
    const { t, clock } = await chatApp({ settings: { recaps: false } });
    try {
      const status = await keeperStatus(t.ctx, t.ctx.seasons.keeperSeason);
      const deadline = Date.parse(status.deadline!);
      // The draft a week after the deadline, at 7 PM Central.
      const day = new Date(deadline + 7 * 24 * HOUR);
      const draftStart = centralInstant(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), 19);
      upsertSettings(t.ctx.db, {
        leagueId: t.ctx.leagueId,
        season: status.draftSeason,
        keeperDeadline: null,
        draftDate: draftStart,
        seasonStartDate: null,
        playoffStartWeek: null,
        updatedAt: 0,
      });
      const at = async (ms: number) => {
        clock.set(new Date(ms).toISOString());
        await chatTick(t.ctx);
        await chatTick(t.ctx);
      };
      await at(deadline - 73 * HOUR);
      expect(hook.requests).toEqual([]);
      await at(deadline - 71 * HOUR);
      await at(deadline - 30 * HOUR);
      await at(deadline - 23 * HOUR);
      await at(deadline + HOUR);
      const morning = draftStart - 10 * HOUR; // 09:00 Central on the draft's day
      await at(morning - 30 * 60_000);
      await at(morning + 30 * 60_000);
      await at(draftStart + HOUR);
      expect(hook.requests.map((r) => discordBodySchema.parse(r.body).embeds![0]!.title)).toEqual([
        'Keeper deadline in 3 days',
        'Keeper deadline within 24 hours',
        'Draft day!',
      ]);
      expect(postsOf(t).map((p) => p.claimKey)).toEqual([
        `keeper-deadline:${status.draftSeason}:${deadline}:72h`,
        `keeper-deadline:${status.draftSeason}:${deadline}:24h`,
        `draft-day:${status.draftSeason}:${draftStart}`,
      ]);
    } finally {
      await t.close();
    }
  });

  it('keyed by the deadline and its window: edits post no duplicate, never "in 3 days" without three days left, a move re-arms once', async () => {
    reset();
    const { t, clock } = await chatApp({ settings: { recaps: false } });
    try {
      const owner = await t.loginAs('owner');
      const url = `/api/league/${t.ctx.leagueId}/settings/${t.ctx.seasons.keeperSeason}`;
      const MINUTE = 60_000;
      /** The commissioner saves a deadline; the next minute's round runs, and a minute passes. */
      const edit = async (deadline: number) => {
        const saved = await t.app.inject({
          method: 'POST',
          url,
          headers: { cookie: owner },
          payload: { keeperDeadline: deadline },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        await chatTick(t.ctx);
        clock.advance(MINUTE);
      };
      const start = clock.now().getTime();
      const first = start + 71 * HOUR;
      await edit(first); // posted: "in 3 days"
      await edit(start + 50 * HOUR); // two days left: nothing says "in 3 days"
      await edit(start + 66 * HOUR); // moved: re-armed once, for this deadline
      await edit(start + 69 * HOUR); // moved again: no more
      await edit(first); // announced already
      expect(posted()).toEqual(['Keeper deadline in 3 days', 'Keeper deadline in 3 days']);

      clock.set(new Date(first - 23 * HOUR).toISOString());
      await chatTick(t.ctx);
      await chatTick(t.ctx);
      await edit(first + 30 * MINUTE); // moved: re-armed once
      await edit(first + 45 * MINUTE);
      await edit(first + 40 * MINUTE);
      expect(posted()).toEqual([
        'Keeper deadline in 3 days',
        'Keeper deadline in 3 days',
        'Keeper deadline within 24 hours',
        'Keeper deadline within 24 hours',
      ]);
      // Each announced its own deadline with the time left its words say; none is retried past that.
      const announced = postsOf(t).map((p) => {
        const [, , deadline, window] = p.claimKey!.split(':');
        return { left: Number(deadline) - p.createdAt, window, giveUpAt: p.giveUpAt - Number(deadline) };
      });
      expect(announced).toEqual([
        { left: 71 * HOUR, window: '72h', giveUpAt: -60 * HOUR },
        { left: 66 * HOUR - 2 * MINUTE, window: '72h', giveUpAt: -60 * HOUR },
        { left: 23 * HOUR, window: '24h', giveUpAt: 0 },
        { left: 23 * HOUR + 30 * MINUTE, window: '24h', giveUpAt: 0 },
      ]);
    } finally {
      await t.close();
    }
  });

  it('post the dues reminder on Mondays from 09:00, naming the teams that have not paid, when opted in', async () => {
    reset();
    const monday = '2025-12-15T16:00:00Z'; // 10:00 Central
    const { t, clock } = await chatApp({
      clock: fixedClock('2025-12-15T14:00:00Z'),
      settings: { recaps: false, reminders: false, duesReminders: true },
    });
    try {
      const season = t.ctx.seasons.season;
      const rosters = await t.ctx.sleeper.rosters(t.ctx.leagueId);
      const pay = (rosterId: number, hasPaid: boolean) =>
        upsertPayment(t.ctx.db, {
          leagueId: t.ctx.leagueId,
          season,
          rosterId,
          hasPaid,
          paidAmount: null,
          paidDate: null,
          notes: null,
          updatedBy: null,
          updatedAt: 0,
        });
      for (const r of rosters) pay(r.roster_id, r.roster_id > 2);
      await chatTick(t.ctx); // 08:00 Central: not yet
      expect(hook.requests).toEqual([]);
      clock.set(monday);
      await chatTick(t.ctx);
      await chatTick(t.ctx);
      clock.advance(24 * HOUR); // Tuesday
      await chatTick(t.ctx);
      expect(hook.requests).toHaveLength(1);
      const text = JSON.stringify(hook.requests[0]!.body);
      const users = await t.ctx.sleeper.users(t.ctx.leagueId);
      const nameOf = (rosterId: number) => {
        const owner = rosters.find((r) => r.roster_id === rosterId)!.owner_id;
        const user = users.find((u) => u.user_id === owner)!;
        return user.metadata?.team_name ?? user.display_name;
      };
      expect(text).toContain(`Still not paid: ${nameOf(1)}, ${nameOf(2)}.`);
      expect(text).not.toContain(nameOf(3));
      clock.set('2025-12-22T16:00:00Z'); // the next Monday
      await chatTick(t.ctx);
      expect(hook.requests).toHaveLength(2);
      for (const r of rosters) pay(r.roster_id, true);
      clock.set('2025-12-29T16:00:00Z');
      await chatTick(t.ctx);
      expect(hook.requests).toHaveLength(2);
      // Switched off: nothing more, whoever has not paid.
      pay(1, false);
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/chat',
        headers: { cookie: await t.loginAs('owner') },
        payload: { duesReminders: false },
      });
      clock.set('2026-01-05T16:00:00Z');
      await chatTick(t.ctx);
      expect(hook.requests).toHaveLength(2);
      expect(postsOf(t).filter((p) => p.kind === 'dues')).toHaveLength(2);
      expect(postsOf(t).every((p) => p.status === 'sent')).toBe(true);
    } finally {
      await t.close();
    }
  });
});
