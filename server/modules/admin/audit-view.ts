// The Audit tab's data: the audit log newest first, a page at a time, with actors' display names.
import type { AuditPageView } from '../../../common/admin';
import { listAudit } from '../../audit';
import type { AppContext } from '../../context';
import { listUserRows } from './repository';

export function auditPage(ctx: AppContext, page: number, pageSize: number): AuditPageView {
  const { entries, total } = listAudit(ctx.db, page, pageSize);
  const names = new Map(listUserRows(ctx.db).map((row) => [row.sleeperUserId, row.displayName]));
  return {
    page,
    pageSize,
    total,
    entries: entries.map((entry) => ({
      ...entry,
      actorName: entry.actorId === null ? null : (names.get(entry.actorId) ?? null),
    })),
  };
}
