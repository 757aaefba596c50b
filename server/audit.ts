// The audit log: every admin action with who, when, what, before and after. Callers pass the
// records without PINs; `redact` strips any PIN-like field defensively before storing, and masks phone
// numbers, which are encrypted wherever else they are stored (issue 17).
import { desc, sql } from 'drizzle-orm';
import type { DbOrTx as Db } from './db/types';
import { auditLog } from './db/schema';
import { maskPhone } from './phones';

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

/** Records one action; call it inside the same transaction as the write it describes. */
export function recordAudit(db: Db, entry: AuditEntry): void {
  db.insert(auditLog)
    .values({
      actorId: entry.actorId,
      action: entry.action,
      subject: entry.subject,
      before: entry.before === undefined ? null : JSON.stringify(redact(entry.before)),
      after: entry.after === undefined ? null : JSON.stringify(redact(entry.after)),
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
