// Telling every member of something at once, for the features that make their own news (the
// commissioner's announcements): the event is claimed by its key, so calling again with the same key
// tells nobody twice; the notifications go out with the next minute's delivery (./upkeep.ts), like
// every push, so the caller never waits on a push service.
import type { NotificationKind, PushPayload } from '../../../common/push';
import type { AppContext } from '../../context';
import { announce } from './outbox';
import { activeMemberIds } from './repository';

/**
 * Announces `payload` to every member who has `kind` switched on, on each of their devices. Returns how
 * many notifications were stored (0 when `claimKey` was used before).
 */
export function notifyMembers(
  ctx: AppContext,
  kind: NotificationKind,
  payload: PushPayload,
  claimKey: string,
  options: { staleAt?: number } = {},
): number {
  return announce(ctx, {
    kind,
    claimKey,
    messages: activeMemberIds(ctx.db).map((userId) => ({ userId, payload })),
    ...options,
  }).length;
}
