// One POST to the group chat's webhook: the address checked again (settings may predate a change of
// CHAT_WEBHOOK_ORIGINS) and resolved once (a service's host must not lead to a private address, and
// the connection goes to the addresses checked), no redirect ever followed, a deadline, and the start
// of the answer (16 KB at most) read back in words. Whether a failure is worth another attempt is
// decided here: no answer, a timeout, 408, 429 and 5xx are; a redirect or any other refusal will not
// pass on a second try.
import { z } from 'zod';
import type { ChatKind } from '../../common/chat';
import { APP_VERSION } from '../version';
import { checkedAddresses, type Lookup } from './checked-addresses';
import { postPinned, type PinnedAnswer } from './pinned-post';
import { refuseWebhookUrl } from './webhook-url';

export interface DeliveryTarget {
  kind: ChatKind;
  url: string;
  allowedOrigins: readonly string[];
}

export interface Delivery {
  ok: boolean;
  /** Another attempt may succeed. */
  transient: boolean;
  /** What the service answered ("HTTP 204", "HTTP 404: Unknown Webhook"), or why there was no answer. */
  response: string;
}

export interface DeliveryOptions {
  timeoutMs: number;
  /** Resolves a host name to its addresses (tests give their own). */
  lookup?: Lookup;
}

export const DELIVERY_TIMEOUT_MS = 10_000;
const ANSWER_EXCERPT = 300;
const TRANSIENT_STATUS = new Set([408, 425, 429, 500, 502, 503, 504]);

/** The error shapes the services answer with (Discord: message; GroupMe: meta.errors; Slack: text). */
const serviceError = z.union([
  z.object({ message: z.string() }).transform((e) => e.message),
  z
    .object({ meta: z.object({ errors: z.array(z.string()).min(1) }) })
    .transform((e) => e.meta.errors.join('; ')),
]);

/** The service's answer in words: its error message when it gives one, else the start of its body. */
function said(status: number, body: string): string {
  let words = body.trim();
  try {
    const known = serviceError.safeParse(JSON.parse(words));
    if (known.success) words = known.data;
  } catch {
    // Not JSON: Slack answers plain text ("ok", "invalid_payload", "no_service").
  }
  const excerpt = words.length > ANSWER_EXCERPT ? `${words.slice(0, ANSWER_EXCERPT)}…` : words;
  return excerpt ? `HTTP ${status}: ${excerpt}` : `HTTP ${status}`;
}

const refused = (response: string): Delivery => ({ ok: false, transient: false, response });

export async function deliver(
  target: DeliveryTarget,
  payload: unknown,
  options: DeliveryOptions,
): Promise<Delivery> {
  const why = refuseWebhookUrl(target.kind, target.url, target.allowedOrigins);
  if (why) return refused(`The webhook URL is no longer accepted: it ${why}.`);
  const url = new URL(target.url);
  // Resolved once, here: the connection goes to these addresses and no others (./pinned-post.ts).
  const checked = await checkedAddresses(url, target.allowedOrigins, options.lookup);
  if (!checked.ok) return { ok: false, transient: checked.transient, response: checked.response };
  const { addresses } = checked;
  const signal = AbortSignal.timeout(options.timeoutMs);
  let answer: PinnedAnswer;
  try {
    answer = await postPinned(url, {
      addresses,
      headers: { 'content-type': 'application/json', 'user-agent': `Huddle/${APP_VERSION}` },
      body: JSON.stringify(payload),
      signal,
    });
  } catch (error) {
    return {
      ok: false,
      transient: true,
      response: signal.aborted
        ? `No answer within ${Math.round(options.timeoutMs / 100) / 10} s.`
        : `No answer: ${(error as Error).message}.`,
    };
  }
  const response = said(answer.status, answer.body);
  if (answer.status >= 300 && answer.status < 400) {
    return refused(`${response} (a redirect to ${answer.location ?? 'elsewhere'}, not followed).`);
  }
  if (answer.status >= 200 && answer.status < 300) return { ok: true, transient: false, response };
  return { ok: false, transient: TRANSIENT_STATUS.has(answer.status), response };
}
