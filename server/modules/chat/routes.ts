// The league's group chat (issue 27), for the commissioners (admin access: it acts on no member's
// account, so decision 0007's per-target rule has nothing to decide; the URL is never shown whole, to
// the owner neither, and every change is audited): the settings, the test button, posting a recap by
// hand, and the posts with their delivery. Routes validate and delegate.
import type { FastifyInstance } from 'fastify';
import {
  chatRecapParamsSchema,
  chatSettingsBodySchema,
  type ChatPost,
  type ChatPostsResponse,
  type ChatTestResponse,
} from '../../../common/chat';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { conflict } from '../../http/errors';
import { parse } from '../../http/validate';
import { getRecap } from '../recaps/service';
import { refuseOverLimit } from './limits';
import { recapMessage, testMessage } from './messages';
import { createPost, toChatPost } from './posting';
import { listPosts } from './repository';
import { chatTarget, getChatSettings, updateChatSettings } from './settings';

/** The posts the admin page lists. */
const POSTS_LISTED = 100;

export default function registerChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = { config: { access: 'admin' as const } };

  const requireTarget = () => {
    const target = chatTarget(ctx);
    if (!target) throw conflict('The group chat is not set up: save its webhook first.');
    return target;
  };

  app.get('/api/admin/chat', admin, async () => getChatSettings(ctx));

  app.put('/api/admin/chat', admin, async (request) => {
    const body = parse(chatSettingsBodySchema, request.body, 'body');
    return updateChatSettings(ctx, requireUser(request).sleeperUserId, body);
  });

  app.post('/api/admin/chat/test', admin, async (request): Promise<ChatTestResponse> => {
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

  app.post('/api/admin/chat/recap/:season/:week', admin, async (request): Promise<ChatPost> => {
    const { season, week } = parse(chatRecapParamsSchema, request.params, 'params');
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

  app.get('/api/admin/chat/posts', admin, async (): Promise<ChatPostsResponse> => ({
    posts: listPosts(ctx.db, POSTS_LISTED).map(toChatPost),
  }));
}
