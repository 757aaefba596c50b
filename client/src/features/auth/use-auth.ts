import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@common/auth';
import { getQueryFn } from '@/lib/api';

export const AUTH_USER_QUERY_KEY = ['/api/auth/user'] as const;

/**
 * The signed-in user (spec: "authenticated means a user was returned by the current-user call").
 * A 401 answers null: the visitor is signed out. While the first answer loads, isLoading is true.
 */
export function useAuth() {
  const query = useQuery<AuthUser | null>({
    queryKey: AUTH_USER_QUERY_KEY,
    queryFn: getQueryFn<AuthUser>({ on401: 'returnNull' }),
  });
  return {
    user: query.data ?? null,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(query.data),
  };
}
