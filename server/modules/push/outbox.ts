// Telling members of an event, and following each notification through to its device (docs/decisions/
// 0032). An event is claimed once (its claim key, held by the database), then a message is stored for
// each device of each member who has its kind switched on, so an event reaches a device at most once,
// across restarts and processes. A message made inside the member's quiet hours is held until they
// end, unless it would be stale by then; held messages are sent as they are released, several of them
// to one device as one summary. Each member gets at most PUSHES_PER_HOUR notifications an hour (the
// rest are skipped). A failure worth another try (no answer, 429, 5xx) is retried with a growing wait
// (1 min, 2, 4, ... at most an hour) until the message is stale or a day old; a 404 or 410 means the
// browser dropped the subscription, which is then deleted. Every attempt is an audit entry.
import { counted } from '../../../common/english';
import { pushPayloadSchema, type NotificationKind, type PushPayload } from '../../../common/push';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import { sendPush, vapidSubject, PUSH_TIMEOUT_MS, type PushOutcome } from '../../push/send';
import { loadVapidKeys } from '../../push/vapid-keys';
import type { Lookup } from '../../chat/checked-addresses';
import { inTransaction } from '../admin/transaction';
import {
  activeSubscriptionsOf,
  claimEvent,
  deleteSubscription,
  eventSentSince,
  insertMessage,
  interruptedMessages,
  leaseMessage,
  messagesDue,
  notificationsSentSince,
  releasedMessages,
  subscriptionById,
  updateMessage,
  type PushMessageRow,
} from './repository';
import { quietUntil } from './quiet-hours';
import { notificationSettingsOf } from './settings';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How long a failing message keeps being retried, at most (less when it is stale sooner). */
export const RETRY_FOR_MS = 24 * HOUR;
const MAX_WAIT_MS = HOUR;
/** An attempt is over well within this (the push's own deadline plus slack). */
const LEASE_MS = PUSH_TIMEOUT_MS + 2 * MINUTE;
/** The most notifications a member gets in an hour: a busy waiver night is a few, a flood is a fault. */
export const PUSHES_PER_HOUR = 10;

/** The wait before attempt `attempts + 1`. */
export const retryWait = (attempts: number) => Math.min(MINUTE * 2 ** (attempts - 1), MAX_WAIT_MS);

export interface PushEvent {
  kind: NotificationKind;
  /** Held once by the database: the event's identity (trade:<id>, game:2025:14:3). */
  claimKey: string;
  /** Who is told, and what each reads (one member may be named once). */
  messages: ReadonlyArray<{ userId: string; payload: PushPayload }>;
  /** When it happened (default: now). A device that turned notifications on later is not told. */
  at?: number;
  /** When it stops being worth telling (default: a day on). Held past it, it is dropped. */
  staleAt?: number;
}

export interface DeliveryOptions {
  /** Resolves a host name (tests give their own). */
  lookup?: Lookup;
  timeoutMs?: number;
}

/**
 * Claims an event and stores a message for each device that should hear of it. Nothing when the event
 * was claimed before. Returns the messages stored (held ones included); the next delivery sends them.
 */
export function announce(ctx: AppContext, event: PushEvent): PushMessageRow[] {
  const now = ctx.clock.now().getTime();
  const at = event.at ?? now;
  const staleAt = event.staleAt ?? now + RETRY_FOR_MS;
  return inTransaction(ctx, () => {
    if (!claimEvent(ctx.db, event.claimKey, event.kind, now)) return [];
    const stored: PushMessageRow[] = [];
    for (const { userId, payload } of event.messages) {
      const settings = notificationSettingsOf(ctx.db, userId);
      if (!settings.kinds[event.kind]) continue;
      const heldUntil = quietUntil(now, settings.quietHours);
      for (const device of activeSubscriptionsOf(ctx.db, userId, now)) {
        if (device.createdAt > at) continue;
        const base = {
          subscriptionId: device.id,
          userId,
          kind: event.kind,
          eventKey: event.claimKey,
          payload: JSON.stringify(pushPayloadSchema.parse(payload)),
          staleAt,
          giveUpAt: Math.min(staleAt, now + RETRY_FOR_MS),
          createdAt: now,
        };
        const row =
          heldUntil === null
            ? insertMessage(ctx.db, { ...base, status: 'waiting', nextAttemptAt: now })
            : heldUntil >= staleAt
              ? insertMessage(ctx.db, {
                  ...base,
                  status: 'expired',
                  response: 'Stale before the quiet hours end: not sent.',
                })
              : insertMessage(ctx.db, { ...base, status: 'held', notBefore: heldUntil });
        if (row) stored.push(row);
      }
    }
    return stored;
  });
}

