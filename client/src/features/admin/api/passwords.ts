import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PopulateResult, UserCredential } from '@common/admin';
import { apiRequest, getJson } from '@/lib/api';
import { adminUsersQuery } from '@/entities/user/api';
import { apiPath } from '@/lib/query-url';

const passwordsQuery = queryOptions({ ...getJson<UserCredential[]>`/api/admin/user-passwords` });

export function useUserPasswords() {
  return useQuery(passwordsQuery);
}

/** Populate, set-PIN and unlock calls; each refreshes the passwords list and the members list (it shows PINs). */
export function usePasswordMutations() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: passwordsQuery.queryKey });
    await queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey });
  };
  const populate = useMutation({
    mutationFn: () => apiRequest<PopulateResult>('POST', '/api/admin/user-passwords/populate'),
    onSuccess,
  });
  const setPin = useMutation({
    mutationFn: ({ userId, password }: { userId: string; password: string }) =>
      apiRequest<UserCredential>('PUT', apiPath`/api/admin/user-passwords/${userId}`, { password }),
    onSuccess,
  });
  const unlock = useMutation({
    mutationFn: (userId: string) =>
      apiRequest<UserCredential>('POST', apiPath`/api/admin/user-passwords/${userId}/unlock`),
    onSuccess,
  });
  return { populate, setPin, unlock };
}
