import type { RouteDataContext } from '@/lib/route-data';
import { adminUsersQuery, smsStatusQuery } from '@/entities/user/api';

/** /admin/users: the members and the message service's status. */
export function prefetchAdminUsersPage({ queryClient }: RouteDataContext): Promise<unknown> {
  return Promise.all([queryClient.prefetchQuery(adminUsersQuery), queryClient.prefetchQuery(smsStatusQuery)]);
}
