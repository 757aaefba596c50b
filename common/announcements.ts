// The commissioner's announcements API contract: members read them (newest first, the body Markdown),
// admins post, edit and delete them; each member dismisses one from their own dashboard. A post can be
// pushed to the members' devices and posted to the group chat, each at most once.
import { z } from 'zod';
import { pathNumber } from './path-number';

/** A title fits on a phone's notification and in a card's heading. */
export const ANNOUNCEMENT_TITLE_MAX = 120;
/** Several screens of text; a bound keeps a pasted book (or a hostile body) out. */
export const ANNOUNCEMENT_BODY_MAX = 10_000;

const titleSchema = z.string().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX);
const bodySchema = z
  .string()
  .max(ANNOUNCEMENT_BODY_MAX)
  .refine((body) => body.trim() !== '', { message: 'is required' })
  // Line ends as one character, whatever system the browser runs on.
  .transform((body) => body.trim().replace(/\r\n?/g, () => '\n'));

/** POST /api/league/{id}/announcements (admin). */
export const announcementCreateSchema = z.strictObject({
  title: titleSchema,
  /** Markdown. */
  body: bodySchema,
  /** Shown first, on the dashboard and the page. */
  pinned: z.boolean().default(false),
  /** Sent to the members' devices (their `announcements` notification switch), once. */
  push: z.boolean().default(false),
  /** Posted to the league's group chat, once. */
  chat: z.boolean().default(false),
});
export type AnnouncementCreateBody = z.input<typeof announcementCreateSchema>;

/**
 * PUT /api/league/{id}/announcements/{announcementId} (admin): the fields sent replace the stored
 * ones. `push` and `chat` send an announcement not sent that way before; one already sent is not
 * sent again.
 */
export const announcementUpdateSchema = z
  .strictObject({
    title: titleSchema.optional(),
    body: bodySchema.optional(),
    pinned: z.boolean().optional(),
    push: z.boolean().optional(),
    chat: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'must set at least one field' });
export type AnnouncementUpdateBody = z.input<typeof announcementUpdateSchema>;

export const announcementParamsSchema = z.object({
  leagueId: z.string(),
  announcementId: pathNumber(z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)),
});

/** One announcement as GET /api/league/{id}/announcements lists it. Times are ISO. */
export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Markdown, as written (the commissioners' editor). */
  body: z.string(),
  /** The body rendered and sanitised by the server, its `#` headings at level 3 (under the card's title). */
  html: z.string(),
  /** The body in plain words, cut to a preview (the dashboard's card, a notification's text). */
  excerpt: z.string(),
  pinned: z.boolean(),
  createdAt: z.string(),
  /** The member who posted it, by name. */
  author: z.string(),
  authorId: z.string(),
  /** When it was last edited, or null. */
  editedAt: z.string().nullable(),
  /** Whether the member asking has dismissed it from their dashboard. */
  dismissed: z.boolean(),
  /** Whether it was sent to the members' devices (admins asked for it and it went out). */
  pushed: z.boolean(),
  /** Whether it was posted to the group chat. */
  postedToChat: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;
