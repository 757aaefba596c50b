// The demo's own group chat (issue 27), in demo mode only: three webhooks in the services' formats
// (public: Huddle's own server posts to them without a session, and they take its posts only:
// ./own-posts.ts) and the list of what arrived, with the addresses to point Huddle at, for members. A
// league of its own has none of these routes.
import type { FastifyInstance } from 'fastify';
import type { ChatKind, DemoChatResponse } from '../../../common/chat';
import { discordBodySchema, groupmeBodySchema, slackBodySchema } from '../../chat/formats';
import type { AppContext } from '../../context';
import { forbidden } from '../../http/errors';
import { parse } from '../../http/validate';
import { isOwnPost } from './own-posts';
import { DEMO_CHAT_BOT_ID, DemoChat, demoChatWebhook } from './sink';

const open = { config: { access: 'public' as const } };
const member = { config: { access: 'member' as const } };

export default function registerDemoChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.dataSource !== 'demo') return;
  const chat = new DemoChat(ctx.clock);
  const refuseStrangers = (kind: ChatKind, body: unknown) => {
    if (!isOwnPost(ctx, kind, body)) {
      throw forbidden('The demo’s chat takes only the posts this demo server is sending.');
    }
  };

  // Each answers as its service does: Discord 204, Slack 200 "ok", GroupMe 202.
  app.post('/api/demo/chat/discord', open, async (request, reply) => {
    const body = parse(discordBodySchema, request.body, 'body');
    refuseStrangers('discord', request.body);
    chat.receive({ kind: 'discord', body });
    return reply.code(204).send();
  });
  app.post('/api/demo/chat/slack', open, async (request, reply) => {
    const body = parse(slackBodySchema, request.body, 'body');
    refuseStrangers('slack', request.body);
    chat.receive({ kind: 'slack', body });
    return reply.code(200).type('text/plain').send('ok');
  });
  app.post('/api/demo/chat/groupme', open, async (request, reply) => {
    const body = parse(groupmeBodySchema, request.body, 'body');
    refuseStrangers('groupme', request.body);
    chat.receive({ kind: 'groupme', body });
    return reply.code(202).send();
  });

  app.get('/api/demo/chat', member, async (): Promise<DemoChatResponse> => ({
    webhooks: {
      discord: demoChatWebhook(ctx.config, 'discord'),
      slack: demoChatWebhook(ctx.config, 'slack'),
      groupme: { url: demoChatWebhook(ctx.config, 'groupme'), botId: DEMO_CHAT_BOT_ID },
    },
    messages: chat.list(),
  }));
}
