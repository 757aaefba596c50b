// The announcements API against a temporary database: members read them newest first and dismiss one
// from their own dashboard; admins post, edit and delete them, each write audited with what it said
// before; the group chat gets a post at most once; visitors, members and bad input are refused.
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_BODY_MAX, announcementSchema } from '../../../common/announcements';
import { auditLog, pushEvents } from '../../db/schema';
import { announcementPushPayload } from './deliveries';
import { startFakeWebhook, type FakeWebhook } from '../../test/fake-webhook';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectSafeHtml, HOSTILE_MARKDOWN } from '../../test/hostile-markdown';

let t: TestApp;
let hook: FakeWebhook;
let owner: string;
let member: string;
let otherMember: string;
const url = (suffix = '') => `/api/league/${t.ctx.leagueId}/announcements${suffix}`;

beforeAll(async () => {
  hook = await startFakeWebhook();
  t = await createTestApp({ env: { CHAT_WEBHOOK_ORIGINS: hook.origin } });
  owner = await t.loginAs('owner');
  member = await t.loginAs('member');
  // The third member: the first is 'member', the second Gabe, whose roles a test below changes
  // (which ends his sessions).
  const third = t.accounts.filter((account) => account.role === 'member')[2]!;
  otherMember = await t.loginAs({ username: third.username, pin: third.pin });
});
afterAll(async () => {
  await t?.close();
  await hook?.close();
});
beforeEach(() => {
  hook.requests.length = 0;
});

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: path, headers: { cookie }, payload });
const list = async (cookie: string) =>
  announcementSchema.array().parse((await call(cookie, 'GET', url())).json());
