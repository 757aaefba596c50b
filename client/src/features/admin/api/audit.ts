import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, withSearch } from '@/lib/api';
import type { AuditPageView } from '@common/admin';

/**
 * GET /api/admin/audit, newest first. Every admin write adds an entry, so the log is fetched again
 * each time the Audit tab opens.
 */
const auditPageQuery = (page: number, pageSize: number) =>
  queryOptions({
    ...withSearch(getJson<AuditPageView>`/api/admin/audit`, { page, pageSize }),
    refetchOnMount: 'always',
  });

/** A page of the log; the previous page stays on screen while the next loads. */
export function useAuditPage(page: number, pageSize: number) {
  return useQuery({ ...auditPageQuery(page, pageSize), placeholderData: keepPreviousData });
}
