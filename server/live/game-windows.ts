// When NFL games are on, so that live scores are read only then (docs/decisions/0010-live-scoring.md).
// The provider publishes no kickoff times through its documented API; what it does give is the NFL
// state: the season type, the current week and the regular season's first day (season_start_date, a
// Thursday). From those, a week's games fall in the usual windows, in America/New_York:
//   Thursday 19:00-01:00 (Thanksgiving from 12:00), the Friday after Thanksgiving 14:00-19:00,
//   Friday of week 1 19:00-01:00 (the international opener), Saturday 12:00-01:00 in December and
//   January, Sunday 09:00-01:00 (London games included), Monday 19:00-01:00, Christmas 12:00-01:00.
// Windows end at 01:00 the next morning so overtime and late stat updates are included.
import { TZDate } from '@date-fns/tz';

export const NFL_TIME_ZONE = 'America/New_York';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface GameWindow {
  start: Date;
  end: Date;
}

/** What the provider's NFL state tells about the calendar (server/sleeper/schemas.ts NflState). */
export interface NflCalendar {
  week: number;
  season_type?: string | undefined;
  season_start_date?: string | null | undefined;
}

export interface WindowDecision {
  /** Games are on: live scores are worth reading now. */
  open: boolean;
  /** Every game window of the current week is over (the week's scores are final). */
  weekOver: boolean;
  /** Start of the next window of the current week, or null when none is known. */
  nextOpenAt: Date | null;
}

const CLOSED: WindowDecision = { open: false, weekOver: false, nextOpenAt: null };

/** Wall-clock time on a New York calendar day (month 1-12); hour 25 is 01:00 the next day. */
function at(year: number, month: number, day: number, hour: number): Date {
  return new Date(new TZDate(year, month - 1, day, hour, 0, 0, NFL_TIME_ZONE).getTime());
}

/** The fourth Thursday of November (US Thanksgiving) of a year. */
function thanksgivingDay(year: number): number {
  const firstWeekday = new TZDate(year, 10, 1, 12, 0, 0, NFL_TIME_ZONE).getDay();
  const firstThursday = 1 + ((4 - firstWeekday + 7) % 7);
  return firstThursday + 21;
}

/** The game windows that start on one New York calendar day. */
export function windowsOfDay(year: number, month: number, day: number, weekOne = false): GameWindow[] {
  const weekday = new TZDate(year, month - 1, day, 12, 0, 0, NFL_TIME_ZONE).getDay();
  const window = (fromHour: number, toHour: number): GameWindow => ({
    start: at(year, month, day, fromHour),
    end: at(year, month, day, toHour),
  });
  const thanksgiving = month === 11 ? thanksgivingDay(year) : -1;
  if (month === 12 && day === 25) return [window(12, 25)];
  switch (weekday) {
    case 4: // Thursday
      return [window(day === thanksgiving ? 12 : 19, 25)];
    case 5: // Friday
      if (day === thanksgiving + 1) return [window(14, 19)];
      return weekOne ? [window(19, 25)] : [];
    case 6: // Saturday
      return month === 12 || month === 1 ? [window(12, 25)] : [];
    case 0: // Sunday
      return [window(9, 25)];
    case 1: // Monday
      return [window(19, 25)];
    default:
      return [];
  }
}

/** The New York calendar date of an instant, offset by some days. */
function nyDate(instant: number, plusDays = 0): { year: number; month: number; day: number } {
  const d = new TZDate(instant, NFL_TIME_ZONE);
  const shifted = new TZDate(d.getFullYear(), d.getMonth(), d.getDate() + plusDays, 12, 0, 0, NFL_TIME_ZONE);
  return { year: shifted.getFullYear(), month: shifted.getMonth() + 1, day: shifted.getDate() };
}

/**
 * The windows of NFL week `week` of a regular season starting on `seasonStart` (YYYY-MM-DD, the
 * week-1 Thursday): Thursday through the Tuesday morning after.
 */
export function windowsOfWeek(seasonStart: string, week: number): GameWindow[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(seasonStart);
  if (!match) return [];
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const thursday = at(year, month, day, 12).getTime() + (week - 1) * 7 * DAY_MS;
  return Array.from({ length: 5 }, (_, i) => nyDate(thursday, i)).flatMap((d) =>
    windowsOfDay(d.year, d.month, d.day, week === 1),
  );
}

function decide(now: number, windows: readonly GameWindow[], knownWeek: boolean): WindowDecision {
  const open = windows.some((w) => w.start.getTime() <= now && now < w.end.getTime());
  const next = windows.find((w) => w.start.getTime() > now)?.start ?? null;
  const last = windows.at(-1);
  return { open, weekOver: knownWeek && last !== undefined && now >= last.end.getTime(), nextOpenAt: next };
}

/**
 * Whether games are on at `now` for the provider's current week. Outside the regular season and
 * playoffs nothing is live. With the season's start date the week's own windows are used (so the
 * week is known to be over after its last window); without it (or in the NFL postseason, whose
 * weeks the state numbers differently) any usual window counts, looking a week ahead for the next.
 */
export function gameWindowAt(now: Date, calendar: NflCalendar): WindowDecision {
  const type = calendar.season_type;
  if ((type !== 'regular' && type !== 'post') || calendar.week < 1) return CLOSED;
  const time = now.getTime();
  if (type === 'regular' && calendar.season_start_date) {
    const windows = windowsOfWeek(calendar.season_start_date, calendar.week);
    if (windows.length > 0) return decide(time, windows, true);
  }
  const rolling = Array.from({ length: 9 }, (_, i) => nyDate(time, i - 1)).flatMap((d) =>
    windowsOfDay(d.year, d.month, d.day),
  );
  return decide(time, rolling, false);
}
