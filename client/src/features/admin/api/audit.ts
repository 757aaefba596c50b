import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import { withSearch } from '@/lib/query-url';
import type { AuditPageView } from '@common/admin';

/**
 * GET /api/admin/audit, newest first. Every admin write adds an entry, so the log is fetched again
 * each time the Audit tab opens.
 */
const auditPageQuery = (page: number, pageSize: number) =>
  queryOptions<AuditPageView>({
    queryKey: ['/api/admin/audit', { page, pageSize }],
    queryFn: getJson(withSearch('/api/admin/audit', { page, pageSize })),
    refetchOnMount: 'always',
  });

/** A page of the log; the previous page stays on screen while the next loads. */
export function useAuditPage(page: number, pageSize: number) {
  return useQuery({ ...auditPageQuery(page, pageSize), placeholderData: keepPreviousData });
}
