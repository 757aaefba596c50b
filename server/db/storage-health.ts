// Whether the database takes writes, for /api/health. A full or read-only disk still answers reads,
// so a read cannot tell, and neither can a write rolled back: in WAL mode it never reaches the
// disk. The probe commits a one-row write (storage_probe), as every real write does, at most once
// per PROBE_EVERY_MS so health stays fast. A write refused anywhere in the app marks the database
// read-only at once; the first probe after the interval that succeeds clears it, with no restart,
// when space returns.
import type Database from 'better-sqlite3';
import { isStorageError } from './storage-errors';

export type StorageStatus = 'ok' | 'read-only';

export const PROBE_EVERY_MS = 5000;

const PROBE_SQL = `INSERT INTO storage_probe (id, checked_at) VALUES (1, ?)
  ON CONFLICT(id) DO UPDATE SET checked_at = excluded.checked_at`;

export class StorageHealth {
  private known: { status: StorageStatus; at: number } | null = null;
  /** Probe writes so far (tests check that health is rate-limited). */
  probes = 0;

  constructor(
    private readonly sqlite: Database.Database,
    private readonly now: () => number,
  ) {}

  /** A write failed on the disk: health says so without waiting for the next probe. */
  noteFailure(): void {
    this.known = { status: 'read-only', at: this.now() };
  }

  /** The last answer while it is recent, else a new probe. Throws on errors that are not the disk's. */
  status(): StorageStatus {
    const now = this.now();
    const { known } = this;
    if (known && now >= known.at && now - known.at < PROBE_EVERY_MS) return known.status;
    this.known = { status: this.probe(now), at: now };
    return this.known.status;
  }

  private probe(now: number): StorageStatus {
    this.probes += 1;
    try {
      this.sqlite.prepare(PROBE_SQL).run(now);
      return 'ok';
    } catch (error) {
      if (isStorageError(error)) return 'read-only';
      throw error;
    }
  }
}
