// The league's group chat API contract (docs/decisions/0022): the commissioner's chat settings, the
// posts Huddle made there and their delivery, the test button, posting a recap by hand, and the
// demo's own chat (a local webhook the demo can post to, offline).
import { z } from 'zod';
import { recapWeekSchema } from './recap';
import { seasonYearSchema } from './seasons';

export const CHAT_KINDS = ['discord', 'slack', 'groupme'] as const;
export const chatKindSchema = z.enum(CHAT_KINDS);
export type ChatKind = z.infer<typeof chatKindSchema>;

/**
 * PUT /api/admin/chat. Every field is optional: a field not sent keeps its value, null clears it. The
 * URL must be an https webhook of the service (or on an origin of CHAT_WEBHOOK_ORIGINS); `botId` is
 * GroupMe's (its bot endpoint is one URL for every bot).
 */
export const chatSettingsBodySchema = z
  .strictObject({
    kind: chatKindSchema.nullable().optional(),
    url: z.string().trim().min(1).max(2000).nullable().optional(),
    botId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be the bot id GroupMe shows (letters and digits)')
      .nullable()
      .optional(),
    /** Post each week's recap when the week is final. */
    recaps: z.boolean().optional(),
    /** Keeper deadline (3 days before, and in its last day) and draft-day reminders. */
    reminders: z.boolean().optional(),
    /** A weekly reminder naming the teams whose dues are not paid (opt-in). */
    duesReminders: z.boolean().optional(),
  })
  // A body that changes nothing is a mistake of the page, not a save.
  .refine((body) => Object.keys(body).length > 0, { message: 'must set at least one field' });
export type ChatSettingsBody = z.infer<typeof chatSettingsBodySchema>;

/** GET and PUT /api/admin/chat. The URL and the bot id are masked: never shown back whole. */
export const chatSettingsSchema = z.object({
  /** A kind, a URL (and for GroupMe a bot id): posts go out. */
  configured: z.boolean(),
  kind: chatKindSchema.nullable(),
  /** e.g. "https://discord.com/…Xy9z" */
  url: z.string().nullable(),
  /** e.g. "…a1b2" */
  botId: z.string().nullable(),
  recaps: z.boolean(),
  reminders: z.boolean(),
  duesReminders: z.boolean(),
  /** Origins taken besides the services' own (CHAT_WEBHOOK_ORIGINS, and the demo's own chat). */
  allowedOrigins: z.array(z.string()),
  /** The address the posts link to (PUBLIC_URL, configuration); null: the posts carry no link. */
  siteUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

export const CHAT_POST_KINDS = [
  'recap',
  'keeper-deadline',
  'draft-day',
  'dues',
  'test',
  'announcement',
] as const;
export const CHAT_POST_STATUSES = ['sending', 'retrying', 'sent', 'failed'] as const;

/** One post to the chat and how its delivery went (GET /api/admin/chat/posts). Times are ISO. */
export const chatPostSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CHAT_POST_KINDS),
  /** What it is about: "2025:13" for a recap, the season for a reminder, a date for dues. */
  subject: z.string(),
  title: z.string(),
  /** The page it links to, or null. */
  link: z.string().nullable(),
  /**
   * sending: an attempt is under way; retrying: the last attempt failed and another is scheduled
   * (nextAttemptAt); sent; failed: no more attempts (reason says why).
   */
  status: z.enum(CHAT_POST_STATUSES),
  attempts: z.number().int(),
  /** Made by Huddle on its own (a recap, a reminder), not by an admin. */
  automatic: z.boolean(),
  /** Why the last attempt failed, in words; null when it did not. */
  reason: z.string().nullable(),
  /** What the chat service answered to the last attempt ("HTTP 204", "HTTP 404: Unknown Webhook"). */
  response: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type ChatPost = z.infer<typeof chatPostSchema>;

export const chatPostsResponseSchema = z.object({ posts: z.array(chatPostSchema) });
export type ChatPostsResponse = z.infer<typeof chatPostsResponseSchema>;

/** POST /api/admin/chat/test: whether the service took the message and what it said. */
export const chatTestResponseSchema = z.object({
  ok: z.boolean(),
  response: z.string(),
  post: chatPostSchema,
});
export type ChatTestResponse = z.infer<typeof chatTestResponseSchema>;

/** POST /api/admin/chat/recap/{season}/{week}. */
export const chatRecapParamsSchema = z.object({ season: seasonYearSchema, week: recapWeekSchema });

/** A message the demo's own chat received (GET /api/demo/chat). */
export const demoChatMessageSchema = z.object({
  id: z.number().int(),
  /** The format it came in. */
  kind: chatKindSchema,
  receivedAt: z.string(),
  /** The message as plain text: title, text, highlights and link as a member would read them. */
  title: z.string().nullable(),
  text: z.string(),
  link: z.string().nullable(),
  /** The body exactly as posted (Discord embed, Slack blocks, GroupMe text). */
  payload: z.unknown(),
});
export type DemoChatMessage = z.infer<typeof demoChatMessageSchema>;

/** GET /api/demo/chat (demo only): where to point Huddle, and what arrived, newest first. */
export const demoChatResponseSchema = z.object({
  webhooks: z.object({
    discord: z.string(),
    slack: z.string(),
    groupme: z.object({ url: z.string(), botId: z.string() }),
  }),
  messages: z.array(demoChatMessageSchema),
});
export type DemoChatResponse = z.infer<typeof demoChatResponseSchema>;
