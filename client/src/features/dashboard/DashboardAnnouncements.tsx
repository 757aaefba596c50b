import type { Announcement } from '@common/announcements';
import { HydratesApart } from '@/components/HydratesApart';
import { useMountTime } from '@/lib/page-time';
import { useAnnouncements } from '@/shared/announcements/api';
import { dashboardAnnouncements } from '@/shared/announcements/on-dashboard';
import { AnnouncementsCard } from './AnnouncementsCard';

/**
 * The announcements the member's dashboard shows (none while the list loads or fails: the
 * dashboard's own cards matter more than a notice that could not be read).
 */
export function useDashboardAnnouncements(leagueId: string | undefined): Announcement[] {
  const announcements = useAnnouncements(leagueId).data;
  const now = useMountTime();
  return announcements ? dashboardAnnouncements(announcements, now) : [];
}

/** The announcements card, when there is one to show. */
export function DashboardAnnouncements({
  leagueId,
  shown,
  className,
}: {
  leagueId: string | undefined;
  shown: readonly Announcement[];
  className?: string;
}) {
  if (!leagueId || shown.length === 0) return null;
  return (
    <div className={className}>
      <HydratesApart>
        <AnnouncementsCard leagueId={leagueId} shown={shown} />
      </HydratesApart>
    </div>
  );
}
