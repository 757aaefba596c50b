// When the group chat's automatic posts are due (docs/decisions/0022), on the league's clock (Central Time).
// Pure: the caller gives the time and the dates.
//   - A week's recap: the morning after it is final (from 09:00), while the week is recent (its games
//     ended less than a week ago), so setting up the chat months later posts no stale recap.
//   - Keeper deadline: while its words are true: "in 3 days" from 72 h before until 60 h before (three
//     days, rounded), "within 24 hours" from 24 h before until the deadline.
//   - Draft day: from 09:00 on the draft's day (an hour before a draft that starts earlier) to its start.
//   - Dues: Mondays from 09:00.
import { centralInstant, centralWallClock } from '../../../common/central-time';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const MORNING_HOUR = 9;
/** A recap older than this (from its week's last game) is not posted on its own. */
export const RECAP_RECENT_MS = 7 * DAY;

export const isMorningOrLater = (now: number) => centralWallClock(now).hour >= MORNING_HOUR;

/**
 * Whether a final week is recent enough to post, by the NFL calendar: a week ends five days after its
 * first day (season_start_date, the Thursday of week 1), the Tuesday after its Monday games. Plain
 * day counting, so the demo's calendar (moved by whole days to the present) reads the same. Without a
 * start date: yes.
 */
export function isRecentWeek(now: number, seasonStartDate: string | null | undefined, week: number): boolean {
  const start = seasonStartDate ? Date.parse(`${seasonStartDate}T12:00:00Z`) : Number.NaN;
  if (Number.isNaN(start)) return true;
  return now - (start + (7 * (week - 1) + 5) * DAY) <= RECAP_RECENT_MS;
}

/**
 * The keeper deadline reminders and the time left in which each one's words are true. One is posted
 * only then, and given up once they stop being true, so neither a late first attempt (the server was
 * down, the deadline was moved) nor a retry says "in 3 days" with two left.
 */
const KEEPER_REMINDERS = [
  { hoursLeft: 72, from: 3 * DAY, until: 2.5 * DAY },
  { hoursLeft: 24, from: DAY, until: 0 },
] as const;

export interface KeeperReminder {
  hoursLeft: 72 | 24;
  /** When its words stop being true: no attempt after this. */
  endsAt: number;
}

/** Which keeper deadline reminder is due, if any. */
export function keeperReminderDue(now: number, deadlineMs: number): KeeperReminder | null {
  const left = deadlineMs - now;
  const due = KEEPER_REMINDERS.find((r) => left <= r.from && left > r.until);
  return due ? { hoursLeft: due.hoursLeft, endsAt: deadlineMs - due.until } : null;
}

/** Whether the draft-day reminder is due. */
export function draftDayDue(now: number, startMs: number): boolean {
  const day = centralWallClock(startMs);
  const morning = centralInstant(day.year, day.month, day.day, MORNING_HOUR);
  return now >= Math.min(morning, startMs - HOUR) && now < startMs;
}

/** The Monday (YYYY-MM-DD) whose dues reminder is due now, or null outside Monday from 09:00. */
export function duesReminderDay(now: number): string | null {
  const wall = centralWallClock(now);
  if (wall.weekday !== 1 || wall.hour < MORNING_HOUR) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}
