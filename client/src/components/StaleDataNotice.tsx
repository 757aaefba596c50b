import { ClockAlertIcon } from 'lucide-react';
import type { QueryKey } from '@tanstack/react-query';
import { queryKeyToUrl } from '@/lib/query-url';
import { formatCentral } from '@/lib/format';
import { useStaleness } from '@/lib/api';
import { cn } from '@/lib/cn';

/**
 * Says "Data as of <time>" when the latest answer to `queryKey` was a saved copy: the server's last
 * good copy because the provider failed (header X-Data-Stale), or this device's last answer because
 * the network failed (X-Offline-Copy, client/src/lib/offline-cache.ts). Renders nothing while the
 * data is fresh.
 */
export function StaleDataNotice({ queryKey, className }: { queryKey: QueryKey; className?: string }) {
  const staleness = useStaleness(queryKeyToUrl(queryKey));
  if (!staleness) return null;
  const { since, offline } = staleness;
  const when = Number.isNaN(Date.parse(since)) ? null : formatCentral(since, 'MMM d, h:mm a');
  const why = offline ? "You're offline" : 'Sleeper is not answering';
  return (
    <p
      role="status"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md bg-amber-100 px-2 py-1 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200',
        className,
      )}
    >
      <ClockAlertIcon className="size-3.5" aria-hidden="true" />
      {when ? `Data as of ${when} CT (${why})` : `Showing saved data (${why})`}
    </p>
  );
}
