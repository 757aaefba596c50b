// A member's notification settings (docs/decisions/0032): a switch per kind, all on until the member
// turns one off (turning notifications on for a device is the opt-in), and quiet hours, none until set.
// Stored as JSON so that a kind added later starts on for everyone without a migration.
import { z } from 'zod';
import {
  NOTIFICATION_KINDS,
  type NotificationKinds,
  type NotificationSettings,
  type NotificationSettingsBody,
} from '../../../common/push';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/types';
import { inTransaction } from '../admin/transaction';
import { readNotificationSettings, writeNotificationSettings } from './repository';

const ALL_ON = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as NotificationKinds;

/** The stored switches: a kind missing (added since) is on; an unknown one is dropped. */
const storedKindsSchema = z
  .record(z.string(), z.boolean())
  .transform((stored): NotificationKinds => ({ ...ALL_ON, ...pickKinds(stored) }));

const pickKinds = (stored: Record<string, boolean>) =>
  Object.fromEntries(NOTIFICATION_KINDS.filter((k) => k in stored).map((k) => [k, stored[k]!]));

export function notificationSettingsOf(db: DbOrTx, userId: string): NotificationSettings {
  const row = readNotificationSettings(db, userId);
  if (!row) return { kinds: { ...ALL_ON }, quietHours: null };
  return {
    kinds: storedKindsSchema.parse(JSON.parse(row.kinds)),
    quietHours: row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
  };
}

/** Applies a partial change, audited in the same transaction; answers the whole settings. */
export function updateNotificationSettings(
  ctx: AppContext,
  userId: string,
  body: NotificationSettingsBody,
): NotificationSettings {
  return inTransaction(ctx, () => {
    const before = notificationSettingsOf(ctx.db, userId);
    const after: NotificationSettings = {
      kinds: { ...before.kinds, ...body.kinds },
      quietHours: body.quietHours === undefined ? before.quietHours : body.quietHours,
    };
    writeNotificationSettings(ctx.db, {
      userId,
      kinds: JSON.stringify(after.kinds),
      quietStart: after.quietHours?.start ?? null,
      quietEnd: after.quietHours?.end ?? null,
      updatedAt: ctx.clock.now().getTime(),
    });
    recordAudit(ctx.db, {
      actorId: userId,
      action: 'notifications.update',
      subject: `user:${userId}`,
      before,
      after,
    });
    return after;
  });
}
