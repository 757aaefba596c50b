// Phone numbers stored in clear before migration 0003 are encrypted at start, before anything reads
// them: a member's clear number moves into phone_encrypted, and audit entries keep a masked one. One
// transaction: a failure leaves every row as it was, and the next start tries again. Idempotent: a
// converted row no longer matches, so later starts only look. The clear copies SQLite may still hold
// are then scrubbed: secure_delete zeroes the space the update frees, VACUUM rebuilds the file without
// older free space, and a TRUNCATE checkpoint empties the WAL.
import type Database from 'better-sqlite3';
import { redact } from '../audit';
import { encryptPhone } from '../phones';

export interface PhoneConversion {
  /** Members whose clear number was encrypted. */
  phones: number;
  /** Audit entries whose numbers were masked. */
  auditEntries: number;
  /** Why the scrub after the conversion failed (the conversion itself stands), or null. */
  scrubError: string | null;
}

interface ClearPhone {
  id: string;
  phone: string;
}

interface AuditRecords {
  id: number;
  before: string | null;
  after: string | null;
}

const redactJson = (json: string | null) => (json === null ? null : JSON.stringify(redact(JSON.parse(json))));

/** What is still in clear: members' numbers, and audit entries that masking would change. */
function clearCopies(sqlite: Database.Database): { phones: ClearPhone[]; audit: AuditRecords[] } {
  const phones = sqlite
    .prepare('SELECT sleeper_user_id AS id, phone_number AS phone FROM users WHERE phone_number IS NOT NULL')
    .all() as ClearPhone[];
  const candidates = sqlite
    .prepare(
      `SELECT id, before_json AS before, after_json AS after FROM audit_log
       WHERE before_json LIKE '%phone%' OR after_json LIKE '%phone%'`,
    )
    .all() as AuditRecords[];
  const audit = candidates
    .map((row) => ({ id: row.id, before: redactJson(row.before), after: redactJson(row.after) }))
    .filter((masked, i) => masked.before !== candidates[i]!.before || masked.after !== candidates[i]!.after);
  return { phones, audit };
}

export function encryptStoredPhones(sqlite: Database.Database, secret: Buffer): PhoneConversion {
  // A read first: most starts have nothing to convert and take no write lock.
  const found = clearCopies(sqlite);
  if (found.phones.length === 0 && found.audit.length === 0)
    return { phones: 0, auditEntries: 0, scrubError: null };
  const secureDelete = sqlite.pragma('secure_delete', { simple: true }) as number;
  sqlite.pragma('secure_delete = ON');
  let converted: Omit<PhoneConversion, 'scrubError'>;
  try {
    converted = sqlite
      .transaction(() => {
        // Read again under the write lock: another process may have written since.
        const { phones, audit } = clearCopies(sqlite);
        const setPhone = sqlite.prepare(
          'UPDATE users SET phone_encrypted = ?, phone_number = NULL WHERE sleeper_user_id = ?',
        );
        for (const { id, phone } of phones) {
          setPhone.run(phone.trim() === '' ? null : encryptPhone(secret, phone), id);
        }
        const setAudit = sqlite.prepare('UPDATE audit_log SET before_json = ?, after_json = ? WHERE id = ?');
        for (const { id, before, after } of audit) setAudit.run(before, after, id);
        return { phones: phones.length, auditEntries: audit.length };
      })
      .immediate();
  } finally {
    sqlite.pragma(`secure_delete = ${secureDelete}`);
  }
  try {
    sqlite.exec('VACUUM');
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    return { ...converted, scrubError: null };
  } catch (error) {
    return { ...converted, scrubError: error instanceof Error ? error.message : String(error) };
  }
}
