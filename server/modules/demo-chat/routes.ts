// The demo's own group chat, in demo mode only: three webhooks in the services' formats
// (public: Huddle's own server posts to them without a session, and they take its posts only:
// ./own-posts.ts) and the list of what arrived, with the addresses to point Huddle at, for members. A
// league of its own has none of these routes.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { demoChatResponseSchema, type ChatKind } from '../../../common/chat';
import { discordBodySchema, groupmeBodySchema, slackBodySchema } from '../../chat/formats';
import { noContentSchema } from '../../../common/ok';
import type { AppContext } from '../../context';
import { forbidden } from '../../http/errors';
import { schemaFor, typed } from '../../http/typed-routes';
import { isOwnPost } from './own-posts';
import { DEMO_CHAT_BOT_ID, DemoChat, demoChatWebhook } from './sink';

const open = { config: { access: 'public' as const } };
const member = { config: { access: 'member' as const } };
const schema = schemaFor('demo-chat');

export default function registerDemoChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.dataSource !== 'demo') return;
  const api = typed(app);
  const chat = new DemoChat(ctx.clock);
  const refuseStrangers = (kind: ChatKind, body: unknown) => {
    if (!isOwnPost(ctx, kind, body)) {
      throw forbidden('The demo’s chat takes only the posts this demo server is sending.');
    }
  };

  // Each answers as its service does: Discord 204, Slack 200 "ok", GroupMe 202.
  const discord = schema("The demo's Discord webhook (this server's own posts only)", {
    body: discordBodySchema,
    response: { 204: noContentSchema },
  });
  api.post('/api/demo/chat/discord', { ...open, schema: discord }, async (request, reply) => {
    refuseStrangers('discord', request.body);
    chat.receive({ kind: 'discord', body: request.body });
    return reply.code(204).send(undefined);
  });
  const slack = schema("The demo's Slack webhook (this server's own posts only)", {
    body: slackBodySchema,
    response: { 200: z.literal('ok') },
  });
  api.post('/api/demo/chat/slack', { ...open, schema: slack }, async (request, reply) => {
    refuseStrangers('slack', request.body);
    chat.receive({ kind: 'slack', body: request.body });
    return reply.code(200).type('text/plain').send('ok');
  });
  const groupme = schema("The demo's GroupMe bot address (this server's own posts only)", {
    body: groupmeBodySchema,
    response: { 202: noContentSchema },
  });
  api.post('/api/demo/chat/groupme', { ...open, schema: groupme }, async (request, reply) => {
    refuseStrangers('groupme', request.body);
    chat.receive({ kind: 'groupme', body: request.body });
    return reply.code(202).send(undefined);
  });

  const list = schema("What arrived at the demo's chat, and the addresses to point Huddle at", {
    response: { 200: demoChatResponseSchema },
  });
  api.get('/api/demo/chat', { ...member, schema: list }, async () => ({
    webhooks: {
      discord: demoChatWebhook(ctx.config, 'discord'),
      slack: demoChatWebhook(ctx.config, 'slack'),
      groupme: { url: demoChatWebhook(ctx.config, 'groupme'), botId: DEMO_CHAT_BOT_ID },
    },
    messages: chat.list(),
  }));
}