/** Records how an attempt (or a decision not to attempt) ended, with its audit entry, in one transaction. */
function settle(
  ctx: AppContext,
  row: PushMessageRow,
  values: Partial<PushMessageRow>,
  actorId: string | null = null,
): PushMessageRow {
  return inTransaction(ctx, () => {
    const updated = updateMessage(ctx.db, row.id, { ...values, leaseUntil: null }) ?? { ...row, ...values };
    recordAudit(ctx.db, {
      actorId,
      action: 'push.send',
      subject: `user:${row.userId}`,
      after: {
        message: row.id,
        device: row.subscriptionId,
        kind: row.kind,
        event: row.eventKey,
        attempt: updated.attempts,
        status: updated.status,
        response: updated.response,
      },
    });
    return updated;
  });
}

/** The push's options now: the key as stored (a rotation applies at once), the site, the origins. */
function pushOptions(ctx: AppContext, row: PushMessageRow, now: number, options: DeliveryOptions) {
  const ttlMs = Math.max(MINUTE, Math.min((row.staleAt ?? now + RETRY_FOR_MS) - now, 28 * 24 * HOUR));
  return {
    keys: loadVapidKeys(ctx.config.dataDir),
    subject: vapidSubject(ctx.config.publicUrl),
    allowedOrigins: ctx.config.pushEndpointOrigins,
    ttlSeconds: Math.round(ttlMs / 1000),
    timeoutMs: options.timeoutMs ?? PUSH_TIMEOUT_MS,
    ...(options.lookup ? { lookup: options.lookup } : {}),
  };
}

/** Whether a member has had their hour's notifications (an event already sent to another device counts once). */
function overHourlyBound(ctx: AppContext, row: PushMessageRow, now: number): boolean {
  if (row.firstAttemptAt !== null) return false;
  const since = now - HOUR;
  if (row.eventKey !== null && eventSentSince(ctx.db, row.userId, row.eventKey, since)) return false;
  return notificationsSentSince(ctx.db, row.userId, since) >= PUSHES_PER_HOUR;
}

export const HOURLY_BOUND_REASON = `Over the bound of ${counted(PUSHES_PER_HOUR, 'notification')} an hour: not sent.`;

/** One attempt of a message this process holds (status sending). */
async function attempt(
  ctx: AppContext,
  row: PushMessageRow,
  options: DeliveryOptions,
  actorId: string | null = null,
): Promise<{ row: PushMessageRow; outcome: PushOutcome | 'skipped' }> {
  const start = ctx.clock.now().getTime();
  if (overHourlyBound(ctx, row, start)) {
    return {
      row: settle(ctx, row, { status: 'skipped', response: HOURLY_BOUND_REASON }, actorId),
      outcome: 'skipped',
    };
  }
  const device = subscriptionById(ctx.db, row.subscriptionId);
  if (!device) return { row, outcome: 'gone' };
  const payload = pushPayloadSchema.parse(JSON.parse(row.payload));
  const firstAttemptAt = row.firstAttemptAt ?? start;
  // Counted against the hour from the moment it is tried.
  updateMessage(ctx.db, row.id, { firstAttemptAt });
  const result = await sendPush(device, payload, pushOptions(ctx, row, start, options));
  const now = ctx.clock.now().getTime();
  const attempts = row.attempts + 1;
  const common = { attempts, firstAttemptAt, lastAttemptAt: now, response: result.response };
  switch (result.outcome) {
    case 'delivered':
      return {
        row: settle(ctx, row, { ...common, status: 'sent', sentAt: now, nextAttemptAt: null }, actorId),
        outcome: 'delivered',
      };
    case 'gone': {
      const settled = settle(ctx, row, { ...common, status: 'failed', nextAttemptAt: null }, actorId);
      // The browser dropped the subscription: so does Huddle (its messages with it).
      inTransaction(ctx, () => {
        deleteSubscription(ctx.db, row.subscriptionId);
        recordAudit(ctx.db, {
          actorId: null,
          action: 'push.unsubscribe',
          subject: `user:${row.userId}`,
          after: { device: row.subscriptionId, reason: `The push service answered ${result.response}` },
        });
      });
      return { row: settled, outcome: 'gone' };
    }
    case 'transient': {
      const next = now + retryWait(attempts);
      if (next < row.giveUpAt) {
        return {
          row: settle(ctx, row, { ...common, status: 'waiting', nextAttemptAt: next }, actorId),
          outcome: 'transient',
        };
      }
      const reason = `Gave up after ${counted(attempts, 'attempt')}: ${result.response}`;
      return {
        row: settle(
          ctx,
          row,
          { ...common, status: 'failed', nextAttemptAt: null, response: reason },
          actorId,
        ),
        outcome: 'transient',
      };
    }
    case 'refused':
      return {
        row: settle(ctx, row, { ...common, status: 'failed', nextAttemptAt: null }, actorId),
        outcome: 'refused',
      };
  }
}

