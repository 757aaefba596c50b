import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, DraftMessage, SmsStatus, UserRolesBody } from '@common/admin';
import { apiRequest, getJson } from '@/lib/api';
import { authUserQuery } from '@/lib/session';
import { apiPath } from '@/lib/query-url';

/** The members, with their roles and PINs (admins only). */
export const adminUsersQuery = queryOptions({ ...getJson<AdminUser[]>`/api/admin/users` });

/** Whether the message service can send texts. */
export const smsStatusQuery = queryOptions({ ...getJson<SmsStatus>`/api/admin/sms-status` });

export function useAdminUsers() {
  return useQuery(adminUsersQuery);
}

export function useSmsStatus() {
  return useQuery(smsStatusQuery);
}

export function useMemberMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey });
  const updatePhone = useMutation({
    mutationFn: ({ userId, phoneNumber }: { userId: string; phoneNumber: string }) =>
      apiRequest<AdminUser>('PATCH', apiPath`/api/admin/users/${userId}/phone`, { phoneNumber }),
    onSuccess: refresh,
  });
  const draftMessage = useMutation({
    mutationFn: (userId: string) =>
      apiRequest<DraftMessage>('POST', apiPath`/api/admin/users/${userId}/draft-message`),
  });
  return { updatePhone, draftMessage };
}

/** Owner-only role calls; roles change what the signed-in user may see, so the auth user is refreshed too. */
export function useRoleMutations() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey });
    await queryClient.invalidateQueries({ queryKey: authUserQuery.queryKey });
  };
  const setRoles = useMutation({
    mutationFn: ({ userId, ...body }: UserRolesBody & { userId: string }) =>
      apiRequest('PUT', apiPath`/api/admin/user-roles/${userId}`, body),
    onSuccess,
  });
  const makeOwner = useMutation({
    mutationFn: (userId: string) => apiRequest('PUT', apiPath`/api/admin/make-owner/${userId}`),
    onSuccess,
  });
  return { setRoles, makeOwner };
}
