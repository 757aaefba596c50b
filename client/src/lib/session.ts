import { queryOptions } from '@tanstack/react-query';
import type { AuthUser } from '@common/auth';
import { getQueryFn } from './api';

/** GET /api/auth/user: the signed-in member, or null for a visitor (a 401 answers null). */
export const authUserQuery = queryOptions<AuthUser | null>({
  queryKey: ['/api/auth/user'],
  queryFn: getQueryFn<AuthUser>({ on401: 'returnNull' }),
});