const post = (payload: object, cookie = owner) => call(cookie, 'POST', url(), payload);
const auditOf = (id: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(like(auditLog.subject, `announcement ${id}`))
    .orderBy(desc(auditLog.id))
    .all();

describe('reading', () => {
  it('lists the demo’s seeded announcements newest first, with their author by name', async () => {
    const announcements = await list(member);
    expect(announcements.map((a) => a.title)).toEqual([
      'Welcome to the league’s new home',
      'Dues before the draft',
    ]);
    expect(announcements[0]).toMatchObject({
      pinned: true,
      author: 'BigPlayBrenda',
      dismissed: false,
      editedAt: null,
    });
    // The plain words of the Markdown, for the dashboard and a notification.
    expect(announcements[0]!.excerpt).not.toMatch(/[*[\]]/);
    expect(announcements[0]!.excerpt.length).toBeLessThanOrEqual(200);
  });

  it('refuses a visitor (401), and answers 404 for another league', async () => {
    expect((await t.app.inject({ url: url() })).statusCode).toBe(401);
    expect((await call(member, 'GET', '/api/league/999/announcements')).statusCode).toBe(404);
  });
});

describe('posting', () => {
  it('lets an admin post: 201 with the announcement, first in the list, audited', async () => {
    const response = await post({
      title: 'Trade deadline Friday',
      body: 'All trades by **Friday**.',
      pinned: false,
    });
    expect(response.statusCode).toBe(201);
    const created = announcementSchema.parse(response.json());
    expect(created).toMatchObject({
      title: 'Trade deadline Friday',
      body: 'All trades by **Friday**.',
      excerpt: 'All trades by Friday.',
      pinned: false,
      author: 'BigPlayBrenda',
      pushed: false,
      postedToChat: false,
    });
    expect((await list(member))[0]!.id).toBe(created.id);
    const [entry] = auditOf(created.id);
    expect(entry).toMatchObject({ action: 'announcement.create' });
    expect(JSON.parse(entry!.after!)).toMatchObject({
      title: 'Trade deadline Friday',
      push: false,
      chat: false,
    });
  });

  it('refuses a visitor (401) and a member (403), storing nothing', async () => {
    const before = (await list(member)).length;
    expect(
      (await t.app.inject({ method: 'POST', url: url(), payload: { title: 'x', body: 'y' } })).statusCode,
    ).toBe(401);
    const refused = await post({ title: 'Mine', body: 'I run this now' }, member);
    expect(refused.statusCode).toBe(403);
    expect((await list(member)).length).toBe(before);
  });

  it('refuses bad input with a 400 naming the field, storing nothing', async () => {
    const before = (await list(member)).length;
    const cases: Array<[object, string]> = [
      [{ body: 'no title' }, 'title'],
      [{ title: '   ', body: 'blank title' }, 'title'],
      [{ title: 'x'.repeat(121), body: 'long title' }, 'title'],
      [{ title: 'No body', body: '  \n ' }, 'body'],
      [{ title: 'Huge', body: 'x'.repeat(ANNOUNCEMENT_BODY_MAX + 1) }, 'body'],
      [{ title: 'Pinned?', body: 'b', pinned: 'yes' }, 'pinned'],
      [{ title: 'Extra', body: 'b', html: '<b>' }, 'html'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toContain(`Invalid ${field}`);
    }
    expect((await list(member)).length).toBe(before);
  });

  it('takes a body at its limit in any characters (the request size never refuses it first)', async () => {
    const response = await post({ title: 'Emoji', body: '🏈'.repeat(ANNOUNCEMENT_BODY_MAX / 2) });
    expect(response.statusCode).toBe(201);
    expect((await call(owner, 'DELETE', url(`/${response.json().id}`))).statusCode).toBe(204);
  });

  it('stores hostile Markdown as written: it is text, made safe where it is rendered', async () => {
    const body = '<script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src=x onerror=alert(1)>';
    const created = announcementSchema.parse((await post({ title: 'Hostile', body })).json());
    expect(created.body).toBe(body);
    // The preview has the words only: no tag, no address.
    expect(created.excerpt).toBe('click');
    await call(owner, 'DELETE', url(`/${created.id}`));
  });

  it('answers the HTML of hostile Markdown sanitised: nothing runs, loads or takes the page’s ids', async () => {
    const created = announcementSchema.parse(
      (await post({ title: 'Hostile', body: HOSTILE_MARKDOWN })).json(),
    );
    expectSafeHtml(created.html);
    // A card's title is its h2: the text's own `#` comes under it. The list says the same.
    expect(created.html).toContain('<h3 id="user-content-root">root</h3>');
    expect((await list(member)).find((a) => a.id === created.id)?.html).toBe(created.html);
    await call(owner, 'DELETE', url(`/${created.id}`));
  });
});

describe('the group chat', () => {
  it('refuses a chat post while the chat is not set up, storing nothing', async () => {
    const before = (await list(member)).length;
    const response = await post({ title: 'To the chat', body: 'Hello', chat: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Invalid chat: the group chat is not set up/);
    expect((await list(member)).length).toBe(before);
  });

  it('posts an announcement to the chat once, however often an edit asks again', async () => {
    const setUp = await call(owner, 'PUT', '/api/admin/chat', {
      kind: 'discord',
      url: `${hook.origin}/discord/hook`,
    });
    expect(setUp.statusCode).toBe(200);
    const created = announcementSchema.parse(
      (await post({ title: 'Draft night', body: 'At **Brenda’s**, 7 PM.', chat: true })).json(),
    );
    expect(created.postedToChat).toBe(true);
    expect(hook.requests).toHaveLength(1);
    const embed = (hook.requests[0]!.body as { embeds: Array<{ title: string; description: string }> })
      .embeds[0]!;
    expect(embed.title).toBe('Draft night');
    // Plain words in the chat (its own markup escaped), no Markdown stars.
    expect(embed.description).toContain('At Brenda’s, 7 PM.');
    const again = await call(owner, 'PUT', url(`/${created.id}`), {
      body: 'At **Brenda’s**, 8 PM.',
      chat: true,
    });
    expect(again.statusCode).toBe(200);
    expect(hook.requests).toHaveLength(1);
    await call(owner, 'DELETE', url(`/${created.id}`));
    await call(owner, 'PUT', '/api/admin/chat', { kind: null, url: null });
  });

  it('pushes an announcement once to the members’ devices, however often an edit asks again', async () => {
    const created = announcementSchema.parse(
      (await post({ title: 'Pushed', body: 'Ping **now**', push: true })).json(),
    );
    expect(created.pushed).toBe(true);
    const events = () =>
      t.ctx.db
        .select()
        .from(pushEvents)
        .where(eq(pushEvents.claimKey, `announcement:${created.id}`))
        .all();
    expect(events()).toEqual([expect.objectContaining({ kind: 'announcements' })]);
    expect(announcementPushPayload({ id: created.id, title: 'Pushed', body: 'Ping **now**' })).toEqual({
      title: 'Pushed',
      body: 'Ping now',
      url: `/announcements#announcement-${created.id}`,
      tag: `announcement-${created.id}`,
    });
    expect((await call(owner, 'PUT', url(`/${created.id}`), { push: true })).statusCode).toBe(200);
    expect(events()).toHaveLength(1);
    expect(JSON.parse(auditOf(created.id)[1]!.after!)).toMatchObject({ push: true });
    await call(owner, 'DELETE', url(`/${created.id}`));
  });
});

describe('editing and deleting', () => {
  it('edits the fields sent, marks a new wording as edited, and keeps the old text in the audit log', async () => {
    const created = announcementSchema.parse((await post({ title: 'Old title', body: 'Old body' })).json());
    const pinned = announcementSchema.parse(
      (await call(owner, 'PUT', url(`/${created.id}`), { pinned: true })).json(),
    );
    // Pinning is no new wording.
    expect(pinned).toMatchObject({ pinned: true, title: 'Old title', editedAt: null });
    const edited = announcementSchema.parse(
      (await call(owner, 'PUT', url(`/${created.id}`), { title: 'New title', body: 'New body' })).json(),
    );
    expect(edited).toMatchObject({ title: 'New title', body: 'New body', pinned: true });
    expect(edited.editedAt).not.toBeNull();
    const [update] = auditOf(created.id);
    expect(update!.action).toBe('announcement.update');
    expect(JSON.parse(update!.before!)).toMatchObject({ title: 'Old title', body: 'Old body' });
    expect(JSON.parse(update!.after!)).toMatchObject({ title: 'New title', body: 'New body' });

    expect((await call(owner, 'DELETE', url(`/${created.id}`))).statusCode).toBe(204);
    expect((await list(member)).some((a) => a.id === created.id)).toBe(false);
    const [deletion] = auditOf(created.id);
    expect(deletion!.action).toBe('announcement.delete');
    expect(JSON.parse(deletion!.before!)).toMatchObject({ title: 'New title', body: 'New body' });
  });

  it('refuses members (403), unknown ids (404), bad ids and empty edits (400)', async () => {
    const [first] = await list(member);
    expect((await call(member, 'PUT', url(`/${first!.id}`), { title: 'Hijacked' })).statusCode).toBe(403);
    expect((await call(member, 'DELETE', url(`/${first!.id}`))).statusCode).toBe(403);
    expect((await call(owner, 'PUT', url('/99999'), { title: 'Nobody' })).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', url('/99999'))).statusCode).toBe(404);
    const badId = await call(owner, 'PUT', url('/1e1'), { title: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('announcementId');
    const empty = await call(owner, 'PUT', url(`/${first!.id}`), {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('body');
    expect((await list(member))[0]!.title).toBe(first!.title);
  });

  it('lets an admin who is not the owner post and edit', async () => {
    const gabe = t.accounts.find((account) => account.username === 'gridirongabe')!;
    const made = await call(owner, 'PUT', `/api/admin/user-roles/${gabe.userId}`, {
      isAdmin: true,
      isOwner: false,
    });
    expect(made.statusCode).toBe(200);
    const admin = await t.loginAs({ username: gabe.username, pin: gabe.pin });
    const created = await post({ title: 'From Gabe', body: 'Co-commissioner here.' }, admin);
    expect(created.statusCode).toBe(201);
    expect(created.json().author).toBe('GridironGabe');
    expect((await call(admin, 'DELETE', url(`/${created.json().id}`))).statusCode).toBe(204);
    await call(owner, 'PUT', `/api/admin/user-roles/${gabe.userId}`, { isAdmin: false, isOwner: false });
  });
});

describe('dismissing', () => {
  it('takes an announcement off one member’s dashboard only', async () => {
    const [pinned] = await list(member);
    expect((await call(member, 'POST', url(`/${pinned!.id}/dismiss`))).statusCode).toBe(204);
    // Twice is still once.
    expect((await call(member, 'POST', url(`/${pinned!.id}/dismiss`))).statusCode).toBe(204);
    expect((await list(member))[0]).toMatchObject({ id: pinned!.id, dismissed: true });
    expect((await list(otherMember))[0]).toMatchObject({ id: pinned!.id, dismissed: false });
  });

  it('refuses a visitor (401) and an unknown announcement (404)', async () => {
    expect((await t.app.inject({ method: 'POST', url: url('/1/dismiss') })).statusCode).toBe(401);
    expect((await call(member, 'POST', url('/99999/dismiss'))).statusCode).toBe(404);
  });
});
