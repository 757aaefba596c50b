// One POST to the group chat's webhook (issue 27): the address checked again (settings may predate a
// change of CHAT_WEBHOOK_ORIGINS) and resolved (a service's host must not lead to a private address),
// no redirect ever followed, a deadline, and the answer read back in words. Whether a failure is worth
// another attempt is decided here: no answer, a timeout, 408, 429 and 5xx are; a redirect or any
// other refusal will not pass on a second try.
import { lookup as dnsLookup } from 'node:dns/promises';
import { z } from 'zod';
import type { ChatKind } from '../../common/chat';
import { APP_VERSION } from '../version';
import { isPrivateAddress, refuseWebhookUrl } from './webhook-url';

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
  lookup?: (host: string) => Promise<string[]>;
}

export const DELIVERY_TIMEOUT_MS = 10_000;
const ANSWER_EXCERPT = 300;
const TRANSIENT_STATUS = new Set([408, 425, 429, 500, 502, 503, 504]);

const resolve = async (host: string) => (await dnsLookup(host, { all: true })).map((a) => a.address);

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
  if (!target.allowedOrigins.includes(url.origin)) {
    let addresses: string[];
    try {
      addresses = await (options.lookup ?? resolve)(url.hostname);
    } catch (error) {
      return {
        ok: false,
        transient: true,
        response: `${url.hostname} could not be resolved: ${(error as Error).message}`,
      };
    }
    if (addresses.some(isPrivateAddress)) return refused(`${url.hostname} resolves to a private address.`);
  }
  let answer: Response;
  try {
    answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': `Huddle/${APP_VERSION}` },
      body: JSON.stringify(payload),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return {
      ok: false,
      transient: true,
      response: timedOut
        ? `No answer within ${Math.round(options.timeoutMs / 100) / 10} s.`
        : `No answer: ${(error as Error).message}.`,
    };
  }
  const body = await answer.text().catch(() => '');
  const response = said(answer.status, body);
  if (answer.status >= 300 && answer.status < 400) {
    return refused(
      `${response} (a redirect to ${answer.headers.get('location') ?? 'elsewhere'}, not followed).`,
    );
  }
  if (answer.ok) return { ok: true, transient: false, response };
  return { ok: false, transient: TRANSIENT_STATUS.has(answer.status), response };
}
