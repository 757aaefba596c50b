// The audit log: every admin action with who, when, what, before and after. Callers pass the
// records without PINs; `redact` strips any PIN-like field defensively before storing, and masks phone
// numbers, which are encrypted wherever else they are stored.
//
// A change is a change of the whole value, even where the record shows a mask (a webhook URL whose
// path alone changed was recorded masked as it was, a save reading "no change"): a field whose
// whole value changed but whose redaction did not is recorded as changed, and a caller that masks a
// value itself adds its fingerprint (`auditFingerprint`).
import { desc, sql } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { DbOrTx as Db } from './db/types';
import { auditLog } from './db/schema';
import { maskPhone } from './phones';
import { deriveKey } from './secret';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  subject: string;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEYS = /pin|password|secret|token/i;
const PHONE_KEYS = /phone/i;

/** A record as the audit log may store it. Applying it twice changes nothing. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        SECRET_KEYS.test(k)
          ? '[redacted]'
          : PHONE_KEYS.test(k) && typeof v === 'string'
            ? maskPhone(v)
            : redact(v),
      ]),
    );
  }
  return value;
}

/**
 * A value's fingerprint for the audit, beside its mask: 8 hex digits of a digest keyed by the app
 * secret, the same for the same value and different for another (but once in four billion), of no use
 * in guessing the value.
 */
export function auditFingerprint(secret: Buffer, value: string): string {
  return createHmac('sha256', deriveKey(secret, 'audit-fingerprint')).update(value).digest('hex').slice(0, 8);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The after-record as stored: redacted, a field whose whole value changed unseen marked "(changed)". */
function redactedAfter(before: unknown, after: unknown): unknown {
  const shown = redact(after);
  if (!isRecord(before) || !isRecord(after) || !isRecord(shown)) return shown;
  const shownBefore = redact(before) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(shown).map(([key, value]) => {
      const hidden =
        key in before &&
        !isDeepStrictEqual(before[key], after[key]) &&
        isDeepStrictEqual(shownBefore[key], value);
      return [key, hidden ? `${typeof value === 'string' ? value : JSON.stringify(value)} (changed)` : value];
    }),
  );
}

/** Records one action; call it inside the same transaction as the write it describes. */
export function recordAudit(db: Db, entry: AuditEntry): void {
  db.insert(auditLog)
    .values({
      actorId: entry.actorId,
      action: entry.action,
      subject: entry.subject,
      before: entry.before === undefined ? null : JSON.stringify(redact(entry.before)),
      after: entry.after === undefined ? null : JSON.stringify(redactedAfter(entry.before, entry.after)),
    })
    .run();
}

export interface AuditPage {
  entries: Array<{
    id: number;
    actorId: string | null;
    action: string;
    subject: string;
    before: unknown;
    after: unknown;
    createdAt: string;
  }>;
  total: number;
}

/** Newest first. */
export function listAudit(db: Db, page: number, pageSize: number): AuditPage {
  const rows = db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
  const total =
    db
      .select({ n: sql<number>`count(*)` })
      .from(auditLog)
      .get()?.n ?? 0;
  return {
    total,
    entries: rows.map((r) => ({
      id: r.id,
      actorId: r.actorId,
      action: r.action,
      subject: r.subject,
      before: r.before === null ? null : (JSON.parse(r.before) as unknown),
      after: r.after === null ? null : (JSON.parse(r.after) as unknown),
      createdAt: new Date(r.createdAt).toISOString(),
    })),
  };
}
