// The demo's own group chat: a newcomer with no Discord, Slack or GroupMe of their league points Huddle at
// the demo server itself and sees what would be posted. It takes each service's format (validated against
// what the service takes, server/chat/formats.ts), shows each message as the service would (its markup read:
// server/chat/markup.ts) and keeps the newest messages in memory: a demo restarts empty.
import type { z } from 'zod';
import type { ChatKind, DemoChatMessage } from '../../../common/chat';
import type { discordBodySchema, groupmeBodySchema, slackBodySchema } from '../../chat/formats';
import { readDiscord, readSlack } from '../../chat/markup';
import type { Config } from '../../config';
import type { Clock } from '../../clock';

/** Messages kept (the oldest dropped first). */
export const DEMO_CHAT_CAPACITY = 100;
export const DEMO_CHAT_BOT_ID = 'demo-bot';

/** Where Huddle reaches its own server: the bound address, or the loopback one for a wildcard bind. */
function ownHost(config: Config): string {
  if (config.host === '0.0.0.0' || config.host === '::') return '127.0.0.1';
  return config.host.includes(':') ? `[${config.host}]` : config.host;
}

/** The origins of the demo's own chat, which the demo allows besides CHAT_WEBHOOK_ORIGINS. */
export function demoChatOrigins(config: Config): string[] {
  const origins = [`http://${ownHost(config)}:${config.port}`];
  if (ownHost(config) === '127.0.0.1') origins.push(`http://localhost:${config.port}`);
  return origins;
}

/** The webhook of each format on the demo's own chat. */
export function demoChatWebhook(config: Config, kind: ChatKind): string {
  return `${demoChatOrigins(config)[0]}/api/demo/chat/${kind}`;
}

type Received =
  | { kind: 'discord'; body: z.infer<typeof discordBodySchema> }
  | { kind: 'slack'; body: z.infer<typeof slackBodySchema> }
  | { kind: 'groupme'; body: z.infer<typeof groupmeBodySchema> };

const LINK = /<(https?:\/\/[^|>]+)\|[^>]*>/;
const lines = (...parts: Array<string | undefined>) =>
  parts.filter((p): p is string => Boolean(p)).join('\n\n');

/** A received message as a member would read it in the chat. */
function preview(message: Received): Pick<DemoChatMessage, 'title' | 'text' | 'link'> {
  switch (message.kind) {
    case 'discord': {
      const embed = message.body.embeds?.[0];
      const read = (text: string | undefined) => (text === undefined ? undefined : readDiscord(text));
      const fields = embed?.fields?.map((f) => `${read(f.name)}: ${read(f.value)}`).join('\n');
      return {
        title: read(embed?.title) ?? null,
        text: lines(read(message.body.content), read(embed?.description), fields),
        link: embed?.url ?? null,
      };
    }
    case 'slack': {
      const blocks = message.body.blocks ?? [];
      const header = blocks.find((b) => b.type === 'header');
      const texts = blocks.flatMap((b) =>
        b.type === 'section' ? [b.text?.text, ...(b.fields ?? []).map((f) => f.text)] : [],
      );
      const link = texts.map((t) => (t ? LINK.exec(t)?.[1] : undefined)).find(Boolean) ?? null;
      const said = texts.filter((t): t is string => t !== undefined && !LINK.test(t)).map(readSlack);
      return {
        title: header?.type === 'header' ? header.text.text : null,
        text: lines(...said) || readSlack(message.body.text),
        link,
      };
    }
    case 'groupme': {
      const last = message.body.text.split('\n').at(-1) ?? '';
      return { title: null, text: message.body.text, link: /^https?:\/\/\S+$/.test(last) ? last : null };
    }
  }
}

export class DemoChat {
  private readonly messages: DemoChatMessage[] = [];
  private nextId = 1;

  constructor(private readonly clock: Clock) {}

  receive(message: Received): DemoChatMessage {
    const stored: DemoChatMessage = {
      id: this.nextId++,
      kind: message.kind,
      receivedAt: this.clock.now().toISOString(),
      ...preview(message),
      payload: message.body,
    };
    this.messages.unshift(stored);
    this.messages.length = Math.min(this.messages.length, DEMO_CHAT_CAPACITY);
    return stored;
  }

  /** Newest first. */
  list(): DemoChatMessage[] {
    return [...this.messages];
  }
}
