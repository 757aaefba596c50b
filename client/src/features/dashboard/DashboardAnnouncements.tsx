import type { Announcement } from '@common/announcements';
import { HydratesApart } from '@/components/HydratesApart';
import { useMountTime } from '@/lib/page-time';
import { useAnnouncements } from '@/entities/announcement/api';
import { dashboardAnnouncements } from '@/entities/announcement/on-dashboard';
import { AnnouncementsCard } from './AnnouncementsCard';

/**
 * The announcements the member's dashboard shows (none if the list fails: the dashboard's own cards
 * matter more than a notice that could not be read), and whether the list has come: the dashboard
 * waits for it, so that a card arriving later never pushes the others down.
 */
export function useDashboardAnnouncements(leagueId: string | undefined): {
  shown: Announcement[];
  settled: boolean;
} {
  const announcements = useAnnouncements(leagueId);
  const now = useMountTime();
  return {
    shown: announcements.data ? dashboardAnnouncements(announcements.data, now) : [],
    settled: !announcements.isPending || !leagueId,
  };
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
