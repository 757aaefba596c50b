// The calendar feed API contract (docs/decisions/0034): each member's secret address of an iCalendar
// feed (`GET /api/me/calendar`, a new one with `POST /api/me/calendar/reset`), and the events it holds,
// which the member's /calendar page lists too.
import { z } from 'zod';

export const calendarFeedResponseSchema = z.object({
  /** The feed's https (or http) address on PUBLIC_URL, secret included. */
  url: z.string(),
});
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

export const CALENDAR_EVENT_KINDS = [
  'game',
  'playoffs',
  'keeper-deadline',
  'draft',
  'trade-deadline',
] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

export const calendarEventSchema = z.object({
  /** The event's UID in the feed: the same on every fetch, so a calendar updates it in place. */
  uid: z.string(),
  kind: z.enum(CALENDAR_EVENT_KINDS),
  /** The event's title (a game names both teams, the member's first). */
  summary: z.string(),
  description: z.string(),
  /** ISO instants. `end` null: a moment (a deadline, a draft's start). */
  start: z.string(),
  end: z.string().nullable(),
  /**
   * False where only the day is known (a week's games: Sleeper publishes no kickoff times, so the
   * event holds the week's Sunday from noon Central); the page then shows the day alone.
   */
  timeKnown: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** `GET /api/me/calendar/events`: the feed's events that have not ended yet, soonest first. */
export const calendarEventsResponseSchema = z.object({
  events: z.array(calendarEventSchema),
});
export type CalendarEventsResponse = z.infer<typeof calendarEventsResponseSchema>;

/** The address a phone's calendar app opens to subscribe: the feed's address under webcal://. */
export const webcalAddress = (url: string): string => url.replace(/^https?:\/\//, 'webcal://');
