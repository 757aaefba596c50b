import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let owner: string;
let member: string;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('owner');
  member = await t.loginAs('member');
  base = `/api/league/${t.ctx.leagueId}/payment-status/2025`;
});
afterAll(() => t.close());

const post = (cookie: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: base, headers: { cookie }, payload: payload as object });

describe('payment status', () => {
  it('round-trips an amount exactly and shows members only paid or not', async () => {
    const saved = await post(owner, { rosterId: 3, hasPaid: true, paidAmount: '12.50', notes: 'Venmo' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ rosterId: 3, hasPaid: true, paidAmount: '12.50', notes: 'Venmo' });

    const adminView = await t.app.inject({ url: `${base}/admin`, headers: { cookie: owner } });
    const row = adminView.json().find((entry: { rosterId: number }) => entry.rosterId === 3);
    expect(row.paidAmount).toBe('12.50');
    expect(new Date(row.paidDate).getTime()).not.toBeNaN();

    const memberView = await t.app.inject({ url: base, headers: { cookie: member } });
    expect(memberView.statusCode).toBe(200);
    expect(memberView.json()).toEqual([{ rosterId: 3, hasPaid: true }]);
  });

  it('keeps the paid date while paid and clears it when unpaid (pending)', async () => {
    const first = (await post(owner, { rosterId: 5, hasPaid: true, paidAmount: '100' })).json();
    expect(first.paidAmount).toBe('100.00');
    const again = (
      await post(owner, { rosterId: 5, hasPaid: true, paidAmount: '100.00', notes: 'fixed' })
    ).json();
    expect(again.paidDate).toBe(first.paidDate);
    const pending = (await post(owner, { rosterId: 5, hasPaid: false, paidAmount: null })).json();
    expect(pending).toMatchObject({ hasPaid: false, paidDate: null, paidAmount: null });
  });

  it('records the paid date the admin gives (Central Time), and refuses one outside the date rule', async () => {
    const late = (await post(owner, { rosterId: 9, hasPaid: true, paidDate: '2025-08-30' })).json();
    expect(late.paidDate).toBe('2025-08-30T05:00:00.000Z');
    const kept = (await post(owner, { rosterId: 9, hasPaid: true, notes: 'cash' })).json();
    expect(kept.paidDate).toBe(late.paidDate);
    const typo = await post(owner, { rosterId: 9, hasPaid: true, paidDate: '0025-08-30' });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().message).toMatch(/^Invalid paidDate: must be a real date and time from 2000 to 2100/);
    expect(
      (await post(owner, { rosterId: 9, hasPaid: false, paidDate: '2025-08-30' })).json().paidDate,
    ).toBeNull();
  });

  it('keeps the fields a body does not send; an explicit null or empty value clears', async () => {
    const full = (
      await post(owner, {
        rosterId: 11,
        hasPaid: true,
        paidAmount: '20',
        notes: 'cash',
        paidDate: '2025-08-01',
      })
    ).json();
    expect(full).toMatchObject({ hasPaid: true, paidAmount: '20.00', notes: 'cash' });
    // Only the notes: the amount was once erased.
    const notes = (await post(owner, { rosterId: 11, notes: 'cash, in person' })).json();
    expect(notes).toEqual({ ...full, notes: 'cash, in person' });
    const noAmount = (await post(owner, { rosterId: 11, paidAmount: null })).json();
    expect(noAmount).toEqual({ ...full, notes: 'cash, in person', paidAmount: null });
    const noNotes = (await post(owner, { rosterId: 11, notes: '', paidDate: null })).json();
    expect(noNotes).toEqual({ ...full, paidAmount: null, notes: null, paidDate: null });
    const unpaid = (await post(owner, { rosterId: 11, hasPaid: false, paidAmount: '5' })).json();
    expect(unpaid).toEqual({ rosterId: 11, hasPaid: false, paidAmount: '5.00', notes: null, paidDate: null });
    // A roster with no record yet: not paid until said so.
    expect((await post(owner, { rosterId: 12, notes: 'asked twice' })).json()).toEqual({
      rosterId: 12,
      hasPaid: false,
      paidAmount: null,
      notes: 'asked twice',
      paidDate: null,
    });
  });

  it('refuses bad input with a message naming the field', async () => {
    for (const [payload, field] of [
      [{ rosterId: 3, hasPaid: true, paidAmount: '12.345' }, 'paidAmount'],
      [{ rosterId: 3, hasPaid: 'yes' }, 'hasPaid'],
      [{ hasPaid: true }, 'rosterId'],
    ] as const) {
      const response = await post(owner, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(field);
    }
    const unknownRoster = await post(owner, { rosterId: 40, hasPaid: true });
    expect(unknownRoster.statusCode).toBe(400);
    expect(unknownRoster.json().message).toContain('rosterId');
  });

  it('lets only admins write or read amounts', async () => {
    expect((await post(member, { rosterId: 3, hasPaid: false })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${base}/admin`, headers: { cookie: member } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: base })).statusCode).toBe(401);
  });

  it('records each change in the audit log with before and after', async () => {
    await post(owner, { rosterId: 7, hasPaid: true, paidAmount: '20.00' });
    await post(owner, { rosterId: 7, hasPaid: true, paidAmount: '25.00' });
    const audit = await t.app.inject({ url: '/api/admin/audit?pageSize=1', headers: { cookie: owner } });
    const [latest] = audit.json().entries;
    expect(latest).toMatchObject({ action: 'payment.update', subject: 'season 2025 roster 7' });
    expect(latest.before.paidAmount).toBe('20.00');
    expect(latest.after.paidAmount).toBe('25.00');
  });
});
