// A post to the group chat in each service's own format (issue 27): a Discord embed, Slack blocks,
// GroupMe text within its 1,000 characters. The schemas say what each service takes (within its
// documented limits); the demo's own chat validates what it receives against them, so what Huddle
// sends is checked too.
import { z } from 'zod';
import type { ChatKind } from '../../common/chat';

/**
 * What a post says, before a service's format: a recap, a reminder, the test message. Stored as JSON
 * with the post, so each attempt renders it for the service configured then.
 */
export const chatMessageSchema = z.object({
  title: z.string(),
  /** Paragraphs separated by blank lines; may be empty. */
  body: z.string(),
  /** Short facts shown apart (a recap's awards). */
  highlights: z.array(z.object({ label: z.string(), value: z.string() })),
  /** The page the post links to (absolute), or null. */
  link: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

// Discord: https://discord.com/developers/docs/resources/webhook#execute-webhook (embed limits).
const DISCORD = {
  content: 2000,
  title: 256,
  description: 4096,
  fields: 25,
  name: 256,
  value: 1024,
  total: 6000,
};
const discordEmbedSchema = z.strictObject({
  title: z.string().max(DISCORD.title),
  url: z.string().optional(),
  description: z.string().max(DISCORD.description).optional(),
  color: z.number().int().optional(),
  fields: z
    .array(
      z.strictObject({
        name: z.string().max(DISCORD.name),
        value: z.string().max(DISCORD.value),
        inline: z.boolean().optional(),
      }),
    )
    .max(DISCORD.fields)
    .optional(),
});
export const discordBodySchema = z
  .strictObject({
    username: z.string().max(80).optional(),
    content: z.string().max(DISCORD.content).optional(),
    embeds: z.array(discordEmbedSchema).max(10).optional(),
  })
  .refine((body) => body.content !== undefined || (body.embeds?.length ?? 0) > 0, {
    message: 'needs content or an embed',
    path: ['content'],
  });

// Slack: https://api.slack.com/reference/block-kit/blocks (header 150, section text 3000, 10 fields).
const SLACK = { header: 150, text: 3000, fields: 10, field: 2000, blocks: 50 };
const slackText = (max: number) =>
  z.strictObject({ type: z.enum(['plain_text', 'mrkdwn']), text: z.string().min(1).max(max) });
const slackBlockSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('header'), text: slackText(SLACK.header) }),
  z.strictObject({
    type: z.literal('section'),
    text: slackText(SLACK.text).optional(),
    fields: z.array(slackText(SLACK.field)).max(SLACK.fields).optional(),
  }),
  z.strictObject({ type: z.literal('divider') }),
]);
export const slackBodySchema = z.strictObject({
  text: z.string().min(1),
  blocks: z.array(slackBlockSchema).max(SLACK.blocks).optional(),
});

// GroupMe: https://dev.groupme.com/docs/v3#bots_post (text up to 1,000 characters).
export const GROUPME_MAX_TEXT = 1000;
export const groupmeBodySchema = z.strictObject({
  bot_id: z.string().min(1),
  text: z.string().min(1).max(GROUPME_MAX_TEXT),
});

/** Text cut to `max` characters, an ellipsis marking the cut. */
function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

const paragraphs = (body: string) => body.split(/\n{2,}/).filter((p) => p.trim() !== '');

function discord(message: ChatMessage, appName: string): z.infer<typeof discordBodySchema> {
  if (message.body === '' && message.highlights.length === 0 && message.link === null) {
    return { username: appName, content: cut(message.title, DISCORD.content) };
  }
  const title = cut(message.title, DISCORD.title);
  const fields = message.highlights.slice(0, DISCORD.fields).map((h) => ({
    name: cut(h.label, DISCORD.name),
    value: cut(h.value, DISCORD.value),
    inline: true,
  }));
  // The embed's characters in all stay under Discord's total: the description gives way.
  const used = title.length + fields.reduce((sum, f) => sum + f.name.length + f.value.length, 0);
  const description = cut(message.body, Math.min(DISCORD.description, DISCORD.total - used));
  return {
    username: appName,
    embeds: [
      {
        title,
        ...(message.link ? { url: message.link } : {}),
        ...(description ? { description } : {}),
        color: 0x2563eb,
        ...(fields.length > 0 ? { fields } : {}),
      },
    ],
  };
}

/** Slack's mrkdwn reads &, < and > as markup. */
const escapeSlack = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function slack(message: ChatMessage, appName: string): z.infer<typeof slackBodySchema> {
  const blocks: z.infer<typeof slackBlockSchema>[] = [
    { type: 'header', text: { type: 'plain_text', text: cut(message.title, SLACK.header) } },
  ];
  for (const paragraph of paragraphs(message.body)) {
    blocks.push({ type: 'section', text: { type: 'mrkdwn', text: cut(escapeSlack(paragraph), SLACK.text) } });
  }
  for (let i = 0; i < message.highlights.length; i += SLACK.fields) {
    const fields = message.highlights.slice(i, i + SLACK.fields).map((h) => ({
      type: 'mrkdwn' as const,
      text: cut(`*${escapeSlack(h.label)}*\n${escapeSlack(h.value)}`, SLACK.field),
    }));
    blocks.push({ type: 'section', fields });
  }
  if (message.link) {
    blocks.push({ type: 'divider' });
    blocks.push({ type: 'section', text: { type: 'mrkdwn', text: `<${message.link}|Open in ${appName}>` } });
  }
  const text = message.link ? `${message.title}: ${message.link}` : message.title;
  return { text, blocks: blocks.slice(0, SLACK.blocks) };
}

/**
 * GroupMe takes plain text up to 1,000 characters: the title, the highlights and the link always (the
 * highlights cut if need be), then as many of the body's paragraphs as fit.
 */
function groupme(message: ChatMessage, botId: string): z.infer<typeof groupmeBodySchema> {
  const link = message.link ? `\n${message.link}` : '';
  const head = [message.title, ...message.highlights.map((h) => `${h.label}: ${h.value}`)].join('\n');
  const room = GROUPME_MAX_TEXT - link.length;
  let text = cut(head, room);
  for (const paragraph of paragraphs(message.body)) {
    if (text.length + 2 + paragraph.length > room) break;
    text += `\n\n${paragraph}`;
  }
  return { bot_id: botId, text: text + link };
}

/** The body Huddle posts to a service for a message. */
export function renderPayload(
  kind: ChatKind,
  message: ChatMessage,
  options: { appName: string; botId: string | null },
): unknown {
  switch (kind) {
    case 'discord':
      return discord(message, options.appName);
    case 'slack':
      return slack(message, options.appName);
    case 'groupme':
      return groupme(message, options.botId ?? '');
  }
}
