// An announcement beyond the site: posted to the group chat and pushed to the members' devices, each
// at most once, whatever the edits. Both hold the claim key `announcement:{id}`, the chat's post and
// the push module's event (each a unique index: once, across processes); `pushedAt` marks the push.
import { announcementAnchor, announcementPath } from '../../../common/announcement-links';
import type { PushPayload } from '../../../common/push';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { markdownExcerpt, markdownPlainText } from '../../markdown/outline';
import { announcementMessage } from '../chat/messages';
import { createPost } from '../chat/posting';
import { isClaimed } from '../chat/repository';
import { chatTarget } from '../chat/settings';
import { notifyMembers } from '../push/notify';
import { updateAnnouncementRow, type AnnouncementRow } from './repository';

/** A preview's length: a dashboard card's few lines, a notification's text. */
export const ANNOUNCEMENT_EXCERPT_MAX = 200;

const chatClaim = (id: number) => `announcement:${id}`;

export const isPostedToChat = (ctx: AppContext, id: number) => isClaimed(ctx.db, chatClaim(id));

/** Asking for a chat post without a chat set up is the request's mistake: refused before anything is saved. */
export function refuseChatWithoutTarget(ctx: AppContext, chat: boolean | undefined): void {
  if (chat && !chatTarget(ctx)) {
    throw badRequest('Invalid chat: the group chat is not set up yet (Admin, Group Chat tab).');
  }
}

/** The Web Push payload of an announcement (the push contract's { title, body, url, tag }). */
export function announcementPushPayload(row: Pick<AnnouncementRow, 'id' | 'title' | 'body'>): PushPayload {
  return {
    title: row.title,
    body: markdownExcerpt(row.body, ANNOUNCEMENT_EXCERPT_MAX),
    url: announcementPath(row.id),
    // One notification per announcement on a device: a later push of it replaces the earlier.
    tag: announcementAnchor(row.id),
  };
}

/**
 * Makes the chat post and the push the announcement asks for and has not had yet. A failed chat
 * delivery is retried by the chat's own upkeep; it never undoes the announcement.
 */
export async function deliverAnnouncement(
  ctx: AppContext,
  row: AnnouncementRow,
  requestedBy: string,
): Promise<void> {
  const target = row.chatRequested ? chatTarget(ctx) : null;
  if (target) {
    await createPost(ctx, target, {
      kind: 'announcement',
      subject: String(row.id),
      claimKey: chatClaim(row.id),
      message: announcementMessage({
        title: row.title,
        plainText: markdownPlainText(row.body),
        path: announcementPath(row.id),
        siteUrl: target.siteUrl,
      }),
      requestedBy,
    });
  }
  if (row.pushRequested && row.pushedAt === null) {
    // To every member whose `announcements` switch is on, each device once (the push module's claim
    // of the key), with the next minute's delivery: the commissioner never waits on a push service.
    notifyMembers(ctx, 'announcements', announcementPushPayload(row), chatClaim(row.id));
    updateAnnouncementRow(ctx.db, row.id, { pushedAt: ctx.clock.now().getTime() });
  }
}
