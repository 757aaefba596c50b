// An NFL game's clock: four quarters of fifteen minutes, then overtime (a fifth period). The server
// turns it into the share of a game still to play, which the live projection scales each player's
// projection by (docs/decisions/0033); the roster dialog prints it as Sleeper's matchup screen does
// ("Q3 4:12"). Its schema is the matchup answer's (common/league.ts): this file stays free of zod, so
// a page printing a clock does not load the validation library.
import type { NflClock } from './league';
export const QUARTERS = 4;
export const QUARTER_SECONDS = 15 * 60;
/** Regulation: what a game's projection is for. */
export const GAME_SECONDS = QUARTERS * QUARTER_SECONDS;

/** The clock a share of regulation into a game (0 at kickoff, just under 1 near the end). */
export function clockAt(sharePlayed: number): NflClock {
  const played = Math.min(GAME_SECONDS - 1, Math.max(0, Math.floor(sharePlayed * GAME_SECONDS)));
  const quarter = Math.floor(played / QUARTER_SECONDS) + 1;
  return { quarter, secondsLeft: quarter * QUARTER_SECONDS - played };
}

/** The share of regulation still to play (overtime, past regulation, leaves none). */
export function shareOfGameLeft(clock: NflClock): number {
  if (clock.quarter > QUARTERS) return 0;
  return ((QUARTERS - clock.quarter) * QUARTER_SECONDS + clock.secondsLeft) / GAME_SECONDS;
}

/** "Q3 4:12", "Q1 15:00", "OT 9:58". */
export function formatNflClock({ quarter, secondsLeft }: NflClock): string {
  const period = quarter > QUARTERS ? 'OT' : `Q${quarter}`;
  const seconds = String(secondsLeft % 60).padStart(2, '0');
  return `${period} ${Math.floor(secondsLeft / 60)}:${seconds}`;
}
