// A season's playoff and title chances as they stood after any of its weeks (the recap's odds
// movement), from the playoff simulation of docs/decisions/0011 run on what was known then: the
// records after that week (./records-as-of.ts), the scoring model of the weeks played so far (no
// projections: what the provider projected at the time is not kept), the rest of the schedule, and
// in the playoffs the provider's bracket with the later rounds still open.
import type { SleeperBracketMatch, SleeperLeague, SleeperRoster } from '../sleeper/schemas';
import { simulatePlayoffOdds, PLAYOFF_ODDS_RUNS, type PrizeTable } from './playoff-odds';
import { seasonOddsInput } from './playoff-odds-input';
import { playoffRoundWeeks, roundsOverAfter } from './playoff-weeks';
import { rostersAfterWeek } from './records-as-of';
import type { WeekMatchups } from './season-games';
import type { TeamIdentity } from './teams';

/** Chances from 0 to 1. */
export interface TeamChances {
  playoffs: number;
  bye: number;
  title: number;
}

export interface SeasonSoFar {
  league: SleeperLeague;
  rosters: readonly SleeperRoster[];
  teams: ReadonlyMap<number, TeamIdentity>;
  /** Every week of the season the provider has rows for (future weeks give the schedule). */
  weeks: readonly WeekMatchups[];
  winnersBracket: readonly SleeperBracketMatch[];
}

/** Prize money is no part of a recap: the simulation is run without it. */
const NO_PRIZES: PrizeTable = { first: 0, second: 0, third: 0, highestPoints: 0, unlucky: 0, blowout: 0 };

/**
 * The provider's winners bracket as it stood after `rounds` playoff rounds: later rounds undecided,
 * and the teams of rounds after the next one known only by where they come from (a bye seed, named
 * without a source, stays).
 */
export function bracketAfterRounds(
  rows: readonly SleeperBracketMatch[],
  rounds: number,
): SleeperBracketMatch[] {
  return rows.map((row) => {
    if (row.r <= rounds) return row;
    const open = { ...row, w: null, l: null };
    if (row.r === rounds + 1) return open;
    return { ...open, t1: row.t1_from ? null : row.t1, t2: row.t2_from ? null : row.t2 };
  });
}

/** Every team's chances after `throughWeek` (0: before the season's first game). */
export function chancesAfterWeek(season: SeasonSoFar, throughWeek: number): Map<number, TeamChances> {
  const { league } = season;
  const rounds = Math.max(0, ...season.winnersBracket.map((row) => row.r));
  const roundsOver = roundsOverAfter(playoffRoundWeeks(league, rounds), throughWeek);
  const odds = seasonOddsInput({
    league,
    rosters: rostersAfterWeek(league, season.rosters, season.teams, season.weeks, throughWeek),
    teams: season.teams,
    weeks: season.weeks,
    winnersBracket: bracketAfterRounds(season.winnersBracket, roundsOver),
    prizes: NO_PRIZES,
    // A two-week round's first week is final by then: its points count, only its second week is drawn.
    lastFinalWeek: throughWeek,
  });
  const result = simulatePlayoffOdds(odds.input, {
    runs: PLAYOFF_ODDS_RUNS,
    seed: odds.seed,
    model: odds.model,
  });
  return new Map(
    result.teams.map((team) => [
      team.rosterId,
      { playoffs: team.playoffs, bye: team.bye, title: team.title },
    ]),
  );
}
