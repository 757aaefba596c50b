// The demo's chat takes only the demo server's own posts: its webhooks are public addresses (the server posts
// to itself without a session, and the demo shows them to every member), so anyone could otherwise post
// there, links included, for members to read on the demo's chat page. A body is taken when it is, to the
// letter, the payload of a post this server is sending at that moment: a post is stored as sending before its
// attempt and stays so until the answer is in. No secret to keep or hand out; a copy of a post under way adds
// nothing a member could not already read.
import { isDeepStrictEqual } from 'node:util';
import type { ChatKind } from '../../../common/chat';
import { chatMessageSchema, renderPayload } from '../../chat/formats';
import type { AppContext } from '../../context';
import { sendingPosts } from '../chat/repository';
import { chatTarget } from '../chat/settings';

/** Whether a body received in `kind`'s format is a post this server is sending now. */
export function isOwnPost(ctx: AppContext, kind: ChatKind, body: unknown): boolean {
  const target = chatTarget(ctx);
  if (target?.kind !== kind) return false;
  const options = { appName: ctx.config.appName, botId: target.botId };
  return sendingPosts(ctx.db).some((row) => {
    const sent = renderPayload(kind, chatMessageSchema.parse(JSON.parse(row.message)), options);
    // As it went over the wire: JSON drops what is undefined.
    return isDeepStrictEqual(JSON.parse(JSON.stringify(sent)), body);
  });
}
