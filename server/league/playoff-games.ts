// The playoff game a week's pair plays (docs/decisions/0030): which round of the winners bracket a
// week belongs to (a two-week round spans two weeks, so it is not the week's distance from the first
// playoff week), what the game is called, and, in a two-week round, the round's score so far. The
// recap, the games page, the dashboard and the almanac's games all ask here.
import type { RoundScore } from '../../common/league';
import { playoffGameName } from '../../common/playoff-round';
import type { SleeperBracketMatch, SleeperLeague, SleeperMatchup } from '../sleeper/schemas';
import { matchupPoints } from './matchups';
import { playoffRoundWeeks } from './playoff-weeks';

const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Rounds of a bracket Sleeper has not sent yet: the 6- or 8-team bracket (as playoff-weeks.ts). */
const DEFAULT_ROUNDS = 3;

/** The bracket's rounds, round 1 first, each with its weeks. */
export function bracketRoundWeeks(
  league: Pick<SleeperLeague, 'settings'>,
  winnersBracket: readonly SleeperBracketMatch[],
): number[][] {
  const rounds = Math.max(0, ...winnersBracket.map((row) => row.r));
  return playoffRoundWeeks(league, rounds || DEFAULT_ROUNDS);
}

/** The winners-bracket round (1 first) whose weeks include `week`, or null outside the playoffs. */
function playoffRoundOf(roundWeeks: readonly (readonly number[])[], week: number): number | null {
  const index = roundWeeks.findIndex((weeks) => weeks.includes(week));
  return index < 0 ? null : index + 1;
}

/** The weeks of the round `week` is played in: one or two, none outside the playoffs. */
export function weeksOfRound(roundWeeks: readonly (readonly number[])[], week: number): readonly number[] {
  return roundWeeks.find((weeks) => weeks.includes(week)) ?? [];
}

/**
 * What a playoff week's pair plays: its winners-bracket game ('Championship', '3rd place game',
 * 'Semifinal'...), 'Consolation' for a pair outside the winners bracket, null outside the playoffs.
 */
export function playoffStage(
  roundWeeks: readonly (readonly number[])[],
  winnersBracket: readonly SleeperBracketMatch[],
  week: number,
  a: number,
  b: number,
): string | null {
  const round = playoffRoundOf(roundWeeks, week);
  // A week after the bracket's last round (a longer season than the bracket) plays no bracket game.
  if (round === null) return week < (roundWeeks[0]?.[0] ?? week + 1) ? null : 'Consolation';
  const row = winnersBracket.find(
    (r) => r.r === round && r.t1 != null && r.t2 != null && pairKey(r.t1, r.t2) === pairKey(a, b),
  );
  if (!row) return 'Consolation';
  return playoffGameName(round, roundWeeks.length, row.p ?? null);
}

/** A stage as a sentence names the game: 'final', 'semifinal', '3rd place game', 'consolation game'. */
function gameName(stage: string): string {
  if (stage === 'Championship') return 'final';
  if (stage === 'Consolation') return 'consolation game';
  return stage.charAt(0).toLowerCase() + stage.slice(1);
}

export interface RoundContext {
  roundWeeks: readonly (readonly number[])[];
  winnersBracket: readonly SleeperBracketMatch[];
  /** The rows of the round's weeks up to the week asked about (a later week is not counted). */
  rowsOf: (week: number) => readonly SleeperMatchup[];
}

/** A season's rounds and bracket, with its weeks' rows: what roundScore reads. */
export function roundContext(
  league: Pick<SleeperLeague, 'settings'>,
  winnersBracket: readonly SleeperBracketMatch[],
  rowsOf: RoundContext['rowsOf'],
): RoundContext {
  return { roundWeeks: bracketRoundWeeks(league, winnersBracket), winnersBracket, rowsOf };
}

/**
 * The two-week round's score of the pair `home`-`away` after `week`, or null for a regular week, a
 * one-week round, or a pair the round's earlier week did not pair (no such game to add up).
 */
export function roundScore(
  context: RoundContext,
  week: number,
  home: number,
  away: number,
): RoundScore | null {
  const weeks = weeksOfRound(context.roundWeeks, week);
  if (weeks.length < 2) return null;
  const leg = weeks.indexOf(week) + 1;
  const points: { home: number[]; away: number[] } = { home: [], away: [] };
  for (const w of weeks.slice(0, leg)) {
    const rows = context.rowsOf(w);
    const [h, a] = [home, away].map((id) => rows.find((row) => row.roster_id === id));
    if (!h || !a || h.matchup_id == null || h.matchup_id !== a.matchup_id) return null;
    points.home.push(matchupPoints(h));
    points.away.push(matchupPoints(a));
  }
  const stage = playoffStage(context.roundWeeks, context.winnersBracket, week, home, away)!;
  return { weeks: [...weeks], leg, name: gameName(stage), ...points };
}
