// The offline demo league lives in the present. Its fixtures stop on the Sunday of week 14 of 2025, as the
// late games kick off (DEMO_PRESENT; manifest note week14InProgress). Every time the demo shows is moved by
// the same whole number of days, so that this Sunday is today: the latest moves read "yesterday" and "4 days
// ago", not "a year ago", and the season's draft, its start and the keeper deadline keep their place in the
// demo's season (the deadline about twelve weeks ahead). Times keep their Central wall-clock time (a deadline
// at 11:59 PM stays at 11:59 PM across daylight saving time). Applied where the gateway hands provider data
// out, never to the cached copies, so the shift follows the calendar day after day; the same provider copy
// gives the same shifted object (memoized).
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import type { Clock } from '../clock';
import type { NflState, SleeperDraft, SleeperTransaction } from './schemas';

export const DEMO_TIME_ZONE = 'America/Chicago';
/** The demo's own "now": Sunday 2025-12-07, 3:05 PM Central, the late kickoffs of week 14. */
export const DEMO_PRESENT = Date.parse('2025-12-07T15:05:00-06:00');
/**
 * The keeper deadline of the 2025 season in docs/product.md §9 (2026-03-01 23:59:59 Central), in demo time.
 */
export const DEMO_KEEPER_DEADLINE = Date.parse('2026-03-01T23:59:59-06:00');
/** The demo season's draft (fixtures: the 2025 draft's start_time, Saturday 2025-08-23, 6 PM Central). */
export const DEMO_SEASON_DRAFT = Date.parse('2025-08-23T18:00:00-05:00');
/** The demo season's start (fixtures: state/nfl season_start_date 2025-09-04, at midnight Central). */
export const DEMO_SEASON_START = Date.parse('2025-09-04T00:00:00-05:00');

const DAY_MS = 86_400_000;

/** Days since 1970 of an instant's Central calendar date. */
function centralDay(ms: number): number {
  const d = new TZDate(ms, DEMO_TIME_ZONE);
  return Math.round(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY_MS);
}

/** A YYYY-MM-DD date moved by whole days. */
function shiftDate(date: string, days: number): string {
  const ms = Date.parse(`${date}T12:00:00Z`);
  return Number.isNaN(ms) ? date : new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

const PRESENT_DAY = centralDay(DEMO_PRESENT);
const MINUTE_MS = 60_000;

export class DemoTime {
  private readonly memo = new WeakMap<object, { days: number; value: unknown }>();
  /**
   * Today's Central day, for the clock's minute: a time-zone date costs microseconds and every provider
   * answer handed out asks for it; the date only changes on a minute (time zones are whole minutes).
   */
  private today: { minute: number; day: number } | null = null;

  constructor(private readonly clock: Clock) {}

  /** Whole Central-calendar days from the demo's present to the clock's today. */
  days(): number {
    const now = this.clock.now().getTime();
    const minute = Math.floor(now / MINUTE_MS);
    if (this.today?.minute !== minute) this.today = { minute, day: centralDay(now) };
    return this.today.day - PRESENT_DAY;
  }

  /** A demo instant (epoch ms) moved to the present: the same Central wall-clock time, days later. */
  shift(ms: number, days = this.days()): number {
    return days === 0 ? ms : addDays(new TZDate(ms, DEMO_TIME_ZONE), days).getTime();
  }

  transactions(list: SleeperTransaction[]): SleeperTransaction[] {
    return this.remember(list, (days) =>
      list.map((tx) => ({
        ...tx,
        created: this.shift(tx.created, days),
        status_updated: tx.status_updated == null ? tx.status_updated : this.shift(tx.status_updated, days),
      })),
    );
  }

  draft(draft: SleeperDraft): SleeperDraft {
    return this.remember(draft, (days) => ({
      ...draft,
      start_time: draft.start_time == null ? draft.start_time : this.shift(draft.start_time, days),
    }));
  }

  drafts(list: SleeperDraft[]): SleeperDraft[] {
    return this.remember(list, () => list.map((draft) => this.draft(draft)));
  }

  state(state: NflState): NflState {
    return this.remember(state, (days) => ({
      ...state,
      season_start_date: state.season_start_date
        ? shiftDate(state.season_start_date, days)
        : state.season_start_date,
    }));
  }

  /** The shifted copy of a provider object, the same object for as long as the day does not change. */
  private remember<T extends object>(source: T, build: (days: number) => T): T {
    const days = this.days();
    if (days === 0) return source;
    const known = this.memo.get(source);
    if (known?.days === days) return known.value as T;
    const value = build(days);
    this.memo.set(source, { days, value });
    return value;
  }
}
