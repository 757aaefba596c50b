// Which moments count as "games are on" for live scoring, chosen once at start from LIVE_SCORING:
// the NFL's usual game windows (a real league), the demo's own live Sunday, every moment (tests, or a
// league with an unusual schedule) or none.
import type { NflClock } from '../../common/league';
import { gameWindowAt, type NflCalendar, type WindowDecision } from './game-windows';

export type LiveScoringMode = 'auto' | 'always' | 'off';

export interface GameClock {
  /** 'schedule': NFL game windows; 'demo': the demo's live Sunday; 'always'; 'off': never live. */
  readonly kind: 'schedule' | 'demo' | 'always' | 'off';
  decide(now: Date, calendar: NflCalendar): WindowDecision;
  /** Someone started watching after nobody was (the demo starts a new live Sunday). */
  watchStarted?(now: Date): void;
  /**
   * Where an NFL team's game of the current week stands, where this clock knows the week's schedule
   * (the demo's Sunday does; the provider publishes none: docs/decisions/0024), else undefined.
   */
  nflGame?(team: string, now: Date): NflGame | undefined;
}

export interface NflGame {
  state: 'pre' | 'in' | 'post';
  /** The kickoff, when known. */
  kickoffAt: Date | null;
  /** The NFL team it plays, when known. */
  opponent: string | null;
  /** While it is played: its clock, when known. */
  clock: NflClock | null;
}

export const scheduleClock: GameClock = { kind: 'schedule', decide: gameWindowAt };

export const alwaysOpenClock: GameClock = {
  kind: 'always',
  decide: () => ({ open: true, weekOver: false, nextOpenAt: null }),
};

export const neverOpenClock: GameClock = {
  kind: 'off',
  decide: () => ({ open: false, weekOver: false, nextOpenAt: null }),
};

/** The game clock for a mode: `demo` is the demo league's live Sunday (null for a real league). */
export function createGameClock(mode: LiveScoringMode, demo: GameClock | null): GameClock {
  if (mode === 'off') return neverOpenClock;
  if (demo) return demo;
  return mode === 'always' ? alwaysOpenClock : scheduleClock;
}
