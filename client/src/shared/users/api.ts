import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, DraftMessage, SmsStatus, UserRolesBody } from '@common/admin';
import { apiRequest } from '@/lib/api';
import { prefetch, type RouteDataContext } from '@/lib/route-data';

export const ADMIN_USERS_KEY = ['/api/admin/users'] as const;

export function useAdminUsers() {
  return useQuery<AdminUser[]>({ queryKey: ADMIN_USERS_KEY });
}

const SMS_STATUS_KEY = ['/api/admin/sms-status'] as const;

export function useSmsStatus() {
  return useQuery<SmsStatus>({ queryKey: SMS_STATUS_KEY });
}

/** /admin/users: the members and the message service's status. */
export function prefetchAdminUsersPage(context: RouteDataContext): void {
  prefetch(context, ADMIN_USERS_KEY);
  prefetch(context, SMS_STATUS_KEY);
}

export function useMemberMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
  const updatePhone = useMutation({
    mutationFn: ({ userId, phoneNumber }: { userId: string; phoneNumber: string }) =>
      apiRequest<AdminUser>('PATCH', `/api/admin/users/${userId}/phone`, { phoneNumber }),
    onSuccess: refresh,
  });
  const draftMessage = useMutation({
    mutationFn: (userId: string) =>
      apiRequest<DraftMessage>('POST', `/api/admin/users/${userId}/draft-message`),
  });
  return { updatePhone, draftMessage };
}

/** Owner-only role calls; roles change what the signed-in user may see, so the auth user is refreshed too. */
export function useRoleMutations() {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
    await queryClient.invalidateQueries({ queryKey: ['/api/auth/user'] });
  };
  const setRoles = useMutation({
    mutationFn: ({ userId, ...body }: UserRolesBody & { userId: string }) =>
      apiRequest('PUT', `/api/admin/user-roles/${userId}`, body),
    onSuccess,
  });
  const makeOwner = useMutation({
    mutationFn: (userId: string) => apiRequest('PUT', `/api/admin/make-owner/${userId}`),
    onSuccess,
  });
  return { setRoles, makeOwner };
}
