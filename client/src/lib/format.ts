import { centralInstant, centralWallClock } from '@common/central-time';
import { formatMargin, formatPoints as formatSharedPoints } from '@common/points-format';
import type { RoundScore } from '@common/league';
import { roundLeader, roundResultText, roundWeeksText } from '@common/two-week-round';

/** A margin as the difference of the two printed scores (common/points-format.ts). */
export { formatMargin };

/** A game card's game: its sides, the week's winner, and a two-week round's score when it is one. */
export interface CardGame {
  winnerRosterId: number | null;
  home: { rosterId: number; teamName: string; points: number };
  away: { rosterId: number; teamName: string; points: number };
  round?: RoundScore;
}

const named = (side: CardGame['home']) => ({ rosterId: side.rosterId, name: side.teamName });

/**
 * A final game's result line on a game card: "Tie", else "Won by" its printed-scores margin; a
 * two-week round's game is worded on the round's sum, with each week's scores (common/two-week-round.ts).
 */
export function wonByText(game: CardGame, { weeks = true }: { weeks?: boolean } = {}): string {
  if (game.round) {
    const [home, away] = [named(game.home), named(game.away)];
    const result = roundResultText(game.round, home, away, 'final');
    // After its first week the card's own scores are the round's: each week's only adds from the
    // second (a card that prints each side's weeks itself asks for none).
    return weeks && game.round.leg > 1 ? `${result} (${roundWeeksText(game.round, home, away)})` : result;
  }
  return game.winnerRosterId === null ? 'Tie' : `Won by ${formatMargin(game.home.points, game.away.points)}`;
}

/** The side a game card shows in full colour: the week's winner, or the leader on a two-week sum. */
export function cardLeader(game: CardGame): number | null {
  if (!game.round) return game.winnerRosterId;
  return roundLeader(game.round, named(game.home), named(game.away))?.rosterId ?? null;
}

/** Fantasy points, always one decimal (docs/product.md §9), as the server's sentences print them. */
/** A team's record as W-L, with ties only when there are some (W-L-T). */
export function formatRecord({ wins, losses, ties }: { wins: number; losses: number; ties: number }): string {
  return ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`;
}

export function formatPoints(points: number | null | undefined): string {
  return formatSharedPoints(points ?? null);
}

/**
 * Points above or below a mark, signed: 45.23 -> '+45.2', -17.8 -> '-17.8', and '0.0' for what rounds
 * to nothing (never '+0.0' or '-0.0').
 */
export function formatSignedPoints(points: number): string {
  const shown = formatPoints(Math.abs(points));
  if (shown === formatPoints(0)) return shown;
  return `${points > 0 ? '+' : '-'}${shown}`;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Age of an event as the transactions card shows it: whole days if at least one, else whole hours if
 * at least one, else 'Less than 1 hour ago'. Future times (clock skew) count as just now.
 */
export function formatRelativeAge(when: Date | number | string, now: Date | number = Date.now()): string {
  const elapsed = new Date(now).getTime() - new Date(when).getTime();
  const days = Math.floor(elapsed / DAY_MS);
  if (days >= 1) return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours >= 1) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  return 'Less than 1 hour ago';
}

/**
 * Digits grouped by thousands, en-US style ('1234567.5' -> '1,234,567.5'). Written out rather than
 * asked of Intl: the first number format a page makes loads the browser's locale data, about 100 ms
 * of a phone's CPU on the dashboard's first screen.
 */
function groupThousands(digits: string): string {
  const [whole = '', fraction] = digits.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** A whole count with thousands separators: 10000 -> '10,000'. */
export function formatCount(count: number): string {
  return `${count < 0 ? '-' : ''}${groupThousands(Math.abs(Math.round(count)).toFixed(0))}`;
}

/** Dollars as the league writes them: whole amounts without cents ('$120'), others with two ('$12.50'). */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  if (!Number.isFinite(value)) return '$0';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}$${groupThousands(abs.toFixed(Number.isInteger(abs) ? 0 : 2))}`;
}

/**
 * Phone numbers are stored in international format; a US number ('+1' and 10 digits, 12 characters)
 * is shown as '+1 (555) 123-4567' (docs/product.md §5). Anything else is shown as stored.
 */
export function formatPhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  if (!us) return phone;
  return `+1 (${us[1]}) ${us[2]}-${us[3]}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const two = (n: number) => String(n).padStart(2, '0');
const DATE_TOKENS = /yyyy|MMMM|MMM|MM|EEEE|EEE|dd|d|HH|h|mm|ss|a|'[^']*'|[A-Za-z]/g;

/**
 * Formats an instant in Central Time (docs/product.md §5: every date the league talks about) with a
 * date-fns style pattern (default 'March 1, 2026 11:59 PM'): yyyy, MMMM, MMM, MM, EEEE, EEE, dd, d,
 * HH, h, mm, ss, a and 'quoted text'. Any other letter is a mistake in the pattern and throws.
 * Written out rather than asked of Intl (common/central-time.ts).
 */
export function formatCentral(when: Date | number | string, pattern = 'MMMM d, yyyy h:mm a'): string {
  const ms = new Date(when).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Not a date: ${String(when)}`);
  const t = centralWallClock(ms);
  const month = MONTHS[t.month - 1]!;
  const weekday = WEEKDAYS[t.weekday]!;
  return pattern.replace(DATE_TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return String(t.year);
      case 'MMMM':
        return month;
      case 'MMM':
        return month.slice(0, 3);
      case 'MM':
        return two(t.month);
      case 'EEEE':
        return weekday;
      case 'EEE':
        return weekday.slice(0, 3);
      case 'dd':
        return two(t.day);
      case 'd':
        return String(t.day);
      case 'HH':
        return two(t.hour);
      case 'h':
        return String(t.hour % 12 || 12);
      case 'mm':
        return two(t.minute);
      case 'ss':
        return two(t.second);
      case 'a':
        return t.hour < 12 ? 'AM' : 'PM';
      default:
        if (token.startsWith("'")) return token.slice(1, -1);
        throw new RangeError(`Unsupported date pattern token '${token}' in '${pattern}'`);
    }
  });
}

/** An instant as the value of an `<input type="datetime-local">` read as Central Time. */
export function toCentralInputValue(when: Date | number | string): string {
  return formatCentral(when, "yyyy-MM-dd'T'HH:mm");
}

/** The instant of a `datetime-local` value entered in Central Time (e.g. '2026-03-01T23:59'). */
export function fromCentralInputValue(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) throw new Error(`Not a date-time value: ${value}`);
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(centralInstant(y!, mo!, d!, h!, mi!, s || 0));
}
