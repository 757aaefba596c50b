// The played games of a season's weeks, paired by the dashboard's matchup pairing (./matchups.ts), for
// the history computations (head to head, blowouts). A week nobody has scored in yet is not played.
import type { MatchupPair, MatchupTeam } from '../../common/league';
import type { SleeperMatchup, SleeperRoster } from '../sleeper/schemas';
import { pairMatchups } from './matchups';
import type { TeamIdentity } from './teams';

export interface WeekMatchups {
  week: number;
  matchups: readonly SleeperMatchup[];
}

export interface WeekGames {
  week: number;
  pairs: MatchupPair[];
  /** Teams without an opponent that week (matchup_id null): points for them, no game. */
  byes: MatchupTeam[];
}

export function playedGames(
  weeks: readonly WeekMatchups[],
  teams: ReadonlyMap<number, TeamIdentity>,
  rosters: readonly SleeperRoster[],
): WeekGames[] {
  return weeks
    .filter(({ matchups }) => matchups.some((row) => (row.custom_points ?? row.points ?? 0) > 0))
    .map(({ week, matchups }) => ({ week, ...pairMatchups(matchups, teams, rosters) }))
    .sort((a, b) => a.week - b.week);
}
