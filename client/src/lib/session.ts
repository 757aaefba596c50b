import { queryOptions } from '@tanstack/react-query';
import type { AuthUser } from '@common/auth';
import { getQueryFn } from './api';

/** The query of GET /api/auth/user: the signed-in member, or null for a visitor. */
export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;

/** The current-user query: a 401 answers null (the visitor is signed out). */
export const authUserQuery = queryOptions<AuthUser | null>({
  queryKey: AUTH_USER_QUERY_KEY,
  queryFn: getQueryFn<AuthUser>({ on401: 'returnNull' }),
});
