// The member's calendar feed (docs/decisions/0034): its secret address, the events still to come, and
// a new address (the old one stops answering).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarEventsResponse, CalendarFeedResponse } from '@common/calendar';
import { apiRequest, getJson } from '@/lib/api';

export const calendarFeedQuery = queryOptions({ ...getJson<CalendarFeedResponse>`/api/me/calendar` });
export const calendarEventsQuery = queryOptions({
  ...getJson<CalendarEventsResponse>`/api/me/calendar/events`,
});

export function useCalendarFeed() {
  return useQuery(calendarFeedQuery);
}

export function useCalendarEvents() {
  return useQuery(calendarEventsQuery);
}

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeedResponse>('POST', '/api/me/calendar/reset'),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQuery.queryKey, feed),
  });
}
