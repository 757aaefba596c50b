// Current standings (docs/product.md §3 "Standing"): ranked by wins, then points for, with playoff status,
// the playoff seed and, in a league with divisions, each team's division (decision 0028).
import type { Standing } from '../../common/league';
import type { SleeperLeague, SleeperRoster } from '../sleeper/schemas';
import { rosterDivisions } from './divisions';
import { isMedianSeason } from './format';
import { computePlayoffStatuses, type SeasonShape } from './playoff-status';
import { pointsAgainst, pointsFor } from './points';
import { divisionLeaders, seedOrder } from './seeding';
import type { TeamIdentity } from './teams';

/** Sleeper's default shape when a league leaves it unset: playoffs from week 15, 6 teams. */
export const DEFAULT_PLAYOFF_WEEK_START = 15;
export const DEFAULT_PLAYOFF_TEAMS = 6;

export function seasonShape(league: SleeperLeague): SeasonShape {
  const startWeek = league.settings.start_week ?? 1;
  const playoffWeekStart = league.settings.playoff_week_start || DEFAULT_PLAYOFF_WEEK_START;
  return {
    regularSeasonWeeks: Math.max(0, playoffWeekStart - startWeek),
    resultsPerWeek: isMedianSeason(league) ? 2 : 1,
    playoffTeams: league.settings.playoff_teams || DEFAULT_PLAYOFF_TEAMS,
  };
}

/** compareRosters in words, first rule first: the rulebook's section on what Huddle enforces. */
export const STANDINGS_ORDER_WORDS: readonly string[] = [
  'More wins (a tie counts as half a win)',
  'More points scored',
  'The order of the teams on Sleeper',
];

/** Orders rosters: more wins first (a tie counts half), then more points for, then roster id. */
export function compareRosters(a: SleeperRoster, b: SleeperRoster): number {
  const winsA = a.settings.wins + a.settings.ties / 2;
  const winsB = b.settings.wins + b.settings.ties / 2;
  if (winsA !== winsB) return winsB - winsA;
  const pointsDiff = pointsFor(b) - pointsFor(a);
  if (pointsDiff !== 0) return pointsDiff;
  return a.roster_id - b.roster_id;
}

export function computeStandings(
  league: SleeperLeague,
  rosters: readonly SleeperRoster[],
  teams: ReadonlyMap<number, TeamIdentity>,
): Standing[] {
  const ordered = [...rosters].sort(compareRosters);
  const divisions = rosterDivisions(league, rosters);
  const divisionOf = (roster: SleeperRoster) => divisions.get(roster.roster_id)?.number ?? null;
  const seeds = new Map(seedOrder(ordered, divisionOf).map((roster, index) => [roster, index + 1]));
  const leaders = divisionLeaders(ordered, divisionOf);
  const statuses = computePlayoffStatuses(
    ordered.map((roster) => ({
      rosterId: roster.roster_id,
      wins: roster.settings.wins,
      losses: roster.settings.losses,
      ties: roster.settings.ties,
      seed: seeds.get(roster)!,
      division: divisionOf(roster),
    })),
    seasonShape(league),
  );
  return ordered.map((roster, index) => {
    const team = teams.get(roster.roster_id);
    const division = divisions.get(roster.roster_id);
    return {
      rosterId: roster.roster_id,
      rank: index + 1,
      ownerId: team?.ownerId ?? null,
      teamName: team?.teamName ?? `Team ${roster.roster_id}`,
      username: team?.username ?? '',
      avatar: team?.avatar ?? null,
      wins: roster.settings.wins,
      losses: roster.settings.losses,
      ties: roster.settings.ties,
      pointsFor: pointsFor(roster),
      pointsAgainst: pointsAgainst(roster),
      seed: seeds.get(roster)!,
      playoffStatus: statuses.get(roster.roster_id) ?? 'fighting',
      division: division ? { ...division, leader: leaders.has(roster) } : null,
    };
  });
}
