import { useState } from 'react';
import { HistoryIcon } from 'lucide-react';
import { AUDIT_DEFAULT_PAGE_SIZE, type AuditEntryView } from '@common/admin';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/EmptyState';
import { formatCentral } from '@/lib/format';
import { useAuditPage } from './api/audit';
import { describeRecord } from './audit-format';
import { TabError, TabSkeleton } from '@/components/TabStates';

/** Beyond docs/product.md §2 "Admin (/admin)": every commissioner action, newest first, a page at a time. */
export function AuditTab() {
  const [page, setPage] = useState(1);
  const audit = useAuditPage(page, AUDIT_DEFAULT_PAGE_SIZE);
  if (audit.isLoading) return <TabSkeleton rows={4} />;
  if (audit.isError || !audit.data)
    return <TabError what="the audit log" onRetry={() => void audit.refetch()} />;
  const { entries, total, pageSize } = audit.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return <EmptyState as="h2" icon={HistoryIcon} title="No admin actions recorded yet" />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit Log</CardTitle>
        <CardDescription>
          Who did what and when (Central Time), with the values before and after.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ol className="divide-y">
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ol>
        <nav className="flex items-center justify-between gap-2" aria-label="Audit log pages">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage((current) => current - 1)}>
            Newer
          </Button>
          <span className="text-sm text-muted-foreground">
            Page {page} of {pages}
          </span>
          <Button
            variant="outline"
            disabled={page >= pages}
            onClick={() => setPage((current) => current + 1)}
          >
            Older
          </Button>
        </nav>
      </CardContent>
    </Card>
  );
}

function AuditRow({ entry }: { entry: AuditEntryView }) {
  return (
    <li className="grid gap-1 py-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">
          {entry.action} · {entry.subject}
        </span>
        <time className="text-xs text-muted-foreground" dateTime={entry.createdAt}>
          {formatCentral(entry.createdAt, 'MMM d, yyyy h:mm:ss a')}
        </time>
      </div>
      <p className="text-muted-foreground">by {entry.actorName ?? entry.actorId ?? 'system'}</p>
      <p className="break-words">
        <span className="text-muted-foreground">Before:</span> {describeRecord(entry.before)}
      </p>
      <p className="break-words">
        <span className="text-muted-foreground">After:</span> {describeRecord(entry.after)}
      </p>
    </li>
  );
}
