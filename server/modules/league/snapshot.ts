// The league as most pages need it, loaded in parallel through the cached gateway: reusable by every
// module (keepers, history, roasts, admin) so that no one re-derives team names or the current week.
import type { AppContext } from '../../context';
import { dashboardWeek } from '../../league/season-week';
import { buildTeams, type TeamIdentity } from '../../league/teams';
import type { NflState, SleeperLeague, SleeperLeagueUser, SleeperRoster } from '../../sleeper/schemas';

export interface LeagueSnapshot {
  state: NflState;
  league: SleeperLeague;
  rosters: SleeperRoster[];
  users: SleeperLeagueUser[];
  /** Roster id -> team name, owner and avatar (server/league/teams.ts). */
  teams: Map<number, TeamIdentity>;
  /** The week the dashboard shows (docs/product.md D5). */
  week: number;
}

/** The configured league (or another league-season of its history, by id). */
export async function loadLeagueSnapshot(
  ctx: AppContext,
  leagueId: string = ctx.leagueId,
): Promise<LeagueSnapshot> {
  const [state, league, rosters, users] = await Promise.all([
    ctx.sleeper.state(),
    ctx.sleeper.league(leagueId),
    ctx.sleeper.rosters(leagueId),
    ctx.sleeper.users(leagueId),
  ]);
  return {
    state,
    league,
    rosters,
    users,
    teams: buildTeams(rosters, users),
    week: dashboardWeek(league, state),
  };
}
