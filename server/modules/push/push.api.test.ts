// Web Push against a local push service that decrypts every payload with the device's own keys (RFC
// 8291) and verifies its VAPID signature (RFC 8292): the key, subscribing and refused endpoints, the
// test push, each kind of event once per device, the switches and quiet hours, 404/410 removing the
// subscription, retries after a 5xx, the hourly bound, and signing out ending the device's pushes.
import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPayloadSchema } from '../../../common/push';
import { auditLog, pushMessages, pushSubscriptions } from '../../db/schema';
import { VAPID_FILE } from '../../push/vapid-keys';
import { DEMO_FIXTURES_DIR } from '../../paths';
import { demoManifest } from '../../sleeper/demo-fixtures';
import type { SleeperTransaction } from '../../sleeper/schemas';
import { DemoTransport, type Transport } from '../../sleeper/transport';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness';
import { keeperStatus } from '../keepers/service';
import { upsertSettings } from '../settings/repository';
import { notifyMembers } from './notify';
import { deliverDue, PUSHES_PER_HOUR, retryWait } from './outbox';
import { pushTick } from './upkeep';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The demo's own present (no day shift): Sunday of week 14, 3:10 PM Central, the late games on. */
const SUNDAY = '2025-12-07T21:10:00Z';

let push: FakePushService;
beforeAll(async () => {
  push = await startFakePushService();
});
afterAll(() => push?.close());

const manifest = demoManifest();
const member = manifest.accounts.find((a) => a.role === 'member')!;
const owner = manifest.accounts.find((a) => a.role === 'owner')!;

async function pushApp(
  options: {
    clock?: ReturnType<typeof fixedClock>;
    transport?: Transport;
    env?: Record<string, string>;
  } = {},
) {
  const clock = options.clock ?? fixedClock(SUNDAY);
  const t = await createTestApp({
    clock,
    env: { PUSH_ENDPOINT_ORIGINS: push.origin, ...options.env },
    tuning: { retries: 0 },
    ...(options.transport ? { transport: options.transport } : {}),
  });
  return { t, clock };
}

