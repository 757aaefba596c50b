import type { RouteDataContext } from '@/lib/route-data';
import { announcementsQuery } from '@/entities/announcement/api';

/** /announcements: every announcement, each with its text rendered by the server. */
export function prefetchAnnouncementsPage({ queryClient, info }: RouteDataContext): Promise<void> {
  return queryClient.prefetchQuery(announcementsQuery(info.leagueId));
}
