// The demo's own group chat: the demo, listening on 127.0.0.1, is pointed at itself in each format and
// receives the test message and a recap over real HTTP; the list names the addresses and shows what arrived;
// junk is refused, and so is any post but the ones the server is sending; a league of its own has no such
// routes.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPostSchema, chatTestResponseSchema, demoChatResponseSchema } from '../../../common/chat';
import { startFakeProvider } from '../../test/fake-provider';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoManifest } from '../../sleeper/demo-fixtures';

/** A port free now on 127.0.0.1 (the demo's webhooks name its configured port). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let t: TestApp;
let port: number;
let owner: string;
let member: string;

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ env: { PORT: String(port), HOST: '127.0.0.1', LIVE_SCORING: 'off' } });
  await t.app.listen({ port, host: '127.0.0.1' });
  owner = await t.loginAs('owner');
  member = await t.loginAs('member');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const chat = async () => demoChatResponseSchema.parse((await call('GET', '/api/demo/chat', member)).json());

describe('the demo’s own chat', () => {
  it('names its webhooks for members, and starts empty', async () => {
    expect((await t.app.inject({ url: '/api/demo/chat' })).statusCode).toBe(401);
    expect(await chat()).toEqual({
      webhooks: {
        discord: `http://127.0.0.1:${port}/api/demo/chat/discord`,
        slack: `http://127.0.0.1:${port}/api/demo/chat/slack`,
        groupme: { url: `http://127.0.0.1:${port}/api/demo/chat/groupme`, botId: 'demo-bot' },
      },
      messages: [],
    });
  });

  it('receives what Huddle posts in each format, as the service would answer it', async () => {
    const { webhooks } = await chat();
    const answers: string[] = [];
    for (const settings of [
      { kind: 'discord', url: webhooks.discord },
      { kind: 'slack', url: webhooks.slack },
      { kind: 'groupme', url: webhooks.groupme.url, botId: webhooks.groupme.botId },
    ]) {
      expect((await call('PUT', '/api/admin/chat', owner, settings)).statusCode).toBe(200);
      const answer = chatTestResponseSchema.parse((await call('POST', '/api/admin/chat/test', owner)).json());
      expect(answer.ok).toBe(true);
      answers.push(answer.response);
    }
    expect(answers).toEqual(['HTTP 204', 'HTTP 200: ok', 'HTTP 202']);
    const { messages } = await chat();
    expect(messages.map((m) => [m.kind, m.text])).toEqual([
      ['groupme', 'Huddle is connected'],
      ['slack', 'Huddle is connected'],
      ['discord', 'Huddle is connected'],
    ]);
  });

  it('shows a posted recap with its title, text and link', async () => {
    const { webhooks } = await chat();
    await call('PUT', '/api/admin/chat', owner, { kind: 'slack', url: webhooks.slack });
    const post = chatPostSchema.parse((await call('POST', '/api/admin/chat/recap/2025/13', owner)).json());
    expect(post.status).toBe('sent');
    const [newest] = (await chat()).messages;
    expect(newest).toMatchObject({ kind: 'slack', title: '2025 week 13 recap', link: post.link });
    expect(newest!.text).toContain('High score');
  });

  it('refuses what no service would take, storing nothing', async () => {
    const before = (await chat()).messages.length;
    for (const [kind, body] of [
      ['discord', {}],
      ['discord', { content: 'x'.repeat(2001) }],
      ['slack', { blocks: [] }],
      ['groupme', { text: 'no bot id' }],
      ['groupme', { bot_id: 'b', text: 'x'.repeat(1001) }],
      ['slack', { text: 'hi', extra: true }],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: `/api/demo/chat/${kind}`, payload: body });
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await chat()).messages).toHaveLength(before);
  });

  it('takes only the posts this server is sending: anyone else’s is refused, links and all, nothing stored', async () => {
    const { webhooks } = await chat();
    await call('PUT', '/api/admin/chat', owner, { kind: 'discord', url: webhooks.discord });
    const before = (await chat()).messages.length;
    const strangers = [
      ['discord', { content: '[Claim your prize](https://evil.example/login)' }],
      ['discord', { embeds: [{ title: 'Huddle', description: 'Sign in again: https://evil.example' }] }],
      ['slack', { text: '<https://evil.example|Open in Huddle>' }],
      ['groupme', { bot_id: 'demo-bot', text: 'Sign in again: https://evil.example' }],
    ] as const;
    for (const [kind, body] of strangers) {
      const response = await t.app.inject({ method: 'POST', url: `/api/demo/chat/${kind}`, payload: body });
      expect(response.statusCode, kind).toBe(403);
      expect(response.json().message).toMatch(/only the posts this demo server is sending/);
    }
    expect((await chat()).messages).toHaveLength(before);

    // The server's own post is taken; the same body again, once it is sent, is not.
    const answer = chatTestResponseSchema.parse((await call('POST', '/api/admin/chat/test', owner)).json());
    expect(answer).toMatchObject({ ok: true, response: 'HTTP 204' });
    const [own] = (await chat()).messages;
    expect(own).toMatchObject({ kind: 'discord', text: 'Huddle is connected' });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/demo/chat/discord',
      payload: own!.payload as object,
    });
    expect(replay.statusCode).toBe(403);
    expect((await chat()).messages).toHaveLength(before + 1);
  });

  it('does not exist for a league of its own', async () => {
    const provider = await startFakeProvider();
    const league = await createTestApp({
      env: { LEAGUE_ID: demoManifest().currentLeagueId, SLEEPER_API_URL: provider.url },
    });
    try {
      expect(league.app.routeTable.filter((r) => r.url.startsWith('/api/demo/'))).toEqual([]);
      const response = await league.app.inject({
        method: 'POST',
        url: '/api/demo/chat/discord',
        payload: { content: 'x' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await league.close();
      await provider.close();
    }
  });
});
