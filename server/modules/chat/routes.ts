// The league's group chat, for the commissioners (admin access: it acts on no member's
// account, so decision 0007's per-target rule has nothing to decide; the URL is never shown whole, to
// the owner neither, and every change is audited): the settings, the test button, posting a recap by
// hand, and the posts with their delivery. Routes declare their input and delegate.
import type { FastifyInstance } from 'fastify';
import {
  chatPostSchema,
  chatPostsResponseSchema,
  chatRecapParamsSchema,
  chatSettingsBodySchema,
  chatSettingsSchema,
  chatTestResponseSchema,
} from '../../../common/chat';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { conflict } from '../../http/errors';
import { schemaFor, typed } from '../../http/typed-routes';
import { getRecap } from '../recaps/service';
import { refuseOverLimit } from './limits';
import { recapMessage, testMessage } from './messages';
import { createPost, toChatPost } from './posting';
import { listPosts } from './repository';
import { chatTarget, getChatSettings, updateChatSettings } from './settings';

/** The posts the admin page lists. */
const POSTS_LISTED = 100;
const schema = schemaFor('chat');
const settingsAnswer = { 200: chatSettingsSchema };

export default function registerChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  const admin = { config: { access: 'admin' as const } };

  const requireTarget = () => {
    const target = chatTarget(ctx);
    if (!target) throw conflict('The group chat is not set up: save its webhook first.');
    return target;
  };

  api.get(
    '/api/admin/chat',
    {
      ...admin,
      schema: schema("The group chat's settings, its webhook never whole (admin)", {
        response: settingsAnswer,
      }),
    },
    async () => getChatSettings(ctx),
  );

  api.put(
    '/api/admin/chat',
    {
      ...admin,
      schema: schema("Change the group chat's webhook and what it is sent (admin)", {
        body: chatSettingsBodySchema,
        response: settingsAnswer,
      }),
    },
    async (request) => updateChatSettings(ctx, requireUser(request).sleeperUserId, request.body),
  );

  const testSchema = schema('Send a test message to the group chat (admin)', {
    response: { 200: chatTestResponseSchema },
  });
  api.post('/api/admin/chat/test', { ...admin, schema: testSchema }, async (request) => {
    const target = requireTarget();
    refuseOverLimit(ctx, 'test');
    const now = ctx.clock.now().getTime();
    const row = await createPost(ctx, target, {
      kind: 'test',
      subject: new Date(now).toISOString(),
      claimKey: null,
      message: testMessage(ctx.config.appName),
      // Answered at once: no retry.
      giveUpAt: now,
      requestedBy: requireUser(request).sleeperUserId,
    });
    // A post without a claim key is always stored.
    const post = toChatPost(row!);
    return { ok: post.status === 'sent', response: post.response ?? '', post };
  });

  const recapSchema = schema("Post a week's recap to the group chat now (admin)", {
    params: chatRecapParamsSchema,
    response: { 200: chatPostSchema },
  });
  api.post('/api/admin/chat/recap/:season/:week', { ...admin, schema: recapSchema }, async (request) => {
    const { season, week } = request.params;
    const recap = await getRecap(ctx, season, week);
    const target = requireTarget();
    const post = {
      kind: 'recap' as const,
      subject: `${season}:${week}`,
      message: recapMessage(recap, target.siteUrl),
      requestedBy: requireUser(request).sleeperUserId,
    };
    refuseOverLimit(ctx, 'recap');
    // Posted by hand before it was due, it is the week's post (the automatic one will not repeat it);
    // after, it is a repeat the commissioner asked for.
    const row =
      (await createPost(ctx, target, { ...post, claimKey: `recap:${season}:${week}` })) ??
      (await createPost(ctx, target, { ...post, claimKey: null }));
    return toChatPost(row!);
  });

  const postsSchema = schema('The latest posts to the group chat with their delivery (admin)', {
    response: { 200: chatPostsResponseSchema },
  });
  api.get('/api/admin/chat/posts', { ...admin, schema: postsSchema }, async () => ({
    posts: listPosts(ctx.db, POSTS_LISTED).map(toChatPost),
  }));
}
