// The group chat settings through the API: commissioners only; a field not sent keeps its value and
// null clears it; only the services' own https webhooks or a listed origin are taken (foreign hosts,
// http, private addresses, look-alikes and user info refused with a 400 naming url, storing nothing);
// the URL and GroupMe's bot id are stored encrypted and only ever shown masked, in the audit log too.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatSettingsSchema } from '../../../common/chat';
import { auditLog, chatSettings, users } from '../../db/schema';
import { dumpStored } from '../../reliability/db-dump';
import { createTestApp, type TestApp } from '../../test/harness';

const LISTED = 'https://chat.example.com';
const TOKEN = 'SuperSecretTokenValue-1234';
const DISCORD = `https://discord.com/api/webhooks/123456789/${TOKEN}`;
const SLACK = 'https://hooks.slack.com/services/T0001/B0001/SlackSecretXyZ9';
const GROUPME = 'https://api.groupme.com/v3/bots/post';

let t: TestApp;
let owner: string;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp({ env: { CHAT_WEBHOOK_ORIGINS: LISTED } });
  const gabe = t.accounts.find((a) => a.username === 'gridirongabe')!;
  t.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.sleeperUserId, gabe.userId)).run();
  owner = await t.loginAs('owner');
  admin = await t.loginAs({ username: gabe.username, pin: gabe.pin });
  member = await t.loginAs('member');
});
afterAll(() => t.close());

const put = (payload: unknown, cookie = owner) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/chat', headers: { cookie }, payload: payload as object });
const get = async (cookie = owner) =>
  chatSettingsSchema.parse((await t.app.inject({ url: '/api/admin/chat', headers: { cookie } })).json());

describe('group chat settings', () => {
  it('are the commissioners’: visitors 401, members 403 on every chat route', async () => {
    const routes = [
      ['GET', '/api/admin/chat'],
      ['PUT', '/api/admin/chat'],
      ['POST', '/api/admin/chat/test'],
      ['POST', '/api/admin/chat/recap/2025/13'],
      ['GET', '/api/admin/chat/posts'],
    ] as const;
    for (const [method, url] of routes) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
      const refused = await t.app.inject({ method, url, headers: { cookie: member }, payload: {} });
      expect(refused.statusCode, url).toBe(403);
    }
  });

  it('start unset, with recaps and reminders on and the dues reminder off; name the origins taken', async () => {
    expect(await get()).toEqual({
      configured: false,
      kind: null,
      url: null,
      botId: null,
      recaps: true,
      reminders: true,
      duesReminders: false,
      // The listed origin, then the demo's own chat.
      allowedOrigins: [LISTED, 'http://127.0.0.1:5000', 'http://localhost:5000'],
      // PUBLIC_URL unset outside production (server/modules/chat/site-url.api.test.ts sets it).
      siteUrl: 'http://localhost:5000',
      updatedAt: null,
    });
  });

  it('take a Discord webhook: configured, the URL masked, stored encrypted, audited masked with its fingerprint', async () => {
    const response = await put({ kind: 'discord', url: DISCORD });
    expect(response.statusCode).toBe(200);
    const settings = chatSettingsSchema.parse(response.json());
    expect(settings).toMatchObject({ configured: true, kind: 'discord', url: 'https://discord.com/…1234' });
    expect(JSON.stringify(await get())).not.toContain(TOKEN.slice(0, 10));
    const row = t.ctx.db.select().from(chatSettings).get()!;
    expect(row.urlEncrypted).not.toContain(TOKEN);
    expect(row.urlEncrypted).not.toContain('discord');
    const audit = t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'chat.settings')).all();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(TOKEN.slice(0, 10));
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({
      kind: 'discord',
      url: expect.stringMatching(/^https:\/\/discord\.com\/…1234 \(fingerprint [0-9a-f]{8}\)$/),
    });
  });

  it('keep what a partial body does not send, and clear what it sends as null', async () => {
    const switched = chatSettingsSchema.parse(
      (await put({ recaps: false, duesReminders: true }, admin)).json(),
    );
    expect(switched).toMatchObject({
      configured: true,
      kind: 'discord',
      url: 'https://discord.com/…1234',
      recaps: false,
      reminders: true,
      duesReminders: true,
    });
    const cleared = chatSettingsSchema.parse((await put({ url: null })).json());
    expect(cleared).toMatchObject({
      configured: false,
      kind: 'discord',
      url: null,
      recaps: false,
      duesReminders: true,
    });
    expect(
      chatSettingsSchema.parse((await put({ url: SLACK, kind: 'slack', recaps: true })).json()),
    ).toMatchObject({ configured: true, kind: 'slack', url: 'https://hooks.slack.com/…XyZ9', recaps: true });
  });

  it('refuse a foreign host, http, a private address, a look-alike or user info with a 400 naming url, storing nothing', async () => {
    const before = dumpStored(t.ctx.sqlite);
    for (const url of [
      'https://evil.example/api/webhooks/1/abc',
      'http://discord.com/api/webhooks/1/abc',
      'https://10.0.0.5/api/webhooks/1/abc',
      'https://127.0.0.1/api/webhooks/1/abc',
      'https://[::1]/api/webhooks/1/abc',
      'https://discord.com.evil.example/api/webhooks/1/abc',
      'https://discord.com@evil.example/api/webhooks/1/abc',
      'https://hooks.slack.com/services/T1/B1/x',
      'ftp://discord.com/api/webhooks/1/abc',
      'http://chat.example.com/hooks/1',
    ]) {
      const response = await put({ kind: 'discord', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(/^Invalid url: /);
    }
    expect(dumpStored(t.ctx.sqlite)).toEqual(before);
  });

  it('take a listed origin for any service, http included when it is listed so', async () => {
    expect((await put({ kind: 'slack', url: `${LISTED}/hooks/abc` })).statusCode).toBe(200);
    expect(
      (await put({ kind: 'discord', url: 'http://127.0.0.1:5000/api/demo/chat/discord' })).statusCode,
    ).toBe(200);
  });

  it('want a bot id for GroupMe only, shown masked; a url wants its kind', async () => {
    const missing = await put({ kind: 'groupme', url: GROUPME });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^Invalid botId: is required for GroupMe/);
    const groupme = chatSettingsSchema.parse(
      (await put({ kind: 'groupme', url: GROUPME, botId: 'abcdef0123456789' })).json(),
    );
    expect(groupme).toMatchObject({ configured: true, botId: '…6789', url: 'https://api.groupme.com/…post' });
    const wrong = await put({ kind: 'slack', url: SLACK, botId: 'abc' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/^Invalid botId: only GroupMe/);
    // Moving to another service drops GroupMe's bot id.
    expect(chatSettingsSchema.parse((await put({ kind: 'slack', url: SLACK })).json()).botId).toBeNull();
    await put({ kind: null, url: null });
    const kindless = await put({ url: SLACK });
    expect(kindless.statusCode).toBe(400);
    expect(kindless.json().message).toMatch(/^Invalid kind: /);
  });

  it('refuse a field that is not one, and values of the wrong type, naming the field', async () => {
    for (const [payload, field] of [
      [{ webhook: DISCORD }, 'webhook'],
      [{ kind: 'teams' }, 'kind'],
      [{ recaps: 'yes' }, 'recaps'],
      [{ url: 42 }, 'url'],
      [{ botId: 'has spaces' }, 'botId'],
    ] as const) {
      const response = await put(payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message, field).toMatch(new RegExp(`^Invalid ${field}: `));
    }
  });
});
