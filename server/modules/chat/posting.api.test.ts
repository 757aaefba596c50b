// Posting to a local fake webhook through the API, one service format at a time: the test button
// answers what the service said, a recap is posted in the service's own format with a link to its
// page, a redirect is refused and never followed, every post is listed with its delivery and audited;
// posting by hand is limited per league, each refusal naming the wait.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatPostSchema, chatPostsResponseSchema, chatTestResponseSchema } from '../../../common/chat';
import { discordBodySchema, groupmeBodySchema, slackBodySchema } from '../../chat/formats';
import { readDiscord } from '../../chat/markup';
import { auditLog } from '../../db/schema';
import { startFakeWebhook, type FakeWebhook } from '../../test/fake-webhook';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness';

const MINUTE = 60_000;
let hook: FakeWebhook;
let t: TestApp;
let owner: string;
const clock = fixedClock(new Date().toISOString());

beforeAll(async () => {
  hook = await startFakeWebhook();
  t = await createTestApp({ env: { CHAT_WEBHOOK_ORIGINS: hook.origin }, clock });
  owner = await t.loginAs('owner');
});
afterAll(async () => {
  await t?.close();
  await hook?.close();
});
beforeEach(() => {
  hook.requests.length = 0;
  hook.answer({ status: 204 });
  // Each test starts with the hand-posting limits' windows over.
  clock.advance(60 * MINUTE);
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: owner }, ...(payload ? { payload } : {}) });
const setUp = async (settings: object) =>
  expect((await call('PUT', '/api/admin/chat', settings)).statusCode).toBe(200);
const test = async () => chatTestResponseSchema.parse((await call('POST', '/api/admin/chat/test')).json());

describe('the test button', () => {
  it('answers 409 while the chat is not set up', async () => {
    const response = await call('POST', '/api/admin/chat/test');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/not set up/);
    expect(hook.requests).toEqual([]);
  });

  it('posts "Huddle is connected" in each service’s format and answers what the service said', async () => {
    await setUp({ kind: 'discord', url: `${hook.origin}/discord/hook` });
    expect(await test()).toMatchObject({
      ok: true,
      response: 'HTTP 204',
      post: { kind: 'test', status: 'sent', attempts: 1 },
    });
    expect(discordBodySchema.parse(hook.requests[0]!.body)).toEqual({
      username: 'Huddle',
      content: 'Huddle is connected',
      allowed_mentions: { parse: [] },
    });

    hook.answer({ status: 200, body: 'ok' });
    await setUp({ kind: 'slack', url: `${hook.origin}/slack/hook` });
    expect(await test()).toMatchObject({ ok: true, response: 'HTTP 200: ok' });
    expect(slackBodySchema.parse(hook.requests[1]!.body).text).toBe('Huddle is connected');

    hook.answer({ status: 202 });
    await setUp({ kind: 'groupme', url: `${hook.origin}/v3/bots/post`, botId: 'bot42' });
    expect(await test()).toMatchObject({ ok: true, response: 'HTTP 202' });
    expect(groupmeBodySchema.parse(hook.requests[2]!.body)).toEqual({
      bot_id: 'bot42',
      text: 'Huddle is connected',
    });
    expect(hook.requests.map((r) => r.path)).toEqual(['/discord/hook', '/slack/hook', '/v3/bots/post']);
  });

  it('reports a refusal in the service’s words, once (a test is not retried)', async () => {
    await setUp({ kind: 'discord', url: `${hook.origin}/discord/gone` });
    hook.answer({ status: 404, body: '{"message": "Unknown Webhook", "code": 10015}' });
    const answer = await test();
    expect(answer).toMatchObject({
      ok: false,
      response: 'HTTP 404: Unknown Webhook',
      post: { status: 'failed', reason: 'HTTP 404: Unknown Webhook' },
    });
    hook.answer({ status: 503, body: 'down' });
    expect((await test()).post).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
  });

  it('never follows a redirect: the redirect is reported, its target never asked', async () => {
    await setUp({ kind: 'slack', url: `${hook.origin}/slack/moved` });
    hook.answer(
      { status: 301, headers: { location: `${hook.origin}/slack/new-home` } },
      { status: 200, body: 'ok' },
    );
    const answer = await test();
    expect(answer.ok).toBe(false);
    expect(answer.response).toMatch(/^HTTP 301 .*not followed/);
    expect(hook.requests.map((r) => r.path)).toEqual(['/slack/moved']);
  });
});

