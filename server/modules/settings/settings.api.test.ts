import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KEEPER_DEADLINE, DEMO_PRESENT } from '../../sleeper/demo-time';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness';

let t: TestApp;
let owner: string;
let member: string;
const url = (season: string, suffix = '') => `/api/league/${t.ctx.leagueId}/settings/${season}${suffix}`;

beforeAll(async () => {
  // At the demo's own present its times are the fixtures' (server/sleeper/demo-time.ts).
  t = await createTestApp({ clock: fixedClock(new Date(DEMO_PRESENT).toISOString()) });
  owner = await t.loginAs('owner');
  member = await t.loginAs('member');
});
afterAll(() => t.close());

const save = (cookie: string, season: string, payload: object) =>
  t.app.inject({ method: 'POST', url: url(season), headers: { cookie }, payload });

describe('league settings', () => {
  it('answers unset dates as null and the playoff start week as 15 by default', async () => {
    const response = await t.app.inject({ url: url('2026'), headers: { cookie: member } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      leagueId: t.ctx.leagueId,
      season: '2026',
      keeperDeadline: null,
      draftDate: null,
      seasonStartDate: null,
      playoffStartWeek: 15,
    });
  });

  it('stores Central Time entries as instants and answers ISO strings', async () => {
    const response = await save(owner, '2026', {
      leagueId: t.ctx.leagueId,
      season: '2026',
      keeperDeadline: '2026-03-01T23:59',
      draftDate: '2026-08-30T19:00',
      seasonStartDate: '',
      playoffStartWeek: '',
    });
    expect(response.statusCode).toBe(200);
    // March 1 is CST (UTC-6), August 30 is CDT (UTC-5).
    expect(response.json()).toMatchObject({
      keeperDeadline: '2026-03-02T05:59:00.000Z',
      draftDate: '2026-08-31T00:00:00.000Z',
      seasonStartDate: null,
      playoffStartWeek: 15,
    });
    const read = await t.app.inject({ url: url('2026'), headers: { cookie: member } });
    expect(read.json().keeperDeadline).toBe('2026-03-02T05:59:00.000Z');
  });

  it('refuses playoff start weeks outside 1-18, bad dates and a mismatched season', async () => {
    for (const playoffStartWeek of [0, 19, '7.5']) {
      const response = await save(owner, '2026', { playoffStartWeek });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('playoffStartWeek');
    }
    const badDate = await save(owner, '2026', { draftDate: '2026-02-30T10:00' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toContain('draftDate');
    const mismatch = await save(owner, '2026', { season: '2025' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toContain('season');
    expect((await save(owner, '2026', { playoffStartWeek: 18 })).json().playoffStartWeek).toBe(18);
  });

  it('refuses dates outside 2000-2100 in every date field, naming it, and stores nothing', async () => {
    const before = (await t.app.inject({ url: url('2026'), headers: { cookie: member } })).json();
    for (const field of ['keeperDeadline', 'draftDate', 'seasonStartDate']) {
      // 0026-03-01 was once stored as 1926-03-01 (Date's two-digit-year rule).
      for (const value of ['0026-03-01', '0026-03-01T00:00:00Z', '1999-12-31T23:59', '2101-01-01', 0]) {
        const response = await save(owner, '2026', { [field]: value });
        expect(response.statusCode, `${field} ${value}`).toBe(400);
        expect(response.json().message).toContain(`${field}: must be a real date and time from 2000 to 2100`);
      }
    }
    expect((await t.app.inject({ url: url('2026'), headers: { cookie: member } })).json()).toEqual(before);
  });

  it('applies the 2000-2100 window to the date in Central Time: the evening of 2100-12-31 is accepted', async () => {
    // 20:00 CST on 2100-12-31 is 02:00 UTC on 2101-01-01 (it was once refused).
    const response = await save(owner, '2023', { seasonStartDate: '2100-12-31T20:00' });
    expect(response.statusCode).toBe(200);
    expect(response.json().seasonStartDate).toBe('2101-01-01T02:00:00.000Z');
    const first = await save(owner, '2023', { seasonStartDate: '2000-01-01T00:00' });
    expect(first.json().seasonStartDate).toBe('2000-01-01T06:00:00.000Z');
    expect((await save(owner, '2023', { seasonStartDate: '1999-12-31T23:59' })).statusCode).toBe(400);
  });

  it('keeps the fields a body does not send; an explicit null or empty value clears', async () => {
    const full = await save(owner, '2022', {
      keeperDeadline: '2022-03-01T23:59',
      draftDate: '2022-08-30T19:00',
      seasonStartDate: '2022-09-08',
      playoffStartWeek: 16,
    });
    expect(full.statusCode).toBe(200);
    const saved = full.json();
    // Only the deadline: the draft date and the season start were once erased (set to null).
    const deadlineOnly = await save(owner, '2022', { keeperDeadline: '2022-03-02T23:59' });
    expect(deadlineOnly.json()).toEqual({ ...saved, keeperDeadline: '2022-03-03T05:59:00.000Z' });
    const cleared = await save(owner, '2022', {
      draftDate: null,
      seasonStartDate: '',
      playoffStartWeek: null,
    });
    expect(cleared.json()).toEqual({
      ...saved,
      keeperDeadline: '2022-03-03T05:59:00.000Z',
      draftDate: null,
      seasonStartDate: null,
      playoffStartWeek: 15,
    });
    expect((await t.app.inject({ url: url('2022'), headers: { cookie: member } })).json()).toEqual(
      cleared.json(),
    );
    // An empty body changes nothing.
    expect((await save(owner, '2022', {})).json()).toEqual(cleared.json());
  });

  it('lets members read but not write', async () => {
    expect((await save(member, '2026', { playoffStartWeek: 14 })).statusCode).toBe(403);
    const refresh = await t.app.inject({
      method: 'POST',
      url: url('2025', '/refresh'),
      headers: { cookie: member },
    });
    expect(refresh.statusCode).toBe(403);
  });

  it('refreshes playoff week, draft time and season start from the provider, keeping the deadline', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: url('2025', '/refresh'),
      headers: { cookie: owner },
    });
    expect(response.statusCode).toBe(200);
    // Demo league 2025: playoff_week_start 15, draft start_time 1755990000000, NFL season start 2025-09-04
    // (midnight Central = 05:00 UTC in September); the keeper deadline is the demo's seeded one.
    expect(response.json()).toEqual({
      leagueId: t.ctx.leagueId,
      season: '2025',
      keeperDeadline: new Date(DEMO_KEEPER_DEADLINE).toISOString(),
      draftDate: new Date(1755990000000).toISOString(),
      seasonStartDate: '2025-09-04T05:00:00.000Z',
      playoffStartWeek: 15,
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: url('2019', '/refresh'),
      headers: { cookie: owner },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('records each write in the audit log', async () => {
    await save(owner, '2024', { playoffStartWeek: 16 });
    const audit = await t.app.inject({ url: '/api/admin/audit?pageSize=1', headers: { cookie: owner } });
    expect(audit.json().entries[0]).toMatchObject({
      action: 'settings.update',
      subject: 'season 2024',
      before: null,
      after: { playoffStartWeek: 16 },
    });
  });

  it('refuses a keeper deadline after the draft its keepers go to, and that draft before the deadline', async () => {
    // The 2024 keepers go to the 2025 draft, which the provider starts at 1755990000000 (Aug 23, 2025).
    const late = await save(owner, '2024', { keeperDeadline: '2025-09-01T12:00' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(
      /^Invalid keeperDeadline: the 2024 keepers go to the 2025 draft, which starts .+ CT; the deadline must be on or before it\.$/,
    );
    expect(
      (await t.app.inject({ url: url('2024'), headers: { cookie: member } })).json().keeperDeadline,
    ).toBeNull();
    const inTime = await save(owner, '2024', { keeperDeadline: '2025-08-01T23:59' });
    expect(inTime.statusCode).toBe(200);
    // The draft the 2025 keepers go to (2026) is the admin's date: a deadline after it is refused too,
    // and a 2026 draft date before the 2025 deadline (the demo's March 1, 2026) is refused.
    expect((await save(owner, '2026', { draftDate: '2026-08-20T19:00' })).statusCode).toBe(200);
    const afterDraft = await save(owner, '2025', { keeperDeadline: '2026-08-21T12:00' });
    expect(afterDraft.statusCode).toBe(400);
    expect(afterDraft.json().message).toContain('the 2025 keepers go to the 2026 draft');
    const early = await save(owner, '2026', { draftDate: '2026-02-01T19:00' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(
      /^Invalid draftDate: the 2025 keepers' deadline, .+ CT, is after it/,
    );
    expect((await t.app.inject({ url: url('2026'), headers: { cookie: member } })).json().draftDate).toBe(
      '2026-08-21T00:00:00.000Z',
    );
  });
});
