// Central Time (America/Chicago) by arithmetic rather than Intl: a browser's first Intl date format
// with a time zone loads its zone data, about 200 ms of a phone's CPU on the keeper pages' first
// render. The league's dates lie in 2000-2100 (common/date-time.ts), where the US rules below hold:
// daylight time (UTC-5) from 02:00 local on the second Sunday of March to 02:00 local on the first
// Sunday of November since 2007, from the first Sunday of April to the last Sunday of October
// before; standard time (UTC-6) otherwise.

/** The league's time zone: every date it talks about is Central Time. */
export const CENTRAL_TIME_ZONE = 'America/Chicago';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const CST_MINUTES = -360;
const CDT_MINUTES = -300;

/** The date (UTC midnight, epoch ms) of the n-th Sunday of a month, or its last with n = -1. */
function sunday(year: number, month: number, n: number): number {
  if (n < 0) {
    const last = Date.UTC(year, month + 1, 0);
    return last - new Date(last).getUTCDay() * DAY_MS;
  }
  const first = Date.UTC(year, month, 1);
  return first + ((7 - new Date(first).getUTCDay()) % 7) * DAY_MS + (n - 1) * 7 * DAY_MS;
}

/** The instants daylight time starts and ends in a year (both at 02:00 local time). */
function daylightSpan(year: number): [number, number] {
  const [start, end] =
    year >= 2007 ? [sunday(year, 2, 2), sunday(year, 10, 1)] : [sunday(year, 3, 1), sunday(year, 9, -1)];
  // 02:00 CST is 08:00Z; 02:00 CDT is 07:00Z.
  return [start + 8 * HOUR_MS, end + 7 * HOUR_MS];
}

/** Minutes east of UTC in Central Time at an instant: -300 (CDT) or -360 (CST). */
export function centralOffsetMinutes(ms: number): number {
  const [start, end] = daylightSpan(new Date(ms).getUTCFullYear());
  return ms >= start && ms < end ? CDT_MINUTES : CST_MINUTES;
}

/** The wall clock in Central Time at an instant. */
export interface CentralWallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0 (Sunday) - 6 */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

export function centralWallClock(ms: number): CentralWallClock {
  const shifted = new Date(ms + centralOffsetMinutes(ms) * MINUTE_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/**
 * The instant of a Central Time wall clock (month 1-12; fields past their range roll over as in
 * Date.UTC). A time the spring change skips (02:30 on its Sunday) is read with the offset before it,
 * so it lands an hour later on the clock (03:30 CDT); a time the autumn change repeats (01:30 on its
 * Sunday) is the first of the two (CDT).
 */
export function centralInstant(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  const daylight = wall - CDT_MINUTES * MINUTE_MS;
  if (centralOffsetMinutes(daylight) === CDT_MINUTES) return daylight;
  return wall - CST_MINUTES * MINUTE_MS;
}
