// An announcement beyond the site: posted to the group chat and pushed to the members' devices, each
// at most once, whatever the edits. The chat post holds the claim key `announcement:{id}` (the chat's
// unique index makes it once, across processes); the push is marked by `pushedAt`.
import { announcementPath } from '../../../common/announcement-links';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { markdownExcerpt, markdownPlainText } from '../../markdown/outline';
import { announcementMessage } from '../chat/messages';
import { createPost } from '../chat/posting';
import { isClaimed } from '../chat/repository';
import { chatTarget } from '../chat/settings';
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
export function announcementPushPayload(row: Pick<AnnouncementRow, 'id' | 'title' | 'body'>) {
  return {
    title: row.title,
    body: markdownExcerpt(row.body, ANNOUNCEMENT_EXCERPT_MAX),
    url: announcementPath(row.id),
    // One notification per announcement on a device: a later push of it replaces the earlier.
    tag: chatClaim(row.id),
  };
}
export type AnnouncementPushPayload = ReturnType<typeof announcementPushPayload>;

/**
 * THE PUSH CALL SITE. Sends an announcement to the devices of every member whose `announcements`
 * notification switch is on, and answers whether it went out. Web Push is its own module, built
 * alongside this one: until it is connected here nothing is sent, the request stays stored
 * (`push_requested`) and the announcement reads as not pushed.
 */
async function sendAnnouncementPush(ctx: AppContext, payload: AnnouncementPushPayload): Promise<boolean> {
  ctx.log.info({ tag: payload.tag }, 'announcement push asked for; Web Push is not connected');
  return false;
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
    if (await sendAnnouncementPush(ctx, announcementPushPayload(row))) {
      updateAnnouncementRow(ctx.db, row.id, { pushedAt: ctx.clock.now().getTime() });
    }
  }
}
