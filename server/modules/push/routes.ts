// Web Push (docs/decisions/0032), each route for the signed-in member and their own devices only: the
// server's VAPID key, turning a device on and off, the test notification, and the member's
// notification settings. Routes validate and delegate.
import type { FastifyInstance } from 'fastify';
import {
  notificationSettingsBodySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  type NotificationSettings,
  type PushKey,
  type PushTestResponse,
} from '../../../common/push';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { badRequest, conflict, tooManyRequests } from '../../http/errors';
import { parse } from '../../http/validate';
import { refusePushEndpoint } from '../../push/endpoint';
import { loadVapidKeys } from '../../push/vapid-keys';
import { inTransaction } from '../admin/transaction';
import { testPayload } from './messages';
import { HOURLY_BOUND_REASON, sendTestPush } from './outbox';
import {
  deleteSubscription,
  deleteSubscriptionOf,
  saveSubscription,
  subscriptionByEndpoint,
  subscriptionsOf,
} from './repository';
import { notificationSettingsOf, updateNotificationSettings } from './settings';

/** A member's devices at most: a new one beyond it replaces their oldest. */
export const MAX_DEVICES = 10;

export default function registerPushRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = { config: { access: 'member' as const } };

  app.get('/api/push/key', member, async (): Promise<PushKey> => ({
    publicKey: loadVapidKeys(ctx.config.dataDir).publicKey,
  }));

  app.post('/api/push/subscriptions', member, async (request, reply) => {
    const user = requireUser(request);
    const body = parse(pushSubscriptionBodySchema, request.body, 'body');
    const why = refusePushEndpoint(body.endpoint, ctx.config.pushEndpointOrigins);
    if (why) throw badRequest(`Invalid endpoint: ${why}`);
    const now = ctx.clock.now().getTime();
    const saved = inTransaction(ctx, () => {
      const known = subscriptionByEndpoint(ctx.db, body.endpoint);
      const devices = subscriptionsOf(ctx.db, user.sleeperUserId).filter((d) => d.endpoint !== body.endpoint);
      for (const oldest of devices.slice(0, Math.max(0, devices.length - (MAX_DEVICES - 1)))) {
        deleteSubscription(ctx.db, oldest.id);
      }
      const row = saveSubscription(ctx.db, {
        userId: user.sleeperUserId,
        sessionIdHash: user.sessionIdHash,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        createdAt: now,
      });
      // The endpoint names a device: recorded by its service's origin, never whole.
      recordAudit(ctx.db, {
        actorId: user.sleeperUserId,
        action: 'push.subscribe',
        subject: `user:${user.sleeperUserId}`,
        after: { device: row.id, service: new URL(body.endpoint).origin, renewed: known !== undefined },
      });
      return row;
    });
    return reply.code(201).send({ device: saved.id });
  });

  app.delete('/api/push/subscriptions', member, async (request, reply) => {
    const user = requireUser(request);
    const body = parse(pushUnsubscribeBodySchema, request.body, 'body');
    inTransaction(ctx, () => {
      const removed = deleteSubscriptionOf(ctx.db, user.sleeperUserId, body.endpoint);
      if (removed) {
        recordAudit(ctx.db, {
          actorId: user.sleeperUserId,
          action: 'push.unsubscribe',
          subject: `user:${user.sleeperUserId}`,
          after: { device: removed.id, reason: 'Turned off on the device' },
        });
      }
    });
    return reply.code(204).send();
  });

  app.post('/api/push/test', member, async (request): Promise<PushTestResponse> => {
    const user = requireUser(request);
    if (subscriptionsOf(ctx.db, user.sleeperUserId).length === 0) {
      throw conflict('No device of yours has notifications on: turn them on first.');
    }
    const result = await sendTestPush(ctx, user.sleeperUserId, testPayload(ctx.config.appName));
    if (!result) throw tooManyRequests(HOURLY_BOUND_REASON.replace(': not sent.', '.'), 60 * 60_000);
    return result;
  });

  app.get('/api/me/notifications', member, async (request): Promise<NotificationSettings> =>
    notificationSettingsOf(ctx.db, requireUser(request).sleeperUserId),
  );

  app.put('/api/me/notifications', member, async (request): Promise<NotificationSettings> => {
    const body = parse(notificationSettingsBodySchema, request.body, 'body');
    return updateNotificationSettings(ctx, requireUser(request).sleeperUserId, body);
  });
}
