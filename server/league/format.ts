// A league-season's format, read from Sleeper's own settings, in one place (decision 0027): what
// kind of league it is (redraft, keeper, dynasty) and which of Sleeper's options it uses
// (divisions, best ball, the median game, two-week playoff rounds, taxi and injured-reserve slots).
// Pages and computations ask this, never the raw settings, so a new format is taught here once.
import type { FormatOffers, LeagueFormat } from '../../common/league';
import type { SleeperLeague } from '../sleeper/schemas';

export type { FormatOffers, LeagueFormat };

type LeagueKind = LeagueFormat['kind'];

/** Sleeper's settings.type: 0 redraft, 1 keeper, 2 dynasty. */
const KINDS: Readonly<Record<number, LeagueKind>> = { 0: 'redraft', 1: 'keeper', 2: 'dynasty' };
const ROUNDS: Readonly<Record<number, LeagueFormat['playoffRounds']>> = {
  0: 'one-week',
  1: 'two-week-final',
  2: 'two-week',
};

/** Whether every team also plays the week's median score (Sleeper's league_average_match). */
export function isMedianSeason(league: Pick<SleeperLeague, 'settings'>): boolean {
  return league.settings.league_average_match === 1;
}

/** The format of a league-season (see the fields' meanings in common/league.ts). */
export function leagueFormat(league: Pick<SleeperLeague, 'settings'>): LeagueFormat {
  const s = league.settings;
  return {
    // A league that sends no type, or one Sleeper added since: a keeper league when it keeps players
    // (max_keepers), else a redraft league, so no page offers what the league does not have.
    kind: KINDS[s.type ?? -1] ?? ((s.max_keepers ?? 0) > 0 ? 'keeper' : 'redraft'),
    divisions: Math.max(0, s.divisions ?? 0),
    bestBall: s.best_ball === 1,
    medianGame: isMedianSeason(league),
    playoffRounds: ROUNDS[s.playoff_round_type ?? 0] ?? 'one-week',
    taxiSlots: Math.max(0, s.taxi_slots ?? 0),
    reserveSlots: Math.max(0, s.reserve_slots ?? 0),
  };
}

/** What the app offers a league of `format` (common/league.ts says what each part is). */
export function formatOffers(format: LeagueFormat): FormatOffers {
  return {
    keeperSelection: format.kind === 'keeper',
    futurePicks: format.kind === 'dynasty',
    lineupJudgement: !format.bestBall,
    divisionStandings: format.divisions > 1,
  };
}
