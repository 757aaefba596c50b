// Web Push (docs/decisions/0032), each route for the signed-in member and their own devices only: the
// server's VAPID key, turning a device on and off, the test notification, and the member's
// notification settings. Routes declare their input and delegate.
import type { FastifyInstance } from 'fastify';
import {
  notificationSettingsBodySchema,
  notificationSettingsSchema,
  pushDeviceSchema,
  pushKeySchema,
  pushSubscriptionBodySchema,
  pushTestResponseSchema,
  pushUnsubscribeBodySchema,
} from '../../../common/push';
import { noContentSchema } from '../../../common/ok';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { badRequest, conflict, tooManyRequests } from '../../http/errors';
import { schemaFor, typed } from '../../http/typed-routes';
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

const schema = schemaFor('push');

export default function registerPushRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  const member = { config: { access: 'member' as const } };

  const keySchema = schema("The server's public key for Web Push", { response: { 200: pushKeySchema } });
  api.get('/api/push/key', { ...member, schema: keySchema }, async () => ({
    publicKey: loadVapidKeys(ctx.config.dataDir).publicKey,
  }));

  const subscribeSchema = schema("Turn notifications on for one of the member's devices", {
    body: pushSubscriptionBodySchema,
    response: { 201: pushDeviceSchema },
  });
  api.post('/api/push/subscriptions', { ...member, schema: subscribeSchema }, async (request, reply) => {
    const user = requireUser(request);
    const { body } = request;
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

  const unsubscribeSchema = schema("Turn notifications off for one of the member's devices", {
    body: pushUnsubscribeBodySchema,
    response: { 204: noContentSchema },
  });
  api.delete('/api/push/subscriptions', { ...member, schema: unsubscribeSchema }, async (request, reply) => {
    const user = requireUser(request);
    const { body } = request;
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
    return reply.code(204).send(undefined);
  });

  const testSchema = schema("Send a test notification to the member's devices (a few an hour)", {
    response: { 200: pushTestResponseSchema },
  });
  api.post('/api/push/test', { ...member, schema: testSchema }, async (request) => {
    const user = requireUser(request);
    if (subscriptionsOf(ctx.db, user.sleeperUserId).length === 0) {
      throw conflict('No device of yours has notifications on: turn them on first.');
    }
    const result = await sendTestPush(ctx, user.sleeperUserId, testPayload(ctx.config.appName));
    if (!result) throw tooManyRequests(HOURLY_BOUND_REASON.replace(': not sent.', '.'), 60 * 60_000);
    return result;
  });

  const settingsAnswer = { 200: notificationSettingsSchema };
  api.get(
    '/api/me/notifications',
    {
      ...member,
      schema: schema("The member's notification settings", { response: settingsAnswer }),
    },
    async (request) => notificationSettingsOf(ctx.db, requireUser(request).sleeperUserId),
  );

  api.put(
    '/api/me/notifications',
    {
      ...member,
      schema: schema("Change the member's notification settings: the kinds and the quiet hours", {
        body: notificationSettingsBodySchema,
        response: settingsAnswer,
      }),
    },
    async (request) => updateNotificationSettings(ctx, requireUser(request).sleeperUserId, request.body),
  );
}
