import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPageView } from '@common/admin';

/**
 * GET /api/admin/audit, newest first; the previous page stays on screen while the next loads. Every
 * admin write adds an entry, so the log is fetched again each time the Audit tab opens.
 */
export function useAuditPage(page: number, pageSize: number) {
  return useQuery<AuditPageView>({
    queryKey: ['/api/admin/audit', { page, pageSize }],
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
