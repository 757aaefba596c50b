// A member's events as an iCalendar feed (RFC 5545), written by ical-generator: every time in Central
// Time (TZID=America/Chicago with its VTIMEZONE from @touch4it/ical-timezones; the instants are handed
// over as @date-fns/tz dates, so the server's own time zone never enters), DTSTAMP in UTC, and UIDs
// made of the event's own id and PUBLIC_URL's host, the same on every fetch.
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import type { CalendarEvent, CalendarEventKind } from '../../../common/calendar';
import { CENTRAL_TIME_ZONE } from '../../../common/central-time';

/** How often a calendar app is asked to read the feed again. */
const REFRESH_SECONDS = 60 * 60;

/** The page each kind of event links to. */
const EVENT_PAGES: Record<CalendarEventKind, string> = {
  game: '/dashboard',
  playoffs: '/bracket',
  'keeper-deadline': '/keepers',
  draft: '/draft-board',
  'trade-deadline': '/trades',
};

export interface FeedOptions {
  /** The calendar's name in the member's calendar app. */
  name: string;
  /** PUBLIC_URL: the events' links and the UIDs' domain. */
  siteUrl: string;
  now: Date;
}

const central = (iso: string) => new TZDate(Date.parse(iso), CENTRAL_TIME_ZONE);

export function icsFeed(events: readonly CalendarEvent[], options: FeedOptions): string {
  const domain = new URL(options.siteUrl).host;
  // No calendar-wide zone name: ical-generator would write DTSTAMP in it, where RFC 5545 wants UTC.
  // The generator still adds the VTIMEZONE of the zone every event names.
  const calendar = ical({
    name: options.name,
    prodId: { company: domain, product: 'huddle-calendar' },
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: REFRESH_SECONDS,
  });
  calendar.x('X-WR-TIMEZONE', CENTRAL_TIME_ZONE);
  for (const event of events) {
    calendar.createEvent({
      id: `${event.uid}@${domain}`,
      timezone: CENTRAL_TIME_ZONE,
      stamp: options.now,
      start: central(event.start),
      // A moment (a deadline, a draft's start) has no end: RFC 5545 reads it as ending where it starts.
      ...(event.end ? { end: central(event.end) } : {}),
      summary: event.summary,
      description: event.description,
      url: `${options.siteUrl}${EVENT_PAGES[event.kind]}`,
    });
  }
  return calendar.toString();
}
