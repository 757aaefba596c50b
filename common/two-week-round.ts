// A game of a two-week playoff round (docs/decisions/0030): Sleeper decides it on the sum of both
// weeks, so a week of it is half a game. After its first week nobody has won or beaten anyone: the
// words say who leads the round and by how much; after its last week, who won it on the sum. Every
// page and sentence that words a game's result asks this file first for such a game (the
// dashboard's result line, the games page and the recap's game cards, the recap's awards and text).
// The round's schema is the matchup answer's (common/league.ts): this file stays free of zod.
import type { PlayState, RoundScore } from './league';
import { formatMargin, formatPoints, roundPoints } from './points-format';

const sum = (points: readonly number[]) => Math.round(points.reduce((a, b) => a + b, 0) * 100) / 100;

/** Both sides' points over the round so far. */
export function roundTotals(round: RoundScore): { home: number; away: number } {
  return { home: sum(round.home), away: sum(round.away) };
}

/**
 * Both sides' sums as a member adds them up: each week's points as printed, summed, so the total adds
 * up to the weeks beside it ("304.4 (146.4 + 158.0)", where the exact 304.36 would print 304.3). Sleeper
 * decides on the exact sum (roundTotals); should the printed sums ever tie or turn against it (sums
 * less than a tenth apart), the exact sums are printed instead, so no result reads against its score.
 */
export function shownRoundTotals(round: RoundScore): { home: number; away: number } {
  const exact = roundTotals(round);
  const shownSum = (points: readonly number[]) => roundPoints(points.reduce((a, p) => a + roundPoints(p), 0));
  const shown = { home: shownSum(round.home), away: shownSum(round.away) };
  return Math.sign(shown.home - shown.away) === Math.sign(exact.home - exact.away) ? shown : exact;
}

/**
 * The points a game's result and margin are told with: its week's, or the round's sums as printed for a
 * two-week round's game (shownRoundTotals).
 */
export function decidingPoints(game: {
  home: { points: number };
  away: { points: number };
  round?: RoundScore;
}): { home: number; away: number } {
  return game.round ? shownRoundTotals(game.round) : { home: game.home.points, away: game.away.points };
}

/**
 * How many weeks a game's scores span: 1, or a two-week round's weeks. What its margin is measured
 * against (a rout, a close game) scales with it: 8 points over two weeks is half as wide as in one.
 */
export const weeksOfGame = (game: { round?: RoundScore }) => game.round?.weeks.length ?? 1;

/**
 * One side's points over the round so far, each week apart once there are two: "285.4 (163.1 + 122.3)"
 * after both weeks, "163.1" after the first (the sum is the week's).
 */
export function roundSideText(round: RoundScore, side: 'home' | 'away'): string {
  const points = round[side];
  const total = formatPoints(shownRoundTotals(round)[side]);
  return points.length > 1 ? `${total} (${points.map(formatPoints).join(' + ')})` : total;
}

/** Whether this is the round's last week: the game is decided once it is final. */
export const isLastLeg = (round: RoundScore) => round.leg === round.weeks.length;

interface Named {
  rosterId: number;
  name: string;
}

/** The side ahead on the round's sum so far, or null when level. */
export function roundLeader(round: RoundScore, home: Named, away: Named): Named | null {
  const totals = roundTotals(round);
  if (totals.home === totals.away) return null;
  return totals.home > totals.away ? home : away;
}

/**
 * The game's result in one sentence, true of the week's play state: after (or during) a first week,
 * "A leads the two-week final by 10.5 after week 1 of 2"; once the last week is final, "A won the
 * two-week final 251.3-240.8"; while it is played, "A leads the two-week final 251.3-240.8 on both
 * weeks". A level sum says so and names no winner.
 */
export function roundResultText(round: RoundScore, home: Named, away: Named, state: PlayState): string {
  const totals = shownRoundTotals(round);
  const game = `the two-week ${round.name}`;
  const leader = roundLeader(round, home, away);
  const of = `week ${round.leg} of ${round.weeks.length}`;
  if (!isLastLeg(round)) {
    const when = state === 'final' ? `after ${of}` : `in ${of}`;
    if (!leader) return `Level in ${game} at ${formatPoints(totals.home)} ${when}`;
    return `${leader.name} leads ${game} by ${formatMargin(totals.home, totals.away)} ${when}`;
  }
  if (!leader) return `Level in ${game} at ${formatPoints(totals.home)} on both weeks`;
  const [ahead, behind] = leader === home ? [totals.home, totals.away] : [totals.away, totals.home];
  const score = `${formatPoints(ahead)}-${formatPoints(behind)}`;
  return state === 'final'
    ? `${leader.name} won ${game} ${score}`
    : `${leader.name} leads ${game} ${score} on both weeks`;
}

/**
 * Each week's scores of the round so far, the side ahead on the sum first as roundResultText names it
 * (home first when level): "week 17: 125.0-118.0, week 18: 126.3-122.8".
 */
export function roundWeeksText(round: RoundScore, home: Named, away: Named): string {
  const awayFirst = roundLeader(round, home, away) === away;
  return round.weeks
    .slice(0, round.leg)
    .map((week, i) => {
      const [a, b] = awayFirst ? [round.away[i]!, round.home[i]!] : [round.home[i]!, round.away[i]!];
      return `week ${week}: ${formatPoints(a)}-${formatPoints(b)}`;
    })
    .join(', ');
}
