// A post to the group chat in each service's own format: a Discord embed, Slack blocks, GroupMe text
// within its 1,000 characters. The schemas say what each service takes (within its documented
// limits); the demo's own chat validates what it receives against them, so what Huddle sends is
// checked too. What a post says is plain text: written in each service's markup so that it reads as
// itself (./markup.ts), cut to the limits between characters (./cut.ts), and no Discord post may
// notify anyone.
import { z } from 'zod';
import type { ChatKind } from '../../common/chat';
import { cut } from './cut';
import { discordText, slackText } from './markup';

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
// https://discord.com/developers/docs/resources/message#allowed-mentions-object
const discordAllowedMentionsSchema = z.strictObject({
  parse: z.array(z.enum(['roles', 'users', 'everyone'])).optional(),
  roles: z.array(z.string()).max(100).optional(),
  users: z.array(z.string()).max(100).optional(),
  replied_user: z.boolean().optional(),
});
export const discordBodySchema = z
  .strictObject({
    username: z.string().max(80).optional(),
    content: z.string().max(DISCORD.content).optional(),
    embeds: z.array(discordEmbedSchema).max(10).optional(),
    allowed_mentions: discordAllowedMentionsSchema.optional(),
  })
  .refine((body) => body.content !== undefined || (body.embeds?.length ?? 0) > 0, {
    message: 'needs content or an embed',
    path: ['content'],
  });

// Slack: https://api.slack.com/reference/block-kit/blocks (header 150, section text 3000, 10 fields).
const SLACK = { header: 150, text: 3000, fields: 10, field: 2000, blocks: 50 };
const slackTextObject = (max: number) =>
  z.strictObject({
    type: z.enum(['plain_text', 'mrkdwn']),
    text: z.string().min(1).max(max),
    verbatim: z.boolean().optional(),
  });
const slackBlockSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('header'), text: slackTextObject(SLACK.header) }),
  z.strictObject({
    type: z.literal('section'),
    text: slackTextObject(SLACK.text).optional(),
    fields: z.array(slackTextObject(SLACK.field)).max(SLACK.fields).optional(),
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

const paragraphs = (body: string) => body.split(/\n{2,}/).filter((p) => p.trim() !== '');

/** Discord parses no mention: no post notifies anyone, whatever its text holds. */
const NO_MENTIONS = { parse: [] };

function discord(message: ChatMessage, appName: string): z.infer<typeof discordBodySchema> {
  if (message.body === '' && message.highlights.length === 0 && message.link === null) {
    return {
      username: appName,
      content: discordText(message.title, DISCORD.content),
      allowed_mentions: NO_MENTIONS,
    };
  }
  const title = discordText(message.title, DISCORD.title);
  // Discord counts the title, the description and the fields against one total: the title first,
  // then the highlights while they fit, and the description gives way (the link stays in the title).
  let room = DISCORD.total - title.length;
  const fields: { name: string; value: string; inline: boolean }[] = [];
  for (const highlight of message.highlights.slice(0, DISCORD.fields)) {
    if (room < 2) break;
    const name = discordText(highlight.label, Math.min(DISCORD.name, room - 1));
    const value = discordText(highlight.value, Math.min(DISCORD.value, room - name.length));
    // Discord refuses an empty name or value.
    if (name === '' || value === '') continue;
    fields.push({ name, value, inline: true });
    room -= name.length + value.length;
  }
  const description = discordText(message.body, Math.min(DISCORD.description, room));
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
    allowed_mentions: NO_MENTIONS,
  };
}

/** Slack's formatted text, taken as written: no name or address turned into a link or a mention. */
const mrkdwn = (text: string) => ({ type: 'mrkdwn' as const, text, verbatim: true });
/** An award's label, bold above its value. */
const SLACK_LABEL = 150;

function slack(message: ChatMessage, appName: string): z.infer<typeof slackBodySchema> {
  const blocks: z.infer<typeof slackBlockSchema>[] = [
    { type: 'header', text: { type: 'plain_text', text: cut(message.title, SLACK.header) } },
  ];
  for (const paragraph of paragraphs(message.body)) {
    blocks.push({ type: 'section', text: mrkdwn(slackText(paragraph, SLACK.text)) });
  }
  for (let i = 0; i < message.highlights.length; i += SLACK.fields) {
    const fields = message.highlights.slice(i, i + SLACK.fields).map((h) => {
      const label = slackText(h.label, SLACK_LABEL);
      // The bold marks and the line break around the label: three characters.
      return mrkdwn(`*${label}*\n${slackText(h.value, SLACK.field - label.length - 3)}`);
    });
    blocks.push({ type: 'section', fields });
  }
  if (message.link) {
    blocks.push({ type: 'divider' });
    blocks.push({ type: 'section', text: mrkdwn(`<${message.link}|Open in ${appName}>`) });
  }
  const title = slackText(message.title);
  const text = message.link ? `${title}: ${message.link}` : title;
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
