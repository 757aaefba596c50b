// Sleeper splits totals into whole points and hundredths (fpts + fpts_decimal/100): combine them here.
import type { SleeperRoster } from '../sleeper/schemas';

/** Rounds to 2 decimals so sums of provider floats compare and print cleanly. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Fantasy points with one decimal, printed as the browser prints them (common/points-format.ts). */
export { formatPoints } from '../../common/points-format';

export function pointsFor(roster: SleeperRoster): number {
  return round2(roster.settings.fpts + (roster.settings.fpts_decimal ?? 0) / 100);
}

export function pointsAgainst(roster: SleeperRoster): number {
  return round2((roster.settings.fpts_against ?? 0) + (roster.settings.fpts_against_decimal ?? 0) / 100);
}