/**
 * Releases the held messages whose quiet hours are over: a stale one is dropped; a device with one
 * left gets it as it is, a device with several gets one summary of them (the newest first), so a
 * night's news is one notification in the morning.
 */
function releaseHeld(ctx: AppContext, now: number): void {
  const byDevice = new Map<number, PushMessageRow[]>();
  for (const row of releasedMessages(ctx.db, now)) {
    if (row.staleAt !== null && row.staleAt <= now) {
      settle(ctx, row, { status: 'expired', response: 'Stale when the quiet hours ended: not sent.' });
      continue;
    }
    byDevice.set(row.subscriptionId, [...(byDevice.get(row.subscriptionId) ?? []), row]);
  }
  for (const rows of byDevice.values()) {
    inTransaction(ctx, () => {
      if (rows.length === 1) {
        updateMessage(ctx.db, rows[0]!.id, { status: 'waiting', nextAttemptAt: now });
        return;
      }
      const payloads = rows.map((row) => pushPayloadSchema.parse(JSON.parse(row.payload)));
      const summary = insertMessage(ctx.db, {
        subscriptionId: rows[0]!.subscriptionId,
        userId: rows[0]!.userId,
        kind: 'summary',
        eventKey: `summary:${rows.map((row) => row.id).join(',')}`,
        payload: JSON.stringify(summaryPayload(payloads)),
        status: 'waiting',
        nextAttemptAt: now,
        staleAt: Math.min(...rows.map((row) => row.staleAt ?? now + RETRY_FOR_MS)),
        giveUpAt: Math.min(...rows.map((row) => row.giveUpAt)),
        createdAt: now,
      });
      for (const row of rows) {
        updateMessage(ctx.db, row.id, {
          status: 'summarized',
          response: `Sent in summary message ${summary?.id ?? '?'}.`,
        });
      }
    });
  }
}

/** Several notifications as one: their titles, newest first, and the page of the newest. */
export function summaryPayload(payloads: readonly PushPayload[]): PushPayload {
  const newestFirst = [...payloads].reverse();
  const lines = newestFirst.map((p) => p.title);
  const body = lines.join('\n');
  return {
    title: `${counted(payloads.length, 'update')} while notifications were quiet`,
    body: body.length > 600 ? `${body.slice(0, 599)}…` : body,
    url: newestFirst[0]!.url,
    tag: 'quiet-hours-summary',
  };
}

/** Ends attempts cut short by a stopped process: they may have reached the device, so no second try. */
function abandonInterrupted(ctx: AppContext, now: number): void {
  for (const row of interruptedMessages(ctx.db, now)) {
    settle(ctx, row, {
      status: 'failed',
      nextAttemptAt: null,
      response:
        'Interrupted while sending (the server stopped); not sent again so that it never arrives twice.',
    });
  }
}

/** One round of delivery: interrupted attempts ended, held messages released, every due message tried. */
export async function deliverDue(ctx: AppContext, options: DeliveryOptions = {}): Promise<void> {
  const now = ctx.clock.now().getTime();
  abandonInterrupted(ctx, now);
  releaseHeld(ctx, now);
  for (const row of messagesDue(ctx.db, now)) {
    const at = ctx.clock.now().getTime();
    if (!leaseMessage(ctx.db, row.id, at, at + LEASE_MS)) continue;
    await attempt(ctx, { ...row, status: 'sending' }, options);
  }
}

export interface TestPushResult {
  devices: number;
  delivered: number;
}

/**
 * The test notification, to every device of the member now (neither switches nor quiet hours apply:
 * the member asked for it), tried once each. Null when the member is over the hourly bound.
 */
export async function sendTestPush(
  ctx: AppContext,
  userId: string,
  payload: PushPayload,
  options: DeliveryOptions = {},
): Promise<TestPushResult | null> {
  const now = ctx.clock.now().getTime();
  if (notificationsSentSince(ctx.db, userId, now - HOUR) >= PUSHES_PER_HOUR) return null;
  const devices = activeSubscriptionsOf(ctx.db, userId, now);
  const rows = devices.flatMap((device) => {
    const row = insertMessage(ctx.db, {
      subscriptionId: device.id,
      userId,
      kind: 'test',
      // One test to several devices counts once against the hour.
      eventKey: `test:${now}`,
      payload: JSON.stringify(pushPayloadSchema.parse(payload)),
      status: 'sending',
      leaseUntil: now + LEASE_MS,
      // Answered at once: no retry.
      giveUpAt: now,
      createdAt: now,
    });
    return row ? [row] : [];
  });
  const results = await Promise.all(rows.map((row) => attempt(ctx, row, options, userId)));
  return { devices: devices.length, delivered: results.filter((r) => r.outcome === 'delivered').length };
}
