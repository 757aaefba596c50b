// The rulebook API against a temporary database: members read the rules in force, any version and what
// changed between two; admins save a new version (audited, nothing saved twice); the section of what
// Huddle enforces follows the settings it is read from; visitors, members and bad input are refused.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RULES_MARKDOWN_MAX,
  enforcedRulesSchema,
  rulesChangesSchema,
  rulesDocumentSchema,
  rulesVersionInfoSchema,
} from '../../../common/rules';
import { auditLog } from '../../db/schema';
import { DEMO_PRESENT } from '../../sleeper/demo-time';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness';
import { expectSafeHtml, HOSTILE_MARKDOWN } from '../../test/hostile-markdown';

let t: TestApp;
let owner: string;
let member: string;
const url = (suffix = '') => `/api/league/${t.ctx.leagueId}/rules${suffix}`;

beforeAll(async () => {
  // At the demo's own present its times are the fixtures' (server/sleeper/demo-time.ts).
  t = await createTestApp({ clock: fixedClock(new Date(DEMO_PRESENT).toISOString()) });
  owner = await t.loginAs('owner');
  member = await t.loginAs('member');
});
afterAll(() => t.close());

const get = (path: string, cookie = member) => t.app.inject({ url: path, headers: { cookie } });
const save = (payload: unknown, cookie = owner) =>
  t.app.inject({ method: 'PUT', url: url(), headers: { cookie }, payload: payload as object });
const rules = async () => rulesDocumentSchema.parse((await get(url())).json());

describe('reading the rules', () => {
  it('answers the demo’s rulebook in force, with its headings for the table of contents', async () => {
    const document = await rules();
    expect(document).toMatchObject({ version: 2, latestVersion: 2, updatedBy: 'BigPlayBrenda' });
    expect(document.markdown).toContain('## Trades');
    expect(document.headings.map((heading) => heading.text)).toEqual([
      'League constitution',
      'Membership',
      'Dues',
      'Lineups',
      'Trades',
      'Conduct',
    ]);
    expect(document.headings[1]).toEqual({ depth: 2, text: 'Membership', id: 'user-content-membership' });
  });

  it('lists every version newest first, and reads any one', async () => {
    const versions = rulesVersionInfoSchema.array().parse((await get(url('/versions'))).json());
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions[0]!.updatedBy).toBe('BigPlayBrenda');
    const first = rulesDocumentSchema.parse((await get(url('/versions/1'))).json());
    expect(first).toMatchObject({ version: 1, latestVersion: 2 });
    expect(first.markdown).not.toContain('trade deadline');
  });

  it('shows what changed between two versions, line by line', async () => {
    const changes = rulesChangesSchema.parse((await get(url('/versions/2/changes?from=1'))).json());
    expect(changes).toMatchObject({ from: { version: 1 }, to: { version: 2 }, removed: 0, added: 2 });
    const added = changes.changes.filter((part) => part.kind === 'added').flatMap((part) => part.lines);
    expect(added.join(' ')).toContain('No trades after the trade deadline');
    // Every line of the newer text is there, in order.
    const newer = changes.changes.filter((part) => part.kind !== 'removed').flatMap((part) => part.lines);
    expect(newer.join('\n')).toBe((await rules()).markdown.trimEnd());
  });

  it('refuses a visitor (401), unknown versions (404) and bad numbers (400 naming the field)', async () => {
    for (const path of [
      url(),
      url('/versions'),
      url('/versions/1'),
      url('/versions/2/changes?from=1'),
      url('/enforced'),
    ]) {
      expect((await t.app.inject({ url: path })).statusCode, path).toBe(401);
    }
    expect((await get(url('/versions/99'))).statusCode).toBe(404);
    expect((await get(url('/versions/99/changes?from=1'))).statusCode).toBe(404);
    expect((await get(url('/versions/2/changes?from=99'))).statusCode).toBe(404);
    const badVersion = await get(url('/versions/0x1'));
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json().message).toContain('version');
    const missing = await get(url('/versions/2/changes'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('from');
    expect((await get('/api/league/999/rules')).statusCode).toBe(404);
  });
});

