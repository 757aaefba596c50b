// One push to one device (docs/decisions/0032): web-push encrypts the payload to the device's keys (RFC
// 8291, aes128gcm) and signs the request with the server's VAPID key (RFC 8292); the POST itself goes
// out like the group chat's (../chat/pinned-post.ts): the endpoint checked again (a subscription may
// predate a change of PUSH_ENDPOINT_ORIGINS), its host resolved once and never to a private address
// unless listed, no redirect followed, a deadline. The answer decides what happens next: 201 delivered;
// 404 or 410 the subscription is gone (the browser dropped it); a timeout, no answer, 429 or 5xx worth
// another attempt; anything else refused for good.
import webpush from 'web-push';
import type { PushPayload } from '../../common/push';
import { checkedAddresses, type Lookup } from '../chat/checked-addresses';
import { postPinned } from '../chat/pinned-post';
import { APP_VERSION } from '../version';
import { refusePushEndpoint } from './endpoint';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  keys: VapidKeys;
  /** The VAPID subject: the site's https address, else a mailto: (RFC 8292 asks for one). */
  subject: string;
  allowedOrigins: readonly string[];
  /** How long a push service keeps the message for a device that is off (seconds). */
  ttlSeconds: number;
  timeoutMs: number;
  lookup?: Lookup;
}

export type PushOutcome = 'delivered' | 'gone' | 'transient' | 'refused';

export interface PushResult {
  outcome: PushOutcome;
  /** What the service answered ("HTTP 201", "HTTP 410: ..."), or why there was no answer. */
  response: string;
}

export const PUSH_TIMEOUT_MS = 10_000;
const ANSWER_EXCERPT = 200;
const TRANSIENT_STATUS = new Set([408, 425, 429, 500, 502, 503, 504]);

/** The VAPID subject for a site address (PUBLIC_URL): itself when https, else a mailto: of no one. */
export function vapidSubject(publicUrl: string | null): string {
  return publicUrl?.startsWith('https://') ? publicUrl : 'mailto:push@huddle.invalid';
}

function said(status: number, body: string): string {
  const words = body.trim();
  const excerpt = words.length > ANSWER_EXCERPT ? `${words.slice(0, ANSWER_EXCERPT)}…` : words;
  return excerpt ? `HTTP ${status}: ${excerpt}` : `HTTP ${status}`;
}

export async function sendPush(
  target: PushTarget,
  payload: PushPayload,
  options: PushOptions,
): Promise<PushResult> {
  const why = refusePushEndpoint(target.endpoint, options.allowedOrigins);
  if (why) return { outcome: 'refused', response: `The endpoint is no longer accepted: it ${why}.` };
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: options.subject, ...options.keys },
      TTL: options.ttlSeconds,
      contentEncoding: 'aes128gcm',
    },
  );
  const url = new URL(target.endpoint);
  const checked = await checkedAddresses(url, options.allowedOrigins, options.lookup);
  if (!checked.ok)
    return { outcome: checked.transient ? 'transient' : 'refused', response: checked.response };
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
  const signal = AbortSignal.timeout(options.timeoutMs);
  let answer;
  try {
    answer = await postPinned(url, {
      addresses: checked.addresses,
      headers: { ...headers, 'user-agent': `Huddle/${APP_VERSION}` },
      body: request.body,
      signal,
    });
  } catch (error) {
    return {
      outcome: 'transient',
      response: signal.aborted
        ? `No answer within ${Math.round(options.timeoutMs / 100) / 10} s.`
        : `No answer: ${(error as Error).message}.`,
    };
  }
  const response = said(answer.status, answer.body);
  if (answer.status >= 200 && answer.status < 300) return { outcome: 'delivered', response };
  if (answer.status === 404 || answer.status === 410) return { outcome: 'gone', response };
  if (answer.status >= 300 && answer.status < 400) {
    return { outcome: 'refused', response: `${response} (a redirect, not followed).` };
  }
  return { outcome: TRANSIENT_STATUS.has(answer.status) ? 'transient' : 'refused', response };
}
