// What the audit records of a change it masks: a change of the whole value reads as one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditFingerprint, listAudit, recordAudit } from './audit';
import { createTestApp, type TestApp } from './test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const lastEntry = () => listAudit(t.ctx.db, 1, 1).entries[0]!;

describe('the audit', () => {
  it('marks a field whose whole value changed where its mask did not', () => {
    recordAudit(t.ctx.db, {
      actorId: null,
      action: 'member.phone',
      subject: 'user 1',
      before: { phoneNumber: '+1 555 010 4567', note: 'a' },
      after: { phoneNumber: '+1 555 999 4567', note: 'a' },
    });
    expect(lastEntry()).toMatchObject({
      before: { phoneNumber: '…4567', note: 'a' },
      after: { phoneNumber: '…4567 (changed)', note: 'a' },
    });

    recordAudit(t.ctx.db, {
      actorId: null,
      action: 'member.phone',
      subject: 'user 1',
      before: { phoneNumber: '+1 555 010 4567' },
      after: { phoneNumber: '+1 555 010 4567' },
    });
    expect(lastEntry().after).toEqual({ phoneNumber: '…4567' });
    // A PIN is never shown, and its change still reads as one.
    recordAudit(t.ctx.db, {
      actorId: null,
      action: 'pin',
      subject: 'user 1',
      before: { pin: '1357' },
      after: { pin: '2468' },
    });
    expect(lastEntry()).toMatchObject({
      before: { pin: '[redacted]' },
      after: { pin: '[redacted] (changed)' },
    });
  });

  it('fingerprints a value by the app secret: the same for the same value, another for another', () => {
    const secret = Buffer.from('x'.repeat(40));
    const url = 'https://discord.com/api/webhooks/1/abcd';
    expect(auditFingerprint(secret, url)).toMatch(/^[0-9a-f]{8}$/);
    expect(auditFingerprint(secret, url)).toBe(auditFingerprint(secret, url));
    expect(auditFingerprint(secret, 'https://discord.com/api/webhooks/2/abcd')).not.toBe(
      auditFingerprint(secret, url),
    );
    expect(auditFingerprint(Buffer.from('y'.repeat(40)), url)).not.toBe(auditFingerprint(secret, url));
  });
});
