// The league as most pages need it, loaded in parallel through the cached gateway: reusable by every
// module (keepers, history, roasts, admin) so that no one re-derives team names or the current week.
import type { AppContext } from '../../context';
import { dashboardWeek } from '../../league/season-week';
import { buildTeams, type TeamIdentity } from '../../league/teams';
import { recordsAsOfNow } from './records-now';
import type { NflState, SleeperLeague, SleeperLeagueUser, SleeperRoster } from '../../sleeper/schemas';

export interface LeagueSnapshot {
  state: NflState;
  league: SleeperLeague;
  /**
   * The rosters with the records as of now (./records-now.ts, docs/decisions/0037): the provider's
   * totals plus the weeks final but not settled yet. Every page's records come from here.
   */
  rosters: SleeperRoster[];
  /** The provider's rosters as it sent them (its totals count the weeks it has settled). */
  providerRosters: SleeperRoster[];
  /** Weeks counted in `rosters` from their final matchups, until the provider settles them. */
  provisionalWeeks: number[];
  /** The last regular-season week `rosters` count. */
  countedThrough: number;
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
  const teams = buildTeams(rosters, users);
  const now = await recordsAsOfNow(ctx, league, state, rosters, teams);
  return {
    state,
    league,
    rosters: now.rosters,
    providerRosters: rosters,
    provisionalWeeks: now.provisionalWeeks,
    countedThrough: now.countedThrough,
    users,
    teams,
    week: dashboardWeek(league, state),
  };
}
