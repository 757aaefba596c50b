import { HydratesApart } from '@/components/HydratesApart';
import { useMountTime } from '@/lib/page-time';
import { useAnnouncements } from '@/shared/announcements/api';
import { dashboardAnnouncements } from '@/shared/announcements/on-dashboard';
import { AnnouncementsCard } from './AnnouncementsCard';

/**
 * The announcements card under the dashboard's banner, when there is one to show (nothing while the
 * list loads or fails: the dashboard's own cards matter more than a notice that could not be read).
 */
export function DashboardAnnouncements({ leagueId }: { leagueId: string | undefined }) {
  const announcements = useAnnouncements(leagueId).data;
  const now = useMountTime();
  const shown = announcements && leagueId ? dashboardAnnouncements(announcements, now) : [];
  if (!leagueId || shown.length === 0) return null;
  return (
    <HydratesApart>
      <AnnouncementsCard leagueId={leagueId} shown={shown} />
    </HydratesApart>
  );
}
