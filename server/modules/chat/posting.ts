// Posting to the group chat and following each post through (docs/decisions/0022). A post is stored before
// its first attempt; an automatic one with its claim key, which the database holds once, so the same recap or
// reminder is never posted twice (across restarts and processes). A failure worth another try is retried with
// a growing wait (1 min, 2, 4, ... at most 2 h) until the post's give-up time (a day), then shows as failed
// with the reason. An attempt cut short by the process stopping is not retried (it may have reached the
// chat): it shows as failed. Every attempt is an audit entry.
import type { ChatPost } from '../../../common/chat';
import { recordAudit } from '../../audit';
import { deliver, DELIVERY_TIMEOUT_MS, type DeliveryOptions } from '../../chat/deliver';
import { chatMessageSchema, renderPayload, type ChatMessage } from '../../chat/formats';
import type { AppContext } from '../../context';
import { inTransaction } from '../admin/transaction';
import {
  insertPost,
  interruptedPosts,
  leasePost,
  postsDue,
  updatePost,
  waitingPosts,
  type ChatPostRow,
} from './repository';
import type { ChatTarget } from './settings';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** How long a failing post keeps being retried. */
export const RETRY_FOR_MS = 24 * HOUR;
const MAX_WAIT_MS = 2 * HOUR;
/** An attempt is over well within this (the delivery's own deadline plus slack). */
const LEASE_MS = DELIVERY_TIMEOUT_MS + 2 * MINUTE;

/** The wait before attempt `attempts + 1`. */
export const retryWait = (attempts: number) => Math.min(MINUTE * 2 ** (attempts - 1), MAX_WAIT_MS);

export type PostKind = ChatPost['kind'];

export interface NewPost {
  kind: PostKind;
  subject: string;
  /** Held once by the database: an automatic post's identity (recap:2025:13). */
  claimKey: string | null;
  message: ChatMessage;
  /** No attempt after this (default: a day after the post is made). */
  giveUpAt?: number;
  requestedBy: string | null;
}

export type PostingOptions = Partial<DeliveryOptions>;

/** A stored post as the admin's list shows it. */
export function toChatPost(row: ChatPostRow): ChatPost {
  const message = chatMessageSchema.parse(JSON.parse(row.message));
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    id: row.id,
    kind: row.kind as PostKind,
    subject: row.subject,
    title: message.title,
    link: message.link,
    status: row.status as ChatPost['status'],
    attempts: row.attempts,
    automatic: row.requestedBy === null,
    reason: row.reason,
    response: row.response,
    createdAt: new Date(row.createdAt).toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: iso(row.nextAttemptAt),
    sentAt: iso(row.sentAt),
  };
}

/** Records how an attempt ended, with its audit entry, in one transaction. */
function settle(ctx: AppContext, row: ChatPostRow, values: Partial<ChatPostRow>): ChatPostRow {
  return inTransaction(ctx, () => {
    const updated = updatePost(ctx.db, row.id, { ...values, leaseUntil: null });
    recordAudit(ctx.db, {
      actorId: row.requestedBy,
      action: 'chat.post',
      subject: `${row.kind} ${row.subject}`,
      after: {
        post: row.id,
        attempt: updated.attempts,
        status: updated.status,
        response: updated.response,
        reason: updated.reason,
      },
    });
    return updated;
  });
}

/** One attempt of a post this process holds (status sending). */
async function attempt(
  ctx: AppContext,
  target: ChatTarget,
  row: ChatPostRow,
  options: PostingOptions,
): Promise<ChatPostRow> {
  const message = chatMessageSchema.parse(JSON.parse(row.message));
  const payload = renderPayload(target.kind, message, { appName: ctx.config.appName, botId: target.botId });
  const delivery = await deliver(target, payload, { timeoutMs: DELIVERY_TIMEOUT_MS, ...options });
  const now = ctx.clock.now().getTime();
  const attempts = row.attempts + 1;
  const common = { attempts, lastAttemptAt: now, response: delivery.response };
  if (delivery.ok) {
    return settle(ctx, row, { ...common, status: 'sent', sentAt: now, reason: null, nextAttemptAt: null });
  }
  const next = now + retryWait(attempts);
  if (delivery.transient && next < row.giveUpAt) {
    return settle(ctx, row, {
      ...common,
      status: 'retrying',
      nextAttemptAt: next,
      reason: delivery.response,
    });
  }
  const reason = delivery.transient
    ? `Gave up after ${attempts} attempts: ${delivery.response}`
    : delivery.response;
  return settle(ctx, row, { ...common, status: 'failed', nextAttemptAt: null, reason });
}

/**
 * Stores a post and makes its first attempt. Null when its claim key is already held: it was posted
 * (or is being posted) before, here or by another process.
 */
export async function createPost(
  ctx: AppContext,
  target: ChatTarget,
  post: NewPost,
  options: PostingOptions = {},
): Promise<ChatPostRow | null> {
  const now = ctx.clock.now().getTime();
  const row = insertPost(ctx.db, {
    kind: post.kind,
    subject: post.subject,
    claimKey: post.claimKey,
    message: JSON.stringify(post.message),
    status: 'sending',
    leaseUntil: now + LEASE_MS,
    giveUpAt: post.giveUpAt ?? now + RETRY_FOR_MS,
    requestedBy: post.requestedBy,
    createdAt: now,
  });
  return row ? attempt(ctx, target, row, options) : null;
}

/** Makes the next attempt of every post whose wait is over (each taken by one process only). */
export async function retryDuePosts(
  ctx: AppContext,
  target: ChatTarget,
  options: PostingOptions = {},
): Promise<ChatPostRow[]> {
  const done: ChatPostRow[] = [];
  for (const row of postsDue(ctx.db, ctx.clock.now().getTime())) {
    const now = ctx.clock.now().getTime();
    if (!leasePost(ctx.db, row.id, now, now + LEASE_MS)) continue;
    done.push(await attempt(ctx, target, { ...row, status: 'sending' }, options));
  }
  return done;
}

/**
 * Ends what can no longer be delivered: attempts cut short by a stopped process (they may have reached
 * the chat, so they are not made again), and, with no chat set up any more, the posts still waiting.
 */
export function abandonPosts(ctx: AppContext, chatSetUp: boolean): void {
  const now = ctx.clock.now().getTime();
  for (const row of interruptedPosts(ctx.db, now)) {
    settle(ctx, row, {
      status: 'failed',
      nextAttemptAt: null,
      reason:
        'Interrupted while sending (the server stopped); not sent again so that it is never posted twice.',
    });
  }
  if (chatSetUp) return;
  for (const row of waitingPosts(ctx.db)) {
    settle(ctx, row, {
      status: 'failed',
      nextAttemptAt: null,
      reason: 'The group chat is no longer set up.',
    });
  }
}
