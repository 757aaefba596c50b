import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@common/auth';
import { appInfoQuery } from '@/lib/league';
import { forgetSavedAnswers } from '@/lib/offline-cache';
import { authUserQuery } from '@/lib/session';

/**
 * The signed-in user (docs/product.md §6: signed in means the current-user call returned a user).
 * A 401 answers null: the visitor is signed out. While the first answer loads, isLoading is true.
 */
export function useAuth() {
  const query = useQuery(authUserQuery);
  return {
    user: query.data ?? null,
    isLoading: query.isLoading,
    isAuthenticated: Boolean(query.data),
  };
}

/**
 * After a login: the current-user answer is now the member (known from the login answer, so guarded
 * pages do not bounce back to the login page), and the deployment info is fetched again because part
 * of it is for members only (the dues link). Offline copies of anyone's earlier answers are dropped.
 */
export function rememberSignedInUser(queryClient: QueryClient, user: AuthUser): void {
  void forgetSavedAnswers();
  queryClient.setQueryData(authUserQuery.queryKey, user);
  void queryClient.invalidateQueries({ queryKey: appInfoQuery.queryKey });
}
