import type { RouteDataContext } from '@/lib/route-data';
import { announcementsQuery } from '@/entities/announcement/api';

/** /announcements: every announcement (the Markdown renderer's chunk comes with the page's parts). */
export function prefetchAnnouncementsPage({ queryClient, info }: RouteDataContext): Promise<void> {
  return queryClient.prefetchQuery(announcementsQuery(info.leagueId));
}