async function subscribe(t: TestApp, cookie: string, device: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { cookie },
    payload: push.device(device).subscription,
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Turns kinds off for the member of `cookie` (the demo's week 13 recap is due on its Sunday too). */
async function switchOff(t: TestApp, cookie: string, ...kinds: string[]) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/me/notifications',
    headers: { cookie },
    payload: { kinds: Object.fromEntries(kinds.map((kind) => [kind, false])) },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const payloadsOf = (device: string) =>
  push.received.filter((r) => r.device === device).map((r) => pushPayloadSchema.parse(r.payload));
const titlesOf = (device: string) => payloadsOf(device).map((p) => p.title);

describe('the key and the subscriptions', () => {
  it('serves one VAPID key kept in DATA_DIR (0600) to members only', async () => {
    const { t } = await pushApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/push/key' })).statusCode).toBe(401);
      const cookie = await t.loginAs('member');
      const first = (await t.app.inject({ method: 'GET', url: '/api/push/key', headers: { cookie } })).json();
      const again = (await t.app.inject({ method: 'GET', url: '/api/push/key', headers: { cookie } })).json();
      expect(first.publicKey).toMatch(/^B[\w-]{86}$/);
      expect(again).toEqual(first);
      expect(statSync(path.join(t.dataDir, VAPID_FILE)).mode & 0o777).toBe(0o600);
    } finally {
      await t.close();
    }
  });

  it('refuses endpoints off the push services, and bad keys, naming the field', async () => {
    const { t } = await pushApp();
    try {
      const cookie = await t.loginAs('member');
      const keys = push.device('refusals').subscription.keys;
      const post = (payload: Record<string, unknown>) =>
        t.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: { cookie }, payload });
      for (const endpoint of [
        'https://attacker.example.com/push/1',
        'http://fcm.googleapis.com/fcm/send/abc',
        'https://fcm.googleapis.com:8443/fcm/send/abc',
        'https://169.254.169.254/latest/meta-data',
        'https://fcm.googleapis.com.attacker.example/send',
        'not a url',
      ]) {
        const response = await post({ endpoint, keys });
        expect(response.statusCode, endpoint).toBe(400);
        expect(response.json().message).toMatch(/^Invalid endpoint: /);
      }
      expect(
        (
          await post({
            endpoint: push.device('refusals').subscription.endpoint,
            keys: { ...keys, auth: 'short' },
          })
        ).json().message,
      ).toMatch(/^Invalid keys\.auth: /);
      expect(
        (await post({ endpoint: push.device('refusals').subscription.endpoint })).json().message,
      ).toMatch(/^Invalid keys: /);
      // The known services are taken (nothing is sent to them here).
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/abc:def',
        'https://updates.push.services.mozilla.com/wpush/v2/gAAA',
        'https://web.push.apple.com/QGcQ',
        'https://wns2-by3p.notify.windows.com/w/?token=AwYAAA',
      ]) {
        expect((await post({ endpoint, keys })).statusCode, endpoint).toBe(201);
      }
      expect(t.ctx.db.select().from(pushSubscriptions).all()).toHaveLength(4);
      const unauthenticated = await t.app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: { endpoint: 'https://fcm.googleapis.com/x', keys },
      });
      expect(unauthenticated.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe('the test push', () => {
  it("reaches each of the caller's devices, encrypted to it and signed with the server's key", async () => {
    push.reset();
    const { t } = await pushApp();
    try {
      const cookie = await t.loginAs('member');
      const none = await t.app.inject({ method: 'POST', url: '/api/push/test', headers: { cookie } });
      expect(none.statusCode).toBe(409);
      await subscribe(t, cookie, 'test-phone');
      await subscribe(t, cookie, 'test-laptop');
      // Another member's device hears nothing of it.
      await subscribe(t, await t.loginAs('owner'), 'test-owner');
      const response = await t.app.inject({ method: 'POST', url: '/api/push/test', headers: { cookie } });
      expect(response.json()).toEqual({ devices: 2, delivered: 2 });
      const { publicKey } = (
        await t.app.inject({ method: 'GET', url: '/api/push/key', headers: { cookie } })
      ).json();
      expect(push.received.map((r) => r.device).sort()).toEqual(['test-laptop', 'test-phone']);
      for (const received of push.received) {
        expect(received.signatureValid).toBe(true);
        expect(received.vapidKey).toBe(publicKey);
        expect(received.claims.aud).toBe(push.origin);
        expect(received.payload).toEqual({
          title: 'Huddle notifications are on',
          body: 'This device will be told of what you chose in your notification settings.',
          url: '/notifications',
          tag: 'test',
        });
      }
      // Every attempt is in the audit log.
      const audited = t.ctx.db
        .select()
        .from(auditLog)
        .all()
        .filter((e) => e.action === 'push.send');
      expect(audited).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});

describe('events', () => {
  it('tells each device of an event once, by its switch', async () => {
    push.reset();
    const { t } = await pushApp();
    try {
      const memberCookie = await t.loginAs('member');
      await subscribe(t, memberCookie, 'switch-member');
      await subscribe(t, await t.loginAs('owner'), 'switch-owner');
      const off = await t.app.inject({
        method: 'PUT',
        url: '/api/me/notifications',
        headers: { cookie: memberCookie },
        payload: { kinds: { announcements: false } },
      });
      expect(off.json()).toEqual({
        kinds: {
          trades: true,
          myMoves: true,
          myGame: true,
          deadlines: true,
          recap: true,
          announcements: false,
        },
        quietHours: null,
      });
      const payload = {
        title: 'Dues are due',
        body: 'Pay by Friday.',
        url: '/pre-draft',
        tag: 'announcement-1',
      };
      expect(notifyMembers(t.ctx, 'announcements', payload, 'announcement:1')).toBe(1);
      expect(notifyMembers(t.ctx, 'announcements', payload, 'announcement:1')).toBe(0);
      await deliverDue(t.ctx);
      await deliverDue(t.ctx);
      expect(payloadsOf('switch-owner')).toEqual([payload]);
      expect(payloadsOf('switch-member')).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('tells everyone of a new trade and a member of their own failed claim, once, not of older moves', async () => {
    push.reset();
    const now = Date.parse(SUNDAY);
    const leagueId = manifest.currentLeagueId;
    const rosters = (await new DemoTransport(DEMO_FIXTURES_DIR).get(`league/${leagueId}/rosters`))
      .body as Array<{
      roster_id: number;
      owner_id: string;
    }>;
    const mine = rosters.find((r) => r.owner_id === member.userId)!.roster_id;
    const theirs = rosters.find((r) => r.owner_id === owner.userId)!.roster_id;
    const base = {
      leg: 14,
      creator: member.userId,
      consenter_ids: [mine],
      draft_picks: [],
      waiver_budget: [],
      settings: null,
      created: now,
    };
    const fresh: SleeperTransaction[] = [
      {
        ...base,
        transaction_id: '9000000000000000001',
        type: 'trade',
        status: 'complete',
        roster_ids: [mine, theirs],
        adds: { '4046': theirs, '6794': mine },
        drops: { '4046': mine, '6794': theirs },
        metadata: null,
        status_updated: now + 5 * MINUTE,
      } as SleeperTransaction,
      {
        ...base,
        transaction_id: '9000000000000000002',
        type: 'waiver',
        status: 'failed',
        roster_ids: [mine],
        adds: { '4034': mine },
        drops: null,
        metadata: { notes: 'This player was claimed by another owner.' },
        status_updated: now + 6 * MINUTE,
      } as SleeperTransaction,
    ];
    const demo = new DemoTransport(DEMO_FIXTURES_DIR);
    const transport: Transport = {
      kind: 'demo',
      get: async (providerPath) => {
        const answer = await demo.get(providerPath);
        if (providerPath !== `league/${leagueId}/transactions/14`) return answer;
        return { ...answer, body: [...(answer.body as unknown[]), ...fresh] };
      },
    };
    const { t, clock } = await pushApp({ transport });
    try {
      const [memberCookie, ownerCookie] = [await t.loginAs('member'), await t.loginAs('owner')];
      await subscribe(t, memberCookie, 'moves-member');
      await subscribe(t, ownerCookie, 'moves-owner');
      await switchOff(t, memberCookie, 'recap');
      await switchOff(t, ownerCookie, 'recap');
      clock.advance(10 * MINUTE);
      await pushTick(t.ctx);
      await pushTick(t.ctx);
      expect(titlesOf('moves-owner')).toHaveLength(1);
      expect(titlesOf('moves-owner')[0]).toMatch(/^Trade: /);
      expect(titlesOf('moves-member').sort()).toEqual([titlesOf('moves-owner')[0], 'Waiver claim failed']);
      const failed = payloadsOf('moves-member').find((p) => p.title === 'Waiver claim failed')!;
      expect(failed.body).toMatch(
        /^Your claim for .+ did not go through: This player was claimed by another owner\.$/,
      );
      expect(failed.url).toBe('/moves');
      expect(payloadsOf('moves-owner')[0]!.url).toBe('/trades');
      // Neither names a roster by its number.
      expect(push.received.some((r) => JSON.stringify(r.payload).includes('Roster '))).toBe(false);
    } finally {
      await t.close();
    }
  });

  it("tells each demo member their game's result when the live Sunday ends, once", async () => {
    push.reset();
    const { t, clock } = await pushApp({ env: { DEMO_SUNDAY_SECONDS: '60' } });
    try {
      await subscribe(t, await t.loginAs('member'), 'game-member');
      await subscribe(t, await t.loginAs('owner'), 'game-owner');
      t.ctx.gameClock.watchStarted?.(clock.now());
      await pushTick(t.ctx);
      expect(
        push.received.filter((r) => String((r.payload as { title: string }).title).startsWith('Final')),
      ).toEqual([]);
      clock.advance(2 * MINUTE);
      await pushTick(t.ctx);
      await pushTick(t.ctx);
      for (const device of ['game-member', 'game-owner']) {
        const results = payloadsOf(device).filter((p) => p.title.startsWith('Final'));
        expect(results, device).toHaveLength(1);
        expect(results[0]!.title).toMatch(/^Final: (you beat .+|.+ beat you|a tie with .+)$/);
        expect(results[0]!.body).toMatch(/^Week 14: .+ \d+\.\d, .+ \d+\.\d\. You (won|lost) by \d+\.\d\.$/);
        expect(results[0]!.url).toBe('/games/2025/14');
        // The newest final week's recap was due too, each once: week 13's that Sunday, then week 14's
        // as soon as its games were all final (docs/decisions/0037: the week's recap exists at once).
        expect(titlesOf(device).filter((title) => title.includes('recap'))).toEqual([
          'Week 13 recap is up',
          'Week 14 recap is up',
        ]);
      }
    } finally {
      await t.close();
    }
  });

  it('reminds of the keeper deadline 72 h and 24 h before, and the draft on its day, each once', async () => {
    push.reset();
    const { t, clock } = await pushApp({ env: { LIVE_SCORING: 'off' } });
    try {
      const status = await keeperStatus(t.ctx, t.ctx.seasons.keeperSeason);
      const deadline = Date.parse(status.deadline!);
      const draftStart = deadline + 7 * 24 * HOUR;
      upsertSettings(t.ctx.db, {
        leagueId: t.ctx.leagueId,
        season: status.draftSeason,
        keeperDeadline: deadline,
        draftDate: draftStart,
        seasonStartDate: null,
        playoffStartWeek: null,
        updatedAt: 0,
      });
      clock.set(new Date(deadline - 80 * HOUR).toISOString());
      const cookie = await t.loginAs('member');
      await subscribe(t, cookie, 'deadline-member');
      await switchOff(t, cookie, 'recap');
      for (const at of [
        deadline - 73 * HOUR,
        deadline - 71 * HOUR,
        deadline - 30 * HOUR,
        deadline - 23 * HOUR,
        draftStart - 2 * HOUR,
        draftStart - HOUR,
      ]) {
        clock.set(new Date(at).toISOString());
        await pushTick(t.ctx);
      }
      expect(titlesOf('deadline-member')).toEqual([
        'Keeper deadline in 3 days',
        'Keeper deadline within 24 hours',
        'Draft day!',
      ]);
      expect(payloadsOf('deadline-member').map((p) => p.url)).toEqual([
        '/keepers',
        '/keepers',
        '/draft-board',
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('delivery', () => {
  it('holds what comes in quiet hours until they end, drops what is stale by then, and sends the rest as one summary', async () => {
    push.reset();
    const { t, clock } = await pushApp();
    try {
      const cookie = await t.loginAs('member');
      await subscribe(t, cookie, 'quiet');
      // 3:10 PM Central: inside 14:00-16:00.
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/me/notifications',
        headers: { cookie },
        payload: { quietHours: { start: '14:00', end: '16:00' } },
      });
      expect(put.json().quietHours).toEqual({ start: '14:00', end: '16:00' });
      const now = clock.now().getTime();
      const news = (n: number) => ({ title: `News ${n}`, body: '', url: `/news/${n}`, tag: `news-${n}` });
      notifyMembers(t.ctx, 'announcements', news(1), 'quiet:1');
      notifyMembers(t.ctx, 'announcements', news(2), 'quiet:2', { staleAt: now + 20 * MINUTE });
      notifyMembers(t.ctx, 'announcements', news(3), 'quiet:3');
      await deliverDue(t.ctx);
      expect(push.received).toEqual([]);
      clock.advance(51 * MINUTE); // 16:01
      await deliverDue(t.ctx);
      expect(payloadsOf('quiet')).toEqual([
        {
          title: '2 updates while notifications were quiet',
          body: 'News 3\nNews 1',
          url: '/news/3',
          tag: 'quiet-hours-summary',
        },
      ]);
      // Outside quiet hours, one arrives at once.
      notifyMembers(t.ctx, 'announcements', news(4), 'quiet:4');
      await deliverDue(t.ctx);
      expect(titlesOf('quiet').at(-1)).toBe('News 4');
    } finally {
      await t.close();
    }
  });

  it('retries after a 5xx with a growing wait, and removes a subscription the service answers 410 for', async () => {
    push.reset();
    const { t, clock } = await pushApp();
    try {
      await subscribe(t, await t.loginAs('member'), 'flaky');
      await subscribe(t, await t.loginAs('owner'), 'gone');
      push.answer('flaky', { status: 503 }, { status: 502 }, { status: 201 });
      push.answer('gone', { status: 410, body: 'push subscription has unsubscribed or expired' });
      notifyMembers(t.ctx, 'announcements', { title: 'Hello', body: '', url: '/', tag: 'hello' }, 'retry:1');
      await deliverDue(t.ctx);
      expect(push.received).toEqual([]);
      expect(
        t.ctx.db
          .select()
          .from(pushSubscriptions)
          .all()
          .map((s) => s.endpoint),
      ).toEqual([push.device('flaky').subscription.endpoint]);
      clock.advance(retryWait(1));
      await deliverDue(t.ctx);
      expect(push.received).toEqual([]);
      clock.advance(retryWait(2));
      await deliverDue(t.ctx);
      expect(titlesOf('flaky')).toEqual(['Hello']);
      const [message] = t.ctx.db.select().from(pushMessages).all();
      expect(message).toMatchObject({ status: 'sent', attempts: 3 });
    } finally {
      await t.close();
    }
  });

  it(`sends a member at most ${PUSHES_PER_HOUR} notifications an hour`, async () => {
    push.reset();
    const { t, clock } = await pushApp();
    try {
      const cookie = await t.loginAs('member');
      await subscribe(t, cookie, 'bound');
      for (let n = 1; n <= PUSHES_PER_HOUR + 2; n += 1) {
        notifyMembers(
          t.ctx,
          'announcements',
          { title: `Flood ${n}`, body: '', url: '/', tag: `flood-${n}` },
          `flood:${n}`,
        );
      }
      await deliverDue(t.ctx);
      expect(titlesOf('bound')).toHaveLength(PUSHES_PER_HOUR);
      const statuses = t.ctx.db
        .select()
        .from(pushMessages)
        .all()
        .map((m) => m.status);
      expect(statuses.filter((s) => s === 'skipped')).toHaveLength(2);
      const test = await t.app.inject({ method: 'POST', url: '/api/push/test', headers: { cookie } });
      expect(test.statusCode).toBe(429);
      clock.advance(HOUR + MINUTE);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/push/test', headers: { cookie } })).json(),
      ).toEqual({ devices: 1, delivered: 1 });
    } finally {
      await t.close();
    }
  });

  it('signing a device out ends its notifications; turning them off there ends them too', async () => {
    push.reset();
    const { t } = await pushApp();
    try {
      const phone = await t.loginAs('member');
      const laptop = await t.loginAs('member');
      await subscribe(t, phone, 'signed-out-phone');
      await subscribe(t, laptop, 'signed-out-laptop');
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: phone } })).statusCode,
      ).toBe(200);
      expect(
        t.ctx.db
          .select()
          .from(pushSubscriptions)
          .all()
          .map((s) => s.endpoint),
      ).toEqual([push.device('signed-out-laptop').subscription.endpoint]);
      const off = await t.app.inject({
        method: 'DELETE',
        url: '/api/push/subscriptions',
        headers: { cookie: laptop },
        payload: { endpoint: push.device('signed-out-laptop').subscription.endpoint },
      });
      expect(off.statusCode).toBe(204);
      expect(t.ctx.db.select().from(pushSubscriptions).all()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
