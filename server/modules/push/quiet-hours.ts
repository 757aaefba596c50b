// A member's quiet hours (docs/decisions/0032): a span of the day on the league's clock (Central Time),
// possibly across midnight (22:00-07:00). What arrives inside it is held until it ends. Pure.
import { centralInstant, centralWallClock } from '../../../common/central-time';
import type { QuietHours } from '../../../common/push';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** When the quiet hours holding at `now` end (epoch ms), or null when `now` is outside them. */
export function quietUntil(now: number, hours: QuietHours | null): number | null {
  if (!hours) return null;
  const wall = centralWallClock(now);
  const minute = wall.hour * 60 + wall.minute;
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  // Before midnight, overnight hours end tomorrow; otherwise today.
  const days = minute < end ? 0 : 1;
  return centralInstant(wall.year, wall.month, wall.day + days, Math.floor(end / 60), end % 60);
}
