import { useMemo, useState } from 'react';
import { HistoryIcon } from 'lucide-react';
import { AUDIT_DEFAULT_PAGE_SIZE, type AuditEntryView } from '@common/admin';
import type { RosterResponse } from '@common/league';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/EmptyState';
import { formatCentral } from '@/lib/format';
import { useAuditPage } from './api/audit';
import { auditSentence, type AuditNames } from './audit-sentences';
import { TabError, TabSkeleton } from '@/components/TabStates';

/** Beyond docs/product.md §2 "Admin (/admin)": every commissioner action, newest first, a page at a time. */
export function AuditTab({ teams }: { teams: readonly RosterResponse[] }) {
  const [page, setPage] = useState(1);
  const audit = useAuditPage(page, AUDIT_DEFAULT_PAGE_SIZE);
  const names = useMemo<AuditNames>(() => {
    const byRoster = new Map(teams.map((team) => [team.rosterId, team.teamName]));
    return { team: (rosterId) => byRoster.get(rosterId) };
  }, [teams]);
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
        <CardDescription>Who did what and when (Central Time), with what it changed.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ol className="divide-y">
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} names={names} />
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

function AuditRow({ entry, names }: { entry: AuditEntryView; names: AuditNames }) {
  const { summary, changes } = auditSentence(entry, names);
  return (
    <li className="grid gap-1 py-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="min-w-0 font-medium break-words">{summary}</span>
        <time className="text-xs text-muted-foreground" dateTime={entry.createdAt}>
          {formatCentral(entry.createdAt, 'MMM d, yyyy h:mm a')}
        </time>
      </div>
      {changes.length > 0 && (
        <ul className="grid gap-0.5 text-muted-foreground">
          {changes.map((change) => (
            <li key={change} className="break-words">
              {change}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
