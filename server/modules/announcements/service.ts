// The commissioner's announcements: members read them (newest first, with whether they dismissed
// each), admins post, edit and delete them. Every write and its audit entry (before and after: the
// history of edits and deletions) are one transaction; the chat post and the push come after it
// (./deliveries.ts).
import type { z } from 'zod';
import type {
  Announcement,
  announcementCreateSchema,
  announcementUpdateSchema,
} from '../../../common/announcements';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { markdownHtml } from '../../markdown/html';
import { markdownExcerpt } from '../../markdown/outline';
import { inTransaction } from '../admin/transaction';
import { listUserRows } from '../admin/repository';
import {
  ANNOUNCEMENT_EXCERPT_MAX,
  deliverAnnouncement,
  isPostedToChat,
  refuseChatWithoutTarget,
} from './deliveries';
import {
  deleteAnnouncementRow,
  dismissedIds,
  findAnnouncementRow,
  insertAnnouncementRow,
  insertDismissal,
  listAnnouncementRows,
  updateAnnouncementRow,
  type AnnouncementRow,
} from './repository';

type CreateBody = z.output<typeof announcementCreateSchema>;
type UpdateBody = z.output<typeof announcementUpdateSchema>;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** What the audit log keeps of an announcement: enough to read any version of it back. */
const audited = (row: AnnouncementRow) => ({
  id: row.id,
  title: row.title,
  body: row.body,
  pinned: row.pinned,
});

function toAnnouncement(
  ctx: AppContext,
  row: AnnouncementRow,
  names: ReadonlyMap<string, string>,
  dismissed: ReadonlySet<number>,
): Announcement {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    html: markdownHtml(row.body, 3),
    excerpt: markdownExcerpt(row.body, ANNOUNCEMENT_EXCERPT_MAX),
    pinned: row.pinned,
    createdAt: new Date(row.createdAt).toISOString(),
    author: names.get(row.authorId) ?? 'A former commissioner',
    authorId: row.authorId,
    editedAt: iso(row.editedAt),
    dismissed: dismissed.has(row.id),
    pushed: row.pushedAt !== null,
    postedToChat: isPostedToChat(ctx, row.id),
  };
}

const memberNames = (ctx: AppContext) =>
  new Map(listUserRows(ctx.db).map((user) => [user.sleeperUserId, user.displayName]));

/** One announcement as `userId` reads it. */
function present(ctx: AppContext, row: AnnouncementRow, userId: string): Announcement {
  return toAnnouncement(ctx, row, memberNames(ctx), dismissedIds(ctx.db, userId));
}

/** Every announcement, newest first, as `userId` reads them. */
export function listAnnouncements(ctx: AppContext, userId: string): Announcement[] {
  const names = memberNames(ctx);
  const dismissed = dismissedIds(ctx.db, userId);
  return listAnnouncementRows(ctx.db).map((row) => toAnnouncement(ctx, row, names, dismissed));
}

function requireRow(ctx: AppContext, id: number): AnnouncementRow {
  const row = findAnnouncementRow(ctx.db, id);
  if (!row) throw notFound(`No announcement ${id}.`);
  return row;
}

export async function createAnnouncement(
  ctx: AppContext,
  actorId: string,
  body: CreateBody,
): Promise<Announcement> {
  refuseChatWithoutTarget(ctx, body.chat);
  const row = inTransaction(ctx, () => {
    const created = insertAnnouncementRow(ctx.db, {
      title: body.title,
      body: body.body,
      pinned: body.pinned,
      authorId: actorId,
      pushRequested: body.push,
      chatRequested: body.chat,
      createdAt: ctx.clock.now().getTime(),
    });
    recordAudit(ctx.db, {
      actorId,
      action: 'announcement.create',
      subject: `announcement ${created.id}`,
      after: { ...audited(created), push: body.push, chat: body.chat },
    });
    return created;
  });
  await deliverAnnouncement(ctx, row, actorId);
  return present(ctx, requireRow(ctx, row.id), actorId);
}

export async function updateAnnouncement(
  ctx: AppContext,
  actorId: string,
  id: number,
  body: UpdateBody,
): Promise<Announcement> {
  refuseChatWithoutTarget(ctx, body.chat);
  const row = inTransaction(ctx, () => {
    const before = requireRow(ctx, id);
    // Pinning or sending is no edit of what it says: only a new title or text marks it edited.
    const reworded =
      (body.title !== undefined && body.title !== before.title) ||
      (body.body !== undefined && body.body !== before.body);
    const after = updateAnnouncementRow(ctx.db, id, {
      title: body.title ?? before.title,
      body: body.body ?? before.body,
      pinned: body.pinned ?? before.pinned,
      // Asking again never takes back a push or a chat post asked for before.
      pushRequested: before.pushRequested || body.push === true,
      chatRequested: before.chatRequested || body.chat === true,
      ...(reworded ? { editedAt: ctx.clock.now().getTime(), editedBy: actorId } : {}),
    });
    recordAudit(ctx.db, {
      actorId,
      action: 'announcement.update',
      subject: `announcement ${id}`,
      before: audited(before),
      after: { ...audited(after), push: body.push ?? false, chat: body.chat ?? false },
    });
    return after;
  });
  await deliverAnnouncement(ctx, row, actorId);
  return present(ctx, requireRow(ctx, id), actorId);
}

/** Deletes an announcement (its dismissals go with it); the audit entry keeps what it said. */
export function deleteAnnouncement(ctx: AppContext, actorId: string, id: number): void {
  inTransaction(ctx, () => {
    const before = requireRow(ctx, id);
    deleteAnnouncementRow(ctx.db, id);
    recordAudit(ctx.db, {
      actorId,
      action: 'announcement.delete',
      subject: `announcement ${id}`,
      before: audited(before),
    });
  });
}

/** Takes an announcement off `userId`'s dashboard (it stays on the announcements page). */
export function dismissAnnouncement(ctx: AppContext, userId: string, id: number): void {
  requireRow(ctx, id);
  insertDismissal(ctx.db, id, userId, ctx.clock.now().getTime());
}
