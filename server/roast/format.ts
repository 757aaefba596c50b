// How numbers and records read in a roast. Templates, fact lines and the number check all use these,
// so a number a template prints is always spelled exactly as the facts spell it.

/** Fantasy points with one decimal (server/league/points.ts, where the recap's awards use it too). */
export { formatPoints as pts } from '../league/points';

/** A win-loss(-tie) record such as 8-5 or 7-6-1. */
export function record(wins: number, losses: number, ties = 0): string {
  return ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st... */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}
