// Telling every member of something at once, for the features that make their own news (the
// commissioner's announcements): the event is claimed by its key, so calling again with the same key
// tells nobody twice; the notifications go out in the background, like every push (./outbox.ts).
import type { NotificationKind, PushPayload } from '../../../common/push';
import type { AppContext } from '../../context';
import { announce, deliverDue } from './outbox';
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
  const stored = announce(ctx, {
    kind,
    claimKey,
    messages: activeMemberIds(ctx.db).map((userId) => ({ userId, payload })),
    ...options,
  });
  if (stored.length > 0) {
    void deliverDue(ctx).catch((error: unknown) =>
      ctx.log.warn({ err: String(error) }, 'Web Push: delivering the notifications failed'),
    );
  }
  return stored.length;
}
