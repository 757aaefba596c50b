// Which addresses Huddle will post the league's group chat to (docs/decisions/0022). A webhook URL
// is a credential and a way out of the server, so only the chat services' own endpoints over https
// are taken: Discord webhooks, Slack incoming webhooks, GroupMe's bot endpoint. An operator may add
// origins of their own in CHAT_WEBHOOK_ORIGINS (a self-hosted Mattermost, a local test server; http
// and private addresses allowed there, since the operator chose them). Every other address, and any
// address that is not the internet (./private-address.ts), is refused.
import { isIP } from 'node:net';
import type { ChatKind } from '../../common/chat';
import { isPrivateAddress } from './private-address';

/** Each service's hosts and the path of a webhook on them. */
const SERVICES: Readonly<Record<ChatKind, { hosts: readonly string[]; path: RegExp; example: string }>> = {
  discord: {
    hosts: ['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com'],
    path: /^\/api(?:\/v\d+)?\/webhooks\/\d+\/[\w-]+\/?$/,
    example: 'https://discord.com/api/webhooks/<id>/<token>',
  },
  slack: {
    hosts: ['hooks.slack.com'],
    path: /^\/services\/[\w-]+\/[\w-]+\/[\w-]+\/?$/,
    example: 'https://hooks.slack.com/services/<...>',
  },
  groupme: {
    hosts: ['api.groupme.com'],
    path: /^\/v3\/bots\/post\/?$/,
    example: 'https://api.groupme.com/v3/bots/post',
  },
};

/**
 * CHAT_WEBHOOK_ORIGINS: comma-separated http(s) origins (scheme, host, optional port; no path, query or
 * user), normalised as URL.origin writes them; or the first entry that is not one.
 */
export function parseWebhookOrigins(value: string): { origins: string[] } | { invalid: string } {
  const origins: string[] = [];
  for (const entry of value.split(',').map((e) => e.trim())) {
    if (entry === '') continue;
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      return { invalid: entry };
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!['http:', 'https:'].includes(url.protocol) || !bare) {
      return { invalid: entry };
    }
    origins.push(url.origin);
  }
  return origins.length > 0 ? { origins } : { invalid: value };
}

/** Why a URL is refused for a kind (a sentence after "Invalid url: "), or null when it is taken. */
export function refuseWebhookUrl(
  kind: ChatKind,
  value: string,
  allowedOrigins: readonly string[],
): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be a full URL such as ' + SERVICES[kind].example;
  }
  if (url.username || url.password) return 'must not carry a user name or password';
  if (allowedOrigins.includes(url.origin)) return null;
  if (url.protocol !== 'https:') return 'must use https';
  if (isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) {
    return isPrivateAddress(url.hostname)
      ? 'must not be a private address'
      : 'must name the service by its host';
  }
  const service = SERVICES[kind];
  if (!service.hosts.includes(url.hostname) || url.port !== '') {
    return `must be a ${kind} webhook such as ${service.example}, or on an origin listed in CHAT_WEBHOOK_ORIGINS`;
  }
  if (!service.path.test(url.pathname)) return `must be a ${kind} webhook such as ${service.example}`;
  return null;
}

/** A webhook URL as it is shown back: its origin and the last four characters, nothing in between. */
export function maskWebhookUrl(value: string): string {
  let origin: string;
  try {
    origin = new URL(value).origin;
  } catch {
    origin = '';
  }
  return `${origin}/…${value.slice(-4)}`;
}

/** A secret shown back by its last four characters. */
export const maskSecret = (value: string) => `…${value.slice(-4)}`;
