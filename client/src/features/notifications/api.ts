// The member's notification settings and the test push (docs/decisions/0032).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings, NotificationSettingsBody, PushKey, PushTestResponse } from '@common/push';
import { apiRequest, getJson } from '@/lib/api';

export const notificationSettingsQuery = queryOptions({
  ...getJson<NotificationSettings>`/api/me/notifications`,
});

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery);
}

export function useNotificationMutations() {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: NotificationSettingsBody) =>
      apiRequest<NotificationSettings>('PUT', '/api/me/notifications', body),
    onSuccess: (settings) => queryClient.setQueryData(notificationSettingsQuery.queryKey, settings),
  });
  const test = useMutation({
    mutationFn: () => apiRequest<PushTestResponse>('POST', '/api/push/test'),
  });
  return { save, test };
}

/** The server's VAPID public key, asked when a device turns notifications on. */
export const pushKey = () => apiRequest<PushKey>('GET', '/api/push/key');