describe('saving the rules', () => {
  it('saves a new version (audited), and saving the same text again makes none', async () => {
    const text = `${(await rules()).markdown}\n## Playoffs\n\nSeeds as the standings say.\n`;
    const saved = await save({ markdown: text });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ version: 3 });
    expect(await rules()).toMatchObject({ version: 3, markdown: text, updatedBy: 'BigPlayBrenda' });
    expect((await save({ markdown: text })).json()).toEqual({ version: 3 });
    const entries = t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'rules.update'))
      .orderBy(desc(auditLog.id))
      .all();
    expect(entries).toHaveLength(1);
    expect(JSON.parse(entries[0]!.before!)).toEqual({ version: 2 });
    expect(JSON.parse(entries[0]!.after!)).toMatchObject({ version: 3 });
    // Line ends from any system are one text.
    expect((await save({ markdown: text.replace(/\n/g, () => '\r\n') })).json()).toEqual({ version: 3 });
  });

  it('answers the HTML of hostile rules sanitised, its headings at each page’s level', async () => {
    expect((await save({ markdown: HOSTILE_MARKDOWN })).statusCode).toBe(200);
    const inForce = await rules();
    expectSafeHtml(inForce.html);
    // The rulebook's page puts `#` under its h1; a version's page under its section's h2.
    expect(inForce.html).toContain('<h2 id="user-content-root">root</h2>');
    const version = rulesDocumentSchema.parse((await get(url(`/versions/${inForce.version}`))).json());
    expectSafeHtml(version.html);
    expect(version.html).toContain('<h3 id="user-content-root">root</h3>');
    // Each anchor of the table of contents is an id of the rendered text.
    for (const heading of inForce.headings) expect(inForce.html).toContain(`id="${heading.id}"`);
  });

  it('refuses a visitor (401) and a member (403), saving nothing', async () => {
    const before = (await rules()).version;
    expect((await t.app.inject({ method: 'PUT', url: url(), payload: { markdown: 'x' } })).statusCode).toBe(
      401,
    );
    expect((await save({ markdown: 'Members rule' }, member)).statusCode).toBe(403);
    expect((await rules()).version).toBe(before);
  });

  it('refuses bad and huge bodies with a 400 naming the field, saving nothing', async () => {
    const before = (await rules()).version;
    const cases: Array<[unknown, string]> = [
      [{}, 'markdown'],
      [{ markdown: 42 }, 'markdown'],
      [{ markdown: 'x'.repeat(RULES_MARKDOWN_MAX + 1) }, 'markdown'],
      [{ markdown: 'ok', html: '<b>' }, 'html'],
    ];
    for (const [payload, field] of cases) {
      const response = await save(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(`Invalid ${field}`);
    }
    // At the limit, in characters of any width, it is taken.
    expect((await save({ markdown: '🏈'.repeat(RULES_MARKDOWN_MAX / 2) })).statusCode).toBe(200);
    expect((await rules()).version).toBe(before + 1);
  });
});

describe('what Huddle enforces', () => {
  const enforced = async () => enforcedRulesSchema.parse((await get(url('/enforced'))).json());

  it('reads the keeper rules, the payout table and the standings’ order from the settings', async () => {
    const facts = await enforced();
    expect(facts.keepers).toMatchObject({
      franchise: 1,
      lottery: 3,
      lotteryKept: 2,
      deadlineSource: 'setting',
    });
    expect(facts.payouts).toMatchObject({
      championshipFirst: 120,
      championshipSecond: 60,
      championshipThird: 30,
    });
    const { totalPool, ...awards } = facts.payouts;
    expect(totalPool).toBe(Object.values(awards).reduce((sum, amount) => sum + amount, 0));
    expect(facts.standings.order[0]).toMatch(/wins/);
    expect(facts.dues).toMatchObject({ teams: 12, paymentLink: false, chatReminders: false });
  });

  it('follows a change of the keeper deadline, the payout amounts and the dues at once', async () => {
    const write = async (method: 'POST' | 'PATCH', path: string, payload: object) => {
      const response = await t.app.inject({
        method,
        url: `/api/league/${t.ctx.leagueId}${path}`,
        headers: { cookie: owner },
        payload,
      });
      expect(response.statusCode, path).toBe(200);
    };
    const season = t.ctx.seasons.season;
    const setPaid = (hasPaid: boolean) =>
      write('POST', `/payment-status/${season}`, { rosterId: 1, hasPaid });
    await setPaid(false);
    const before = await enforced();

    await write('POST', `/settings/${t.ctx.seasons.keeperSeason}`, { keeperDeadline: '2026-02-20T20:00' });
    await write('PATCH', `/payouts/${season}`, { championshipFirst: 150 });
    await setPaid(true);

    const after = await enforced();
    // 20:00 Central on February 20 (CST, UTC-6).
    expect(after.keepers?.deadline).toBe('2026-02-21T02:00:00.000Z');
    expect(after.keepers?.deadline).not.toBe(before.keepers?.deadline);
    expect(after.payouts.championshipFirst).toBe(150);
    expect(after.payouts.totalPool).toBe(before.payouts.totalPool + 30);
    expect(after.dues.paid).toBe(before.dues.paid + 1);
  });
});
