import type { RouteDataContext } from '@/lib/route-data';
import { notificationSettingsQuery } from './api';

/** /notifications: the member's settings (the device's own state is the browser's). */
export function prefetchNotificationsPage({ queryClient }: RouteDataContext): Promise<void> {
  return queryClient.prefetchQuery(notificationSettingsQuery);
}
