import type { RouteDataContext } from '@/lib/route-data';
import { calendarEventsQuery, calendarFeedQuery } from './api';

/** /calendar: the address and the events to come. */
export function prefetchCalendarPage({ queryClient }: RouteDataContext): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(calendarFeedQuery),
    queryClient.prefetchQuery(calendarEventsQuery),
  ]);
}
