import { ClockAlertIcon } from 'lucide-react';
import type { QueryKey } from '@tanstack/react-query';
import { queryKeyToUrl } from '@/lib/api';
import { formatCentral } from '@/lib/format';
import { useStaleSince } from '@/lib/staleness';
import { cn } from '@/lib/cn';

/**
 * Says "Data as of <time>" when the latest answer to `queryKey` came from the server's last good
 * copy because the provider failed (header X-Data-Stale); renders nothing while the data is fresh.
 */
export function StaleDataNotice({ queryKey, className }: { queryKey: QueryKey; className?: string }) {
  const staleSince = useStaleSince(queryKeyToUrl(queryKey));
  if (!staleSince) return null;
  const when = Number.isNaN(Date.parse(staleSince)) ? null : formatCentral(staleSince, 'MMM d, h:mm a');
  return (
    <p
      role="status"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md bg-amber-100 px-2 py-1 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200',
        className,
      )}
    >
      <ClockAlertIcon className="size-3.5" aria-hidden="true" />
      {when
        ? `Data as of ${when} CT (Sleeper is not answering)`
        : 'Showing saved data (Sleeper is not answering)'}
    </p>
  );
}