describe('posting a recap by hand', () => {
  it('answers 400 for a malformed week, 404 for a week without a recap', async () => {
    await setUp({ kind: 'discord', url: `${hook.origin}/discord/hook` });
    expect((await call('POST', '/api/admin/chat/recap/2025/zero')).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/chat/recap/2025/14')).statusCode).toBe(404);
    expect(hook.requests).toEqual([]);
  });

  it('posts the week’s recap as a Discord embed: its text, its awards, a link to its page', async () => {
    const recap = (await call('GET', `/api/league/${t.ctx.leagueId}/recaps/2024/5`)).json();
    const post = chatPostSchema.parse((await call('POST', '/api/admin/chat/recap/2024/5')).json());
    expect(post).toMatchObject({
      kind: 'recap',
      subject: '2024:5',
      status: 'sent',
      automatic: false,
      title: '2024 week 5 recap',
    });
    expect(post.link).toMatch(/^http:\/\/localhost(:\d+)?\/recaps\/2024\/5$/);
    const embed = discordBodySchema.parse(hook.requests[0]!.body).embeds![0]!;
    expect(embed).toMatchObject({ title: '2024 week 5 recap', url: post.link });
    expect(readDiscord(embed.description!)).toBe(recap.text);
    expect(embed.fields!.map((f) => f.name)).toContain('High score');
  });

  it('lists every post with its delivery, newest first, each attempt an audit entry', async () => {
    const { posts } = chatPostsResponseSchema.parse((await call('GET', '/api/admin/chat/posts')).json());
    expect(posts[0]).toMatchObject({ kind: 'recap', status: 'sent', response: 'HTTP 204' });
    expect(posts.map((p) => p.id)).toEqual([...posts.map((p) => p.id)].sort((a, b) => b - a));
    const audited = t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'chat.post')))
      .all();
    expect(audited).toHaveLength(posts.reduce((sum, p) => sum + p.attempts, 0));
  });
});

describe('posting by hand, limited per league', () => {
  it('takes 5 test posts in 10 minutes, then answers 429 naming the wait and sends nothing until it is over', async () => {
    await setUp({ kind: 'discord', url: `${hook.origin}/discord/hook` });
    for (let i = 0; i < 5; i += 1) expect((await test()).ok).toBe(true);
    const refused = await call('POST', '/api/admin/chat/test');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many test posts: 5 in 10 minutes is the most the group chat takes. Try again in 10 minutes.',
    );
    expect(refused.headers['retry-after']).toBe('600');
    clock.advance(9 * MINUTE + 30_000);
    const later = await call('POST', '/api/admin/chat/test');
    expect(later.statusCode).toBe(429);
    expect(later.json().message).toMatch(/Try again in 30 seconds\.$/);
    expect(later.headers['retry-after']).toBe('30');
    expect(hook.requests).toHaveLength(5);
    clock.advance(30_000);
    expect((await test()).ok).toBe(true);
    expect(hook.requests).toHaveLength(6);
  });

  it('takes 3 recaps posted by hand an hour, repeats and other weeks alike, then answers 429 naming the wait', async () => {
    await setUp({ kind: 'discord', url: `${hook.origin}/discord/hook` });
    for (const week of [6, 6, 7]) {
      expect((await call('POST', `/api/admin/chat/recap/2024/${week}`)).statusCode).toBe(200);
      clock.advance(10 * MINUTE);
    }
    const refused = await call('POST', '/api/admin/chat/recap/2024/8');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many recaps posted by hand: 3 in an hour is the most the group chat takes. Try again in 30 minutes.',
    );
    expect(refused.headers['retry-after']).toBe('1800');
    expect(hook.requests).toHaveLength(3);
    clock.advance(30 * MINUTE);
    expect((await call('POST', '/api/admin/chat/recap/2024/8')).statusCode).toBe(200);
    expect(hook.requests).toHaveLength(4);
  });
});
