// Where the group chat's posts link to, and what the audit shows of a save: the links go to PUBLIC_URL
// whatever Host header a save or a hand-posted recap came with (a PUT that only toggled recaps with `Host:
// attacker.example` used to move every later post's link there), and each save is audited by the fields it
// changed, before and after.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatPostSchema, chatSettingsSchema } from '../../../common/chat';
import { discordBodySchema } from '../../chat/formats';
import { auditLog } from '../../db/schema';
import { dumpStored } from '../../reliability/db-dump';
import { startFakeWebhook, type FakeWebhook } from '../../test/fake-webhook';
import { createTestApp, type TestApp } from '../../test/harness';
import { chatTarget } from './settings';

const PUBLIC_URL = 'https://huddle.example.com';
const FOREIGN = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' };

let hook: FakeWebhook;
let t: TestApp;
let owner: string;

beforeAll(async () => {
  hook = await startFakeWebhook();
  t = await createTestApp({ env: { CHAT_WEBHOOK_ORIGINS: hook.origin, PUBLIC_URL } });
  owner = await t.loginAs('owner');
});
afterAll(async () => {
  await t?.close();
  await hook?.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: owner, ...FOREIGN }, ...(payload ? { payload } : {}) });
const save = async (payload: object) => {
  const response = await call('PUT', '/api/admin/chat', payload);
  expect(response.statusCode, response.body).toBe(200);
  return chatSettingsSchema.parse(response.json());
};
/** A masked URL as the audit records it, with the fingerprint of the whole URL. */
const fingerprinted = (mask: string) =>
  new RegExp(`^${mask.replace(/[.*+?^${}()|[\]\\/]/g, (c) => `\\${c}`)} \\(fingerprint [0-9a-f]{8}\\)$`);
const audited = () =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'chat.settings'))
    .orderBy(desc(auditLog.id))
    .all()
    .map((row) => ({ before: JSON.parse(row.before!) as unknown, after: JSON.parse(row.after!) as unknown }));

describe('the chat’s links', () => {
  it('go to PUBLIC_URL, never to the Host header of a save or of a recap posted by hand', async () => {
    await save({ kind: 'discord', url: `${hook.origin}/api/webhooks/1/abc` });
    const saved = await save({ recaps: false });
    // What the automatic posts (server/modules/chat/upkeep.ts) link to, and what the admin is shown.
    expect(chatTarget(t.ctx)?.siteUrl).toBe(PUBLIC_URL);
    expect(saved.siteUrl).toBe(PUBLIC_URL);

    const post = chatPostSchema.parse((await call('POST', '/api/admin/chat/recap/2025/13')).json());
    expect(post.link).toBe(`${PUBLIC_URL}/recaps/2025/13`);
    expect(discordBodySchema.parse(hook.requests.at(-1)!.body).embeds![0]!.url).toBe(post.link);
    expect(JSON.stringify(dumpStored(t.ctx.sqlite))).not.toContain('attacker.example');
  });
});

describe('a save of the chat’s settings', () => {
  it('is audited by the fields it changed, before and after, the URL masked with its fingerprint', async () => {
    const before = audited().length;
    await save({ recaps: true, reminders: false, duesReminders: false });
    expect(audited()[0]).toEqual({
      before: { recaps: false, reminders: true },
      after: { recaps: true, reminders: false },
    });
    await save({ url: `${hook.origin}/api/webhooks/2/xyzw` });
    expect(audited()[0]).toEqual({
      before: { url: expect.stringMatching(fingerprinted(`${hook.origin}/…/abc`)) },
      after: { url: expect.stringMatching(fingerprinted(`${hook.origin}/…xyzw`)) },
    });
    expect(audited()).toHaveLength(before + 2);
  });

  it('records a URL whose path alone changed as a change: same mask, another fingerprint', async () => {
    await save({ url: `${hook.origin}/api/webhooks/3/xyzw` });
    const [entry] = audited() as Array<{ before: { url: string }; after: { url: string } }>;
    expect(entry!.before.url).toMatch(fingerprinted(`${hook.origin}/…xyzw`));
    expect(entry!.after.url).toMatch(fingerprinted(`${hook.origin}/…xyzw`));
    expect(entry!.after.url).not.toBe(entry!.before.url);
  });

  it('that changes nothing writes nothing, to the audit neither', async () => {
    const stored = dumpStored(t.ctx.sqlite);
    expect(await save({ reminders: false, recaps: true })).toMatchObject({ reminders: false, recaps: true });
    expect(dumpStored(t.ctx.sqlite)).toEqual(stored);
  });
});
