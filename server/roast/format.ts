// How numbers and records read in a roast. Templates, fact lines and the number check all use these,
// so a number a template prints is always spelled exactly as the facts spell it.

/** Fantasy points with one decimal (server/league/points.ts, where the recap's awards use it too). */
export { formatPoints as pts } from '../league/points';

/** A win-loss(-tie) record such as 8-5 or 7-6-1. */
export function record(wins: number, losses: number, ties = 0): string {
  return ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`;
}

export { ordinal } from '../../common/ordinal';
