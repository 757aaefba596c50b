// The member's calendar (/calendar, docs/decisions/0034): the secret address of their iCalendar feed
// with Copy and Add to calendar (webcal://), how to subscribe on a phone in plain words, what comes
// next, and a new address for a member whose address got out (the old one stops updating).
import { AlertTriangleIcon, CalendarDaysIcon, CalendarPlusIcon, CopyIcon } from 'lucide-react';
import type { CalendarEvent } from '@common/calendar';
import { webcalAddress } from '@common/calendar';
import { ConfirmButton } from '@/components/ConfirmButton';
import { EmptyState } from '@/components/EmptyState';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { formatCentral } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCalendarEvents, useCalendarFeed, useResetCalendarFeed } from './api';

/** How many of the events to come the page lists. */
const EVENTS_LISTED = 8;
const ADDRESS_ID = 'calendar-address';

function Address() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  if (feed.isPending) return <Skeleton className="h-11 w-full" />;
  if (feed.isError) {
    return (
      <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
        <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {errorMessage(feed.error, 'Your calendar address could not be loaded. Please try again later.')}
      </p>
    );
  }
  const { url } = feed.data;
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => notifySuccess('Your calendar address is copied.'),
      () => {
        (document.getElementById(ADDRESS_ID) as HTMLInputElement | null)?.select();
        notifyError('It could not be copied: it is selected, copy it from there.');
      },
    );
  const onReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => notifySuccess('Your calendar has a new address. Subscribe to it again.'),
      onError: (error) => notifyError('The address could not be reset.', error, true),
    });
  return (
    <div className="grid gap-3">
      <Input
        id={ADDRESS_ID}
        readOnly
        value={url}
        aria-label="Your calendar address"
        className="font-mono text-xs sm:text-xs"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="flex flex-wrap gap-2 [&>*]:flex-1 sm:[&>*]:flex-none">
        <Button asChild>
          <a href={webcalAddress(url)}>
            <CalendarPlusIcon aria-hidden="true" /> Add to calendar
          </a>
        </Button>
        <Button variant="outline" onClick={() => void copy()}>
          <CopyIcon aria-hidden="true" /> Copy address
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        If it got out, reset it: calendars subscribed to the old address stop updating.
      </p>
      <div>
        <ConfirmButton
          label="Reset address"
          title="Reset your calendar address?"
          description="Calendars subscribed to the old address stop updating. You then subscribe again with the new one."
          confirmLabel="Reset address"
          destructive
          disabled={reset.isPending}
          onConfirm={onReset}
        />
      </div>
    </div>
  );
}

/** "Sun, Dec 7" with the time where it is known ("Sun, Mar 1 · 11:59 PM CT"). */
function when(event: CalendarEvent): string {
  const day = formatCentral(event.start, 'EEE, MMM d');
  return event.timeKnown ? `${day} · ${formatCentral(event.start, 'h:mm a')} CT` : day;
}

function ComingUp() {
  const events = useCalendarEvents();
  if (events.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-label="Loading the events to come">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  }
  if (events.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(events.error, 'The events to come could not be loaded. Please try again later.')}
      </p>
    );
  }
  const next = events.data.events.slice(0, EVENTS_LISTED);
  if (next.length === 0) {
    return (
      <EmptyState as="h3" icon={CalendarDaysIcon} title="Nothing left on the league’s calendar this season" />
    );
  }
  return (
    <ol className="grid gap-2" data-testid="calendar-events">
      {next.map((event) => (
        <li key={event.uid} className="grid gap-0.5 rounded-lg border px-3 py-2">
          <time dateTime={event.start} className="text-xs text-muted-foreground">
            {when(event)}
          </time>
          <span className="text-sm font-medium">{event.summary}</span>
        </li>
      ))}
    </ol>
  );
}

function HowTo() {
  return (
    <dl className="grid gap-4 text-sm">
      <div className="grid gap-1">
        <dt className="font-medium">iPhone</dt>
        <dd>
          Tap <strong>Add to calendar</strong>, then <strong>Subscribe</strong>. Or copy the address and open
          Settings → Calendar → Accounts → Add Account → Other → Add Subscribed Calendar, and paste it.
        </dd>
      </div>
      <div className="grid gap-1">
        <dt className="font-medium">Android and Google Calendar</dt>
        <dd>
          Copy the address. In a browser, open calendar.google.com, press + next to “Other calendars”, choose
          “From URL”, paste it and press “Add calendar”. It then shows in Google Calendar on your phone.
          Google reads subscribed calendars a few times a day, so a change can take hours to show.
        </dd>
      </div>
      <div className="grid gap-1">
        <dt className="font-medium">Other calendar apps</dt>
        <dd>Look for “subscribe to a calendar” or “add calendar from URL” and paste the address.</dd>
      </div>
    </dl>
  );
}

export default function CalendarPage() {
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <CalendarDaysIcon className="size-6 text-primary" aria-hidden="true" /> Calendar
        </h1>
        <p className="text-sm text-muted-foreground">
          Put your games, the playoffs and the league’s deadlines in your phone’s calendar: subscribe once and
          it keeps them up to date. Times are Central. Kickoff times are not known ahead, so a week’s game
          shows on its Sunday afternoon.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Your calendar address</CardTitle>
            <CardDescription>
              Yours alone: anyone who has it sees your games, so keep it to yourself.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Address />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Coming up</CardTitle>
          </CardHeader>
          <CardContent>
            <ComingUp />
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>How to subscribe</CardTitle>
          </CardHeader>
          <CardContent>
            <HowTo />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
