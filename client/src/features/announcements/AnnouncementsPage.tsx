// The commissioner's announcements (/announcements): every one, pinned first, each whole with its
// Markdown rendered safely; the commissioners post, edit and delete them here. A link to one
// (#announcement-{id}, from the dashboard or a notification) scrolls to it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { AlertTriangleIcon, MegaphoneIcon, PinIcon } from 'lucide-react';
import { useLocation } from 'react-router';
import { announcementAnchor } from '@common/announcement-links';
import type { Announcement } from '@common/announcements';
import { ConfirmButton } from '@/components/ConfirmButton';
import { EmptyState } from '@/components/EmptyState';
import { MarkdownHtml } from '@/components/markdown/MarkdownHtml';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { formatCentral } from '@/lib/format';
import { useLeagueId } from '@/lib/league';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAuth } from '@/lib/use-auth';
import { pinnedFirst, useAnnouncementWrites, useAnnouncements } from '@/entities/announcement/api';

// The commissioners' form (with the Markdown renderer for its preview, and the form's zod) loads
// when one opens it: members only read the server's HTML.
const AnnouncementForm = lazy(() => import('./AnnouncementForm'));

type Writes = ReturnType<typeof useAnnouncementWrites>;

function FormLoading() {
  return (
    <div role="status" aria-label="Loading the form">
      <Skeleton className="h-80" />
    </div>
  );
}

function Posted({ announcement }: { announcement: Announcement }) {
  return (
    <p className="text-sm text-muted-foreground">
      Posted {formatCentral(announcement.createdAt, 'MMMM d, yyyy')} by {announcement.author}
      {announcement.editedAt && <> · edited {formatCentral(announcement.editedAt, 'MMMM d')}</>}
    </p>
  );
}

function AnnouncementArticle({
  announcement,
  isAdmin,
  writes,
}: {
  announcement: Announcement;
  isAdmin: boolean;
  writes: Writes;
}) {
  const [editing, setEditing] = useState(false);
  const anchor = announcementAnchor(announcement.id);
  if (editing) {
    return (
      <Card id={anchor} className="scroll-mt-20">
        <CardHeader>
          <CardTitle>Edit the announcement</CardTitle>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<FormLoading />}>
            <AnnouncementForm
              editing={announcement}
              pending={writes.update.isPending}
              error={writes.update.error}
              onCancel={() => setEditing(false)}
              onSubmit={(body) =>
                writes.update.mutate(
                  { id: announcement.id, body },
                  {
                    onSuccess: () => {
                      setEditing(false);
                      notifySuccess('Announcement saved');
                    },
                  },
                )
              }
            />
          </Suspense>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card
      id={anchor}
      role="article"
      aria-labelledby={`${anchor}-title`}
      className="scroll-mt-20"
      data-testid="announcement"
    >
      <CardHeader className="gap-1.5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle id={`${anchor}-title`} className="text-xl">
            {announcement.title}
          </CardTitle>
          {announcement.pinned && (
            <Badge variant="secondary" className="gap-1">
              <PinIcon className="size-3" aria-hidden="true" /> Pinned
            </Badge>
          )}
        </div>
        <Posted announcement={announcement} />
      </CardHeader>
      <CardContent className="space-y-4">
        <MarkdownHtml html={announcement.html} />
        {isAdmin && (
          <div className="flex flex-wrap gap-2 border-t pt-4">
            <Button variant="outline" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <ConfirmButton
              label="Delete"
              destructive
              title={`Delete “${announcement.title}”?`}
              description="Members will no longer see it. The audit log keeps what it said."
              onConfirm={() =>
                writes.remove.mutate(announcement.id, {
                  onSuccess: () => notifySuccess('Announcement deleted'),
                  onError: (error) => notifyError('Failed to delete the announcement', error, true),
                })
              }
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function NewAnnouncement({ writes }: { writes: Writes }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div>
        <Button onClick={() => setOpen(true)}>
          <MegaphoneIcon aria-hidden="true" /> New announcement
        </Button>
      </div>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>New announcement</CardTitle>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<FormLoading />}>
          <AnnouncementForm
            pending={writes.create.isPending}
            error={writes.create.error}
            onCancel={() => setOpen(false)}
            onSubmit={(body) =>
              writes.create.mutate(body, {
                onSuccess: () => {
                  setOpen(false);
                  notifySuccess('Announcement posted');
                },
              })
            }
          />
        </Suspense>
      </CardContent>
    </Card>
  );
}

export default function AnnouncementsPage() {
  const leagueId = useLeagueId();
  const list = useAnnouncements(leagueId);
  const user = useAuth().user;
  const isAdmin = Boolean(user?.isAdmin || user?.isOwner);
  const writes = useAnnouncementWrites(leagueId);
  const { hash } = useLocation();
  // An announcement asked for by the address is there once the list is: scroll to it then.
  useEffect(() => {
    if (list.data && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [list.data, hash]);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <MegaphoneIcon className="size-6 text-primary" aria-hidden="true" /> Announcements
        </h1>
        <p className="text-sm text-muted-foreground">
          What the commissioner has told the league, pinned first.
        </p>
      </header>
      {isAdmin && <NewAnnouncement writes={writes} />}
      {list.isPending ? (
        <div className="space-y-4" role="status" aria-label="Loading the announcements">
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : list.isError ? (
        <EmptyState
          icon={AlertTriangleIcon}
          title="Could not load the announcements"
          description={errorMessage(list.error, 'Please try again later.')}
        />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={MegaphoneIcon}
          title="No announcements yet"
          description="When the commissioner posts one, it shows here and on your dashboard."
        />
      ) : (
        <div className="space-y-4">
          {pinnedFirst(list.data).map((announcement) => (
            <AnnouncementArticle
              key={announcement.id}
              announcement={announcement}
              isAdmin={isAdmin}
              writes={writes}
            />
          ))}
        </div>
      )}
    </div>
  );
}
