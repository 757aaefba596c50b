// The commissioner's announcements on a member's dashboard: pinned first, then those of the last two
// weeks, each a title, who posted it and when, its first words and a link to read it whole on
// /announcements; a member dismisses one from their own dashboard. Plain words only (the server's
// excerpt): the whole text, rendered, is on the announcements page.
import { MegaphoneIcon, PinIcon } from 'lucide-react';
import { Link } from 'react-router';
import { announcementPath } from '@common/announcement-links';
import type { Announcement } from '@common/announcements';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatRelativeAge } from '@/lib/format';
import { useMountTime } from '@/lib/page-time';
import { useDismissAnnouncement } from '@/entities/announcement/api';

function Item({
  announcement,
  now,
  onDismiss,
}: {
  announcement: Announcement;
  now: number;
  onDismiss(): void;
}) {
  return (
    <li className="space-y-1 py-3 first:pt-0 last:pb-0" data-testid="dashboard-announcement">
      <h3 className="flex items-start gap-1.5 font-semibold">
        {announcement.pinned && (
          <PinIcon className="mt-1 size-4 shrink-0 text-primary" aria-label="Pinned" role="img" />
        )}
        <span>{announcement.title}</span>
      </h3>
      <p className="text-xs text-muted-foreground">
        {announcement.author} · {formatRelativeAge(announcement.createdAt, now)}
      </p>
      <p className="line-clamp-2 text-sm sm:line-clamp-3">{announcement.excerpt}</p>
      <div className="flex flex-wrap items-center gap-x-4">
        <Link
          to={announcementPath(announcement.id)}
          aria-label={`Read it all: ${announcement.title}`}
          className="inline-flex h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Read it all
        </Link>
        <Button
          variant="ghost"
          size="sm"
          className="h-11 px-2 text-muted-foreground"
          aria-label={`Dismiss: ${announcement.title}`}
          onClick={onDismiss}
        >
          Dismiss
        </Button>
      </div>
    </li>
  );
}

/** The announcements `shown` (dashboardAnnouncements); the dashboard leaves the card out when none. */
export function AnnouncementsCard({ leagueId, shown }: { leagueId: string; shown: readonly Announcement[] }) {
  const now = useMountTime();
  const dismiss = useDismissAnnouncement(leagueId);
  return (
    <Card role="region" aria-labelledby="dashboard-announcements-title" className="border-primary/30">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-x-4 gap-y-1 pb-3">
        <CardTitle id="dashboard-announcements-title" className="flex items-center gap-2">
          <MegaphoneIcon className="size-5 text-primary" aria-hidden="true" /> From the Commissioner
        </CardTitle>
        <Link to="/announcements" className="text-sm text-primary underline-offset-4 hover:underline">
          All announcements
        </Link>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {shown.map((announcement) => (
            <Item
              key={announcement.id}
              announcement={announcement}
              now={now}
              onDismiss={() => dismiss.mutate(announcement.id)}
            />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
