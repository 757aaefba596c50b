// The weeks of each playoff round: Sleeper plays a round in one week, or in two (playoff_round_type,
// read by format.ts: two-week-final, or two-week for every round), and decides a two-week game by the
// sum of its two weeks' points. The bracket, the playoff simulation and the season's last week all
// take a round's weeks from here.
import type { SleeperLeague } from '../sleeper/schemas';
import { leagueFormat } from './format';
import { DEFAULT_PLAYOFF_WEEK_START } from './standings';

/** The rounds the season's last week is counted for: three, those of a 6- or 8-team bracket. */
const SEASON_ROUNDS = 3;

/**
 * Every round's weeks, round 1 first, for a bracket of `rounds` rounds: from week 15, three one-week
 * rounds are [[15], [16], [17]], with a two-week final [[15], [16], [17, 18]].
 */
export function playoffRoundWeeks(league: Pick<SleeperLeague, 'settings'>, rounds: number): number[][] {
  const { playoffRounds } = leagueFormat(league);
  const weeks: number[][] = [];
  let week = league.settings.playoff_week_start || DEFAULT_PLAYOFF_WEEK_START;
  for (let round = 1; round <= rounds; round += 1) {
    const twoWeeks = playoffRounds === 'two-week' || (playoffRounds === 'two-week-final' && round === rounds);
    const length = twoWeeks ? 2 : 1;
    weeks.push(Array.from({ length }, (_, i) => week + i));
    week += length;
  }
  return weeks;
}

/** The last week the league's playoffs can have games in. */
export function lastPlayoffWeek(league: Pick<SleeperLeague, 'settings'>): number {
  return playoffRoundWeeks(league, SEASON_ROUNDS).at(-1)!.at(-1)!;
}

/** The rounds over once `week` is played: those whose last week it has reached. */
export function roundsOverAfter(roundWeeks: ReadonlyArray<readonly number[]>, week: number): number {
  return roundWeeks.filter((weeks) => weeks.at(-1)! <= week).length;
}
